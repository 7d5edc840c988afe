/**
 * Bench data generator: a large, valid portal database loaded into PostgreSQL with COPY.
 *
 *   npx tsx bench/src/generate.ts [--scale 1] [--categories 2000] [--cards 100000] [--contents 20000]
 *        [--users 10000] [--heavy-cards 50000] [--heavy-contents 10000] [--url postgres://...] [--keep]
 *
 * Without --url it creates `portal_bench_<ts>` on the local PostgreSQL, fills it, prints a summary and drops it
 * again unless --keep is given. The schema comes from the server's own migrations.
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { validateCard } from '@portal/core';
import { openDatabase, runMigrations } from '../../apps/server/src/db/client.js';
import { hashPassword } from '../../apps/server/src/auth/passwords.js';
import type {} from '../../apps/server/src/app.js'; // the Fastify type augmentation demo.ts relies on
import { LEARN_TYPES } from '../../apps/server/src/db/seed/demo.js';
import { EXAM_FLAGS, LESSON_FLAGS } from '../../apps/server/src/db/schema.js';
import { createDatabase, dropDatabase } from './lib/pg.js';

export interface Sizes {
  categories: number;
  cards: number;
  contents: number;
  users: number;
  heavyCards: number;
  heavyContents: number;
  /** Answered cards of every other user (on average). */
  progressPerUser: number;
  /** Learners set aside for load tests: each holds a role on the first programme. */
  benchLearners: number;
}

export const DEFAULT_SIZES: Sizes = {
  categories: 2000,
  cards: 100_000,
  contents: 20_000,
  users: 10_000,
  heavyCards: 50_000,
  heavyContents: 10_000,
  progressPerUser: 10,
  benchLearners: 200,
};

export function scaledSizes(scale: number, overrides: Partial<Sizes> = {}): Sizes {
  const s = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    categories: s(DEFAULT_SIZES.categories, 12),
    cards: s(DEFAULT_SIZES.cards, 200),
    contents: s(DEFAULT_SIZES.contents, 40),
    users: s(DEFAULT_SIZES.users, 220),
    heavyCards: s(DEFAULT_SIZES.heavyCards, 100),
    heavyContents: s(DEFAULT_SIZES.heavyContents, 20),
    progressPerUser: DEFAULT_SIZES.progressPerUser,
    benchLearners: DEFAULT_SIZES.benchLearners,
    ...overrides,
  };
}

export const BENCH_PASSWORD = 'bench-password';
export const learnerEmail = (i: number) => `learner${i}@bench.local`;
export const HEAVY_EMAIL = 'heavy@bench.local';
export const TEACHER_EMAIL = 'teacher@bench.local';
export const ADMIN_EMAIL = 'admin@bench.local';

/** What the load tests need to know about the generated data. */
export interface Generated {
  sizes: Sizes;
  /** Root category ids (programmes), in order. */
  roots: number[];
  /** The programme every bench learner holds a role on, and the contiguous card id range inside it. */
  benchRoot: number;
  benchCards: { from: number; to: number };
  /** User ids of the bench learners: learnerEmail(0..benchLearners-1) → ids from..from+n-1. */
  benchLearnerIds: { from: number; to: number };
  heavy: { id: number; email: string; roots: number[]; answered: number; contentProgress: number };
  teacherId: number;
  adminId: number;
  counts: Record<string, number>;
  seconds: number;
}

// ---------------------------------------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32), so a size always gives the same data. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}

/** COPY text-format encoding of one value. */
function enc(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s =
    typeof v === 'object' && !(v instanceof Date)
      ? JSON.stringify(v)
      : v instanceof Date
        ? v.toISOString()
        : String(v);
  return s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/**
 * Since migration 0013 these names are views of the live rows (trash_id IS NULL); COPY and the serial sequences
 * need the tables behind them.
 */
const TRASHABLE = new Set(['categories', 'cards', 'contents', 'roles', 'lessons']);
const tableOf = (name: string) => (TRASHABLE.has(name) ? `${name}_all` : name);

async function copy(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: Iterable<unknown[]>,
): Promise<number> {
  let n = 0;
  function* chunks() {
    let buf = '';
    for (const row of rows) {
      buf += row.map(enc).join('\t') + '\n';
      n++;
      if (buf.length > 256 * 1024) {
        yield buf;
        buf = '';
      }
    }
    if (buf) yield buf;
  }
  const sink = client.query(copyFrom(`COPY ${tableOf(table)} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), sink);
  return n;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

interface Cat {
  id: number;
  parentId: number | null;
  position: number;
  path: string;
  depth: number;
  root: number;
  children: number;
}

const WORDS = [
  'Algebra',
  'Geometrie',
  'Zellbiologie',
  'Optik',
  'Mechanik',
  'Grammatik',
  'Vokabular',
  'Statistik',
  'Analysis',
  'Chemie',
  'Genetik',
  'Literatur',
];
const EXAM_TYPES_FOR_ROLES = ['matur', 'pmatur', 'eth', 'peth', 'pecus', 'ecus'] as const;

function cardData(type: number, i: number): unknown {
  switch (type) {
    case 1:
      return { front_picture: `bench-front-${i % 50}.png`, back_picture: `bench-back-${i % 50}.png` };
    case 2:
      return {
        front_html: `<h3>Frage ${i}</h3><p>Erkläre den Begriff <b>Nr. ${i}</b> in einem Satz.</p>`,
        back_html: `<p>Antwort ${i}: <em>eine</em> Erklärung mit <strong>Fachbegriffen</strong>.</p><ul><li>a</li><li>b</li></ul>`,
      };
    case 3:
      return {
        question: `Welche Lösung hat ${i % 97}x + ${i % 13} = ${(i % 97) * 4 + (i % 13)}?`,
        answers: [{ false: 'x = 3' }, { true: 'x = 4' }, { false: 'x = 10' }, { false: 'x = 7' }],
      };
    case 4:
      return {
        question: `Welche Zahlen lösen x² = ${(i % 20) ** 2}?`,
        answers: [
          { true: `x = ${i % 20}` },
          { true: `x = −${i % 20}` },
          { false: 'x = 0' },
          { false: 'x = 1' },
        ],
      };
    case 5:
      return {
        question: 'Ordne die Symbole den Elementen zu.',
        answers: [
          ['Natrium', 'Na'],
          ['Kalium', 'K'],
          ['Eisen', 'Fe'],
          [`Element ${i}`, `E${i % 100}`],
        ],
      };
    case 6:
      return {
        question: `Aus 3x = ${3 * (i % 50)} folgt x = [${i % 50}], denn man [dividiert, teilt] durch 3.`,
      };
    default:
      return {
        native: { word: `Wort ${i}`, explanation: `Erklärung ${i}`, example: `Beispielsatz mit Wort ${i}.` },
        translation: {
          word: `word ${i}`,
          explanation: `explanation ${i}`,
          example: `An example with word ${i}.`,
        },
      };
  }
}

/** Fills an empty, migrated database. */
export async function generate(
  url: string,
  sizes: Sizes,
  log: (m: string) => void = () => {},
): Promise<Generated> {
  const started = Date.now();
  const r = rng(42);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  try {
    await client.query('SET synchronous_commit = off');
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const now = new Date();
    const today = new Date(isoDay(now));

    await client.query(
      'INSERT INTO learn_types (id, name, time) VALUES ' +
        LEARN_TYPES.map((t) => `(${t.id}, '${t.name}', ${t.time})`).join(', ') +
        ' ON CONFLICT DO NOTHING',
    );

    // ---- categories: about 200 per programme, each programme 3 to 5 levels deep -----------------------
    const rootCount = Math.max(
      1,
      Math.min(4, Math.floor(sizes.categories / 6)),
      Math.round(sizes.categories / 200),
    );
    const perRoot = Math.floor(sizes.categories / rootCount);
    const cats: Cat[] = [];
    let nextCat = 1;
    const roots: number[] = [];
    for (let ri = 0; ri < rootCount; ri++) {
      const n = ri === rootCount - 1 ? sizes.categories - perRoot * (rootCount - 1) : perRoot;
      const maxDepth = 2 + (ri % 3); // 3, 4 or 5 levels
      const own: Cat[] = [];
      const add = (parent: Cat | null) => {
        const id = nextCat++;
        const c: Cat = {
          id,
          parentId: parent?.id ?? null,
          position: parent ? parent.children++ : ri,
          path: `${parent?.path ?? '/'}${id}/`,
          depth: parent ? parent.depth + 1 : 0,
          root: parent?.root ?? id,
          children: 0,
        };
        own.push(c);
        return c;
      };
      const root = add(null);
      roots.push(root.id);
      // A chain to the full depth first, then random parents above the deepest level.
      let p = root;
      while (p.depth < maxDepth && own.length < n) p = add(p);
      while (own.length < n) {
        const shallow = own.filter((c) => c.depth < maxDepth);
        // Prefer recent nodes a little so subtrees fill up rather than everything hanging off the root.
        const parent =
          r.next() < 0.6 ? shallow[Math.max(0, shallow.length - 1 - r.int(0, 8))] : r.pick(shallow);
        add(parent);
      }
      cats.push(...own);
    }
    // Programmes with index % 4 == 3 are not in the UZH programmes (variety in the flags).
    const flagOff = (c: Cat) => roots.indexOf(c.root) % 4 === 3;
    counts.categories = await copy(
      client,
      'categories',
      ['id', 'parent_id', 'position', 'title', 'description', 'price', 'path', 'depth', 'uzh', 'puzh'],
      cats.map((c) => [
        c.id,
        c.parentId,
        c.position,
        c.depth === 0 ? `Programm ${c.id}//Maturität` : `${WORDS[c.id % WORDS.length]} ${c.id}`,
        c.depth === 0 ? `<p>Programm ${c.id}: <b>Vorbereitung</b> auf die Prüfung.</p>` : '...',
        c.depth === 0 ? (90 + (c.id % 5) * 10).toFixed(2) : '0',
        c.path,
        c.depth,
        !flagOff(c),
        !flagOff(c),
      ]),
    );

    // ---- cards: spread over the non-root categories, programme by programme (contiguous ids per programme)
    const inner = cats.filter((c) => c.depth > 0);
    const byRoot = new Map<number, Cat[]>(roots.map((id) => [id, inner.filter((c) => c.root === id)]));
    const cardRange = new Map<number, { from: number; to: number }>();
    const cardCategory: number[] = [0];
    {
      let id = 1;
      const perProgramme = Math.floor(sizes.cards / roots.length);
      for (const [ri, rootId] of roots.entries()) {
        const list = byRoot.get(rootId)!.length ? byRoot.get(rootId)! : [cats.find((c) => c.id === rootId)!];
        const n = ri === roots.length - 1 ? sizes.cards - perProgramme * (roots.length - 1) : perProgramme;
        cardRange.set(rootId, { from: id, to: id + n - 1 });
        for (let k = 0; k < n; k++) cardCategory[id++] = list[k % list.length].id;
      }
    }
    const sample: { type: number; data: unknown }[] = [];
    counts.cards = await copy(
      client,
      'cards',
      [
        'id',
        'category_id',
        'title',
        'type',
        'relevance',
        'difficulty',
        'learntype_id',
        'data',
        'description',
      ],
      (function* () {
        for (let id = 1; id < cardCategory.length; id++) {
          const type = 1 + (id % 7);
          const data = cardData(type, id);
          if (id <= 7) sample.push({ type, data });
          yield [
            id,
            cardCategory[id],
            `Karte ${id}`,
            type,
            1 + (id % 5),
            1 + ((id >> 3) % 5),
            id % 4,
            data,
            null,
          ];
        }
      })(),
    );
    for (const s of sample) {
      const err = validateCard({ title: 'x', relevance: 3, difficulty: 3, type: s.type, data: s.data });
      if (err) throw new Error(`generated card of type ${s.type} is invalid: ${err.message}`);
    }

    // ---- contents ------------------------------------------------------------------------------------
    const contentRange = new Map<number, { from: number; to: number }>();
    {
      const rows: unknown[][] = [];
      let id = 1;
      const perProgramme = Math.floor(sizes.contents / roots.length);
      for (const [ri, rootId] of roots.entries()) {
        const list = byRoot.get(rootId)!.length ? byRoot.get(rootId)! : [cats.find((c) => c.id === rootId)!];
        const n = ri === roots.length - 1 ? sizes.contents - perProgramme * (roots.length - 1) : perProgramme;
        contentRange.set(rootId, { from: id, to: id + n - 1 });
        for (let k = 0; k < n; k++, id++) {
          const media = id % 10 === 0 ? 'video' : id % 10 === 1 ? 'url' : 'document';
          const exercise = id % 3 === 0;
          rows.push([
            id,
            list[(k * 7) % list.length].id,
            `${exercise ? 'Übung' : 'Theorie'} ${id}`,
            `Beschreibung ${id}`,
            1 + (id % 5),
            1 + ((id >> 2) % 5),
            media === 'document'
              ? `bench-doc-${id % 100}.pdf`
              : media === 'video'
                ? 'https://www.youtube-nocookie.com/embed/URUJD5NEXC8'
                : 'https://www.geogebra.org/graphing',
            media === 'document' ? 'pdf' : null,
            media,
            exercise ? 'exercise' : 'theory',
            exercise,
            exercise ? `bench-solution-${id % 100}.pdf` : null,
            id % 50 === 0,
          ]);
        }
      }
      counts.contents = await copy(
        client,
        'contents',
        [
          'id',
          'category_id',
          'name',
          'description',
          'relevance',
          'difficulty',
          'file_path',
          'file_extension',
          'media_type',
          'content_type',
          'solution_active',
          'solution_path',
          'no_progress',
        ],
        rows,
      );
    }

    // ---- users: admin, teacher, heavy learner, bench learners, everyone else ---------------------------
    const adminId = 1;
    const teacherId = 2;
    const heavyId = 3;
    const firstLearner = 4;
    const userCount = Math.max(sizes.users, sizes.benchLearners + 3);
    const verified = now;
    counts.users = await copy(
      client,
      'users',
      [
        'id',
        'name',
        'email',
        'password_hash',
        'first_name',
        'last_name',
        'city',
        'country',
        'is_student',
        'is_teacher',
        'is_admin',
        'email_verified_at',
      ],
      (function* () {
        yield [
          adminId,
          'Bench Admin',
          ADMIN_EMAIL,
          passwordHash,
          'Ada',
          'Admin',
          null,
          null,
          false,
          false,
          true,
          verified,
        ];
        yield [
          teacherId,
          'Bench Teacher',
          TEACHER_EMAIL,
          passwordHash,
          'Theo',
          'Teacher',
          null,
          null,
          false,
          true,
          false,
          verified,
        ];
        yield [
          heavyId,
          'Heavy Learner',
          HEAVY_EMAIL,
          passwordHash,
          'Hanna',
          'Fleissig',
          'Zürich',
          'Schweiz',
          true,
          false,
          false,
          verified,
        ];
        for (let i = 0; i < userCount - 3; i++)
          yield [
            firstLearner + i,
            `Learner ${i}`,
            learnerEmail(i),
            passwordHash,
            `Vorname${i}`,
            `Nachname${i}`,
            'Bern',
            'Schweiz',
            true,
            false,
            false,
            i % 5 ? verified : null,
          ];
      })(),
    );

    // ---- roles ----------------------------------------------------------------------------------------
    const benchRoot = roots[0];
    const start = isoDay(addDays(today, -30));
    const until = isoDay(addDays(today, 365));
    const heavyRoots: number[] = [];
    {
      let covered = 0;
      for (const rootId of roots) {
        if (covered >= sizes.heavyCards && heavyRoots.length) break;
        if (flagOff(cats[rootId - 1])) continue;
        heavyRoots.push(rootId);
        const rg = cardRange.get(rootId)!;
        covered += rg.to - rg.from + 1;
      }
    }
    const roleRows: unknown[][] = [];
    let roleId = 1;
    for (const rootId of heavyRoots)
      roleRows.push([roleId++, heavyId, rootId, 'pmatur', start, until, false]);
    for (let i = 0; i < userCount - 3; i++) {
      const uid = firstLearner + i;
      if (i < sizes.benchLearners) {
        roleRows.push([roleId++, uid, benchRoot, 'pmatur', start, until, false]);
        continue;
      }
      const k = r.int(0, 2); // 0, 1 or 2 roles
      for (let j = 0; j < k; j++) {
        const expired = r.next() < 0.1;
        roleRows.push([
          roleId++,
          uid,
          r.pick(roots),
          r.pick(EXAM_TYPES_FOR_ROLES),
          expired ? isoDay(addDays(today, -400)) : start,
          expired ? isoDay(addDays(today, -35)) : until,
          r.next() < 0.05,
        ]);
      }
    }
    counts.roles = await copy(
      client,
      'roles',
      ['id', 'user_id', 'category_id', 'exam_type', 'start_date', 'expiration_date', 'watch_only'],
      roleRows,
    );

    // ---- card progress: the heavy learner's answers, and a few answers of everyone else -----------------
    counts.card_progress = await copy(
      client,
      'card_progress',
      [
        'user_id',
        'card_id',
        'stack',
        'last_mistakes',
        'updated_at',
        'memory_state',
        'stability',
        'difficulty',
        'reps',
        'last_review',
        'due',
      ],
      (function* () {
        // an FSRS memory that fits the stack (memoryStack's stability bands), last reviewed 0..9 days ago
        const memory = (stack: number, mistakes: number, c: number) => {
          const stability = [0, 0.2, 0.5, 3, 12, 40, 120][stack];
          const lastReview = now.getTime() - (c % 10) * 86_400_000;
          return [
            stack === 1 ? 3 : 2,
            stability,
            5,
            stack + mistakes,
            new Date(lastReview).toISOString(),
            new Date(lastReview + stability * 86_400_000).toISOString(),
          ];
        };
        let answered = 0;
        outer: for (const rootId of heavyRoots) {
          const rg = cardRange.get(rootId)!;
          for (let c = rg.from; c <= rg.to; c++) {
            if (answered >= sizes.heavyCards) break outer;
            const stack = 1 + (c % 6);
            const mistakes = stack === 1 ? 1 + (c % 3) : 0;
            yield [heavyId, c, stack, mistakes, now, ...memory(stack, mistakes, c)];
            answered++;
          }
        }
        for (let i = 0; i < userCount - 3; i++) {
          const uid = firstLearner + i;
          const rg = cardRange.get(i < sizes.benchLearners ? benchRoot : roots[i % roots.length])!;
          const n = Math.min(rg.to - rg.from + 1, r.int(0, sizes.progressPerUser * 2));
          const first = r.int(rg.from, Math.max(rg.from, rg.to - n + 1));
          for (let c = first; c < first + n; c++) {
            const stack = r.int(1, 6);
            const mistakes = stack === 1 ? 1 : 0;
            yield [uid, c, stack, mistakes, now, ...memory(stack, mistakes, c)];
          }
        }
      })(),
    );
    counts.content_progress = await copy(
      client,
      'content_progress',
      ['user_id', 'content_id', 'stack', 'updated_at'],
      (function* () {
        let n = 0;
        const levels = [0, 333, 666, 1000];
        outer: for (const rootId of heavyRoots) {
          const rg = contentRange.get(rootId)!;
          for (let c = rg.from; c <= rg.to; c++) {
            if (n >= sizes.heavyContents) break outer;
            yield [heavyId, c, levels[c % 4], now];
            n++;
          }
        }
        for (let i = 0; i < Math.min(userCount - 3, 2000); i++) {
          const rg = contentRange.get(roots[i % roots.length])!;
          const c = r.int(rg.from, rg.to);
          yield [firstLearner + i, c, r.pick(levels), now];
        }
      })(),
    );

    // ---- lessons: a few per weekday over eight weeks around today, with files ---------------------------
    const lessonRows: unknown[][] = [];
    const fileRows: unknown[][] = [];
    let lessonId = 1;
    let fileId = 1;
    for (let d = -28; d <= 28; d++) {
      const day = isoDay(addDays(today, d));
      for (let k = 0; k < 3; k++) {
        const flags = LESSON_FLAGS.map((_, fi) => (lessonId + fi) % 3 !== 0);
        lessonRows.push([
          lessonId,
          roots[lessonId % roots.length],
          `Lektion ${lessonId}`,
          `<p>Wir besprechen <b>Aufgabe ${lessonId}</b>.</p>`,
          k === 2 ? '-' : `https://meet.example.com/j/${100000 + lessonId}`,
          day,
          `${16 + k}:00`,
          `${17 + k}:00`,
          `Raum ${k + 1}`,
          'matura',
          k === 1 ? '-' : `${800 + lessonId} 1239 9112`,
          ...flags,
        ]);
        fileRows.push([
          fileId++,
          lessonId,
          `Unterlagen ${lessonId}`,
          'Skript zur Lektion',
          'link',
          'https://example.com/skript.pdf',
          null,
        ]);
        lessonId++;
      }
    }
    counts.lessons = await copy(
      client,
      'lessons',
      [
        'id',
        'category_id',
        'title',
        'description',
        'link',
        'day',
        'start',
        '"end"',
        'room',
        'password',
        'meeting_id',
        ...LESSON_FLAGS,
      ],
      lessonRows,
    );
    counts.lesson_files = await copy(
      client,
      'lesson_files',
      ['id', 'lesson_id', 'name', 'description', 'type', 'path', 'content_id'],
      fileRows,
    );

    // ---- shop: one product per programme, two cart items per bench learner ------------------------------
    counts.products = await copy(
      client,
      'products',
      ['id', 'category_id', 'position', 'active'],
      roots.map((id, i) => [i + 1, id, i, true]),
    );
    counts.cart_items = await copy(
      client,
      'cart_items',
      ['user_id', 'product_id', 'exam_type', 'duration', 'price'],
      (function* () {
        for (let i = 0; i < sizes.benchLearners; i++) {
          yield [firstLearner + i, 1 + (i % roots.length), 'pmatur', 6, '120.00'];
          yield [firstLearner + i, 1 + ((i + 1) % roots.length), 'matur', 12, '150.00'];
        }
      })(),
    );

    // Serial sequences past the explicit ids, then fresh statistics for the planner.
    for (const t of [
      'categories',
      'cards',
      'contents',
      'users',
      'roles',
      'lessons',
      'lesson_files',
      'products',
      'cart_items',
    ])
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${tableOf(t)}', 'id'), (SELECT coalesce(max(id), 1) FROM ${tableOf(t)}))`,
      );
    await client.query('VACUUM ANALYZE'); // statistics and the visibility map (index-only scans), as autovacuum would leave them

    const benchCards = cardRange.get(benchRoot)!;
    const seconds = (Date.now() - started) / 1000;
    log(
      `generated in ${seconds.toFixed(1)} s: ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    void EXAM_FLAGS;
    return {
      sizes,
      roots,
      benchRoot,
      benchCards,
      benchLearnerIds: { from: firstLearner, to: firstLearner + sizes.benchLearners - 1 },
      heavy: {
        id: heavyId,
        email: HEAVY_EMAIL,
        roots: heavyRoots,
        answered: Math.min(sizes.heavyCards, counts.card_progress),
        contentProgress: sizes.heavyContents,
      },
      teacherId,
      adminId,
      counts,
      seconds,
    };
  } finally {
    await client.end();
  }
}

/** Runs the server's migrations on an empty database. */
export async function migrate(url: string) {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolSize: 2 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      categories: { type: 'string' },
      cards: { type: 'string' },
      contents: { type: 'string' },
      users: { type: 'string' },
      'heavy-cards': { type: 'string' },
      'heavy-contents': { type: 'string' },
      url: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const overrides = Object.fromEntries(
    Object.entries({
      categories: num(values.categories),
      cards: num(values.cards),
      contents: num(values.contents),
      users: num(values.users),
      heavyCards: num(values['heavy-cards']),
      heavyContents: num(values['heavy-contents']),
    }).filter(([, v]) => v !== undefined),
  ) as Partial<Sizes>;
  const sizes = scaledSizes(Number(values.scale), overrides);
  const created = values.url ? null : await createDatabase();
  const url = values.url ?? created!.url;
  try {
    await migrate(url);
    const g = await generate(url, sizes, console.log);
    console.log(JSON.stringify({ ...g, url }, null, 2));
  } finally {
    if (created && !values.keep) await dropDatabase(created.name);
    else if (created) console.log(`kept ${created.url}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
