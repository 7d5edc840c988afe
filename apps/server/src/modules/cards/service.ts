import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ANSWER_CLOCK_SKEW_MS,
  ANSWER_MAX_AGE_DAYS,
  answerTime,
  buildMemoryCardSet,
  CARD_LEVELS,
  CARD_TYPES,
  type RandomSource,
} from '@portal/core';
import { examMoment, memoryStack, recallAt, reviewMemory, type Memory } from '@portal/core/memory';
import { isTeacher, type User } from '../../auth/plugin.js';
import { canSeeCategory, canStoreProgress, loadAccess, visibleCategories } from '../../auth/visibility.js';
import { programmeOf } from '../../auth/programmes.js';
import { cardProgress, cards, categories, EXAM_FLAGS } from '../../db/schema.js';
import { idsInPath, inSubtree } from '../../db/tree.js';
import { fieldError, HttpError } from '../../lib/http-error.js';
import { THUMBNAIL_RESIZE } from '../../lib/upload-pipeline.js';
import { applyProgressChangeInRedis, invalidateProgress } from '../progress/cache.js';
import { PACKED_LENGTH } from '../progress/compute.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const CARD_MESSAGES = defineMessages('cards', {
  answerInvalid: {
    en: 'The answer must be 1, 0, true or false',
    de: 'Die Antwort muss 1, 0, true oder false sein.',
  },
  answeredAtInvalid: {
    en: 'answered_at must be a date-time such as 2026-03-10T12:00:00Z',
    de: 'answered_at muss ein Zeitpunkt wie 2026-03-10T12:00:00Z sein.',
  },
  answerTimeFuture: {
    en: "The answer time lies more than {minutes} minutes in the future: check the device's clock",
    de: 'Die Zeit dieser Antwort liegt mehr als {minutes} Minuten in der Zukunft: Prüfe die Uhr deines Geräts.',
  },
  answerTimeTooOld: {
    en: 'The answer time lies more than {days} days in the past',
    de: 'Die Zeit dieser Antwort liegt mehr als {days} Tage zurück.',
  },
  notFound: { en: 'Card not found', de: 'Diese Karte gibt es nicht (mehr).' },
  noAccess: { en: 'You have no access to this card', de: 'Du hast keinen Zugang zu dieser Karte.' },
  categoryNotFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  categoryNoAccess: {
    en: 'You have no access to this category',
    de: 'Du hast keinen Zugang zu dieser Kategorie.',
  },
  noImage: { en: 'This card has no image', de: 'Diese Karte hat kein Bild.' },
  imageMissing: { en: 'The image file is missing', de: 'Die Bilddatei fehlt.' },
  keyReused: {
    en: 'This Idempotency-Key was already used for another answer',
    de: 'Dieser Idempotency-Key wurde schon für eine andere Antwort verwendet.',
  },
  answerSaved: { en: 'Answer saved', de: 'Antwort gespeichert' },
  answerNotStored: {
    en: 'Answer checked; progress is not stored for watch-only access',
    de: 'Antwort geprüft; mit einem Zugang nur zum Ansehen wird der Fortschritt nicht gespeichert.',
  },
  busy: {
    en: 'This card is being answered elsewhere at the same moment; please try again',
    de: 'Diese Karte wird gerade anderswo beantwortet; bitte versuche es erneut.',
  },
});

/** A card with the user's progress on it, as loaded from the database. */
export interface CardWithProgress {
  id: number;
  categoryId: number;
  title: string;
  type: number;
  relevance: number;
  difficulty: number;
  learntypeId: number;
  data: unknown;
  description: string | null;
  stack: number;
  lastMistakes: number;
}

const cardColumns = {
  id: cards.id,
  categoryId: cards.categoryId,
  title: cards.title,
  type: cards.type,
  relevance: cards.relevance,
  difficulty: cards.difficulty,
  learntypeId: cards.learntypeId,
  data: cards.data,
  description: cards.description,
  stack: sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number),
  lastMistakes: sql<number>`coalesce(${cardProgress.lastMistakes}, 0)`.mapWith(Number),
};

const categoryColumns = {
  path: categories.path,
  ...Object.fromEntries(EXAM_FLAGS.map((f) => [f, categories[f]])),
} as { path: typeof categories.path } & { [F in (typeof EXAM_FLAGS)[number]]: (typeof categories)[F] };

/**
 * The card with the user's progress: 404 when it does not exist, 403 when its category is outside the
 * user's access (as the categories module answers for categories).
 */
export async function findVisibleCard(app: FastifyInstance, user: User, cardId: number) {
  const [row] = await app.db
    .select({ card: cardColumns, category: categoryColumns })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .leftJoin(cardProgress, and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, user.id)))
    .where(eq(cards.id, cardId))
    .limit(1);
  if (!row) throw new HttpError(404, CARD_MESSAGES.notFound);
  const access = await loadAccess(app, user);
  if (!canSeeCategory(access, row.category)) throw new HttpError(403, CARD_MESSAGES.noAccess);
  return { card: row.card as CardWithProgress, canStore: canStoreProgress(access, row.category) };
}

// ---------------------------------------------------------------------------------------------
// Answer: a read (visibility, replay, memory, exam date) and a write (idempotency, memory, progress cache),
// both prepared once per connection. FSRS runs in between (ts-fsrs, packages/core/src/memory.ts); the write
// applies only if the memory is still the one read (compare-and-set on reps), else the answer is read again.
// ---------------------------------------------------------------------------------------------

const flagOfExamType = (alias: string) =>
  `CASE r.exam_type ${EXAM_FLAGS.map((f) => `WHEN '${f}' THEN ${alias}.${f}`).join(' ')} ELSE false END`;

/**
 * Parameters: $1 user id, $2 card id, $3 idempotency key, $4 the user sees everything (teacher, admin,
 * all_access).
 * - visibility: the same rule as auth/visibility.ts (an active role on the card's category or an ancestor whose
 *   exam type's flag is on for the card's category); writable = some such role is not watch_only;
 * - exam: the earliest exam date of the writable programmes holding the card (the learner's exam_dates row, by
 *   default the role's expiry), as 'YYYY-MM-DD' (core's examMoment: the start of that day), and that programme's
 *   optimized FSRS parameters, if any;
 * - the user's memory of the card, and the first result of this idempotency key if it was used before.
 * No row comes back when the card does not exist.
 */
export const ANSWER_READ_SQL = `
WITH card AS (
  SELECT c.id, cat.path, ${EXAM_FLAGS.map((f) => `cat.${f}`).join(', ')}
  FROM cards c JOIN categories cat ON cat.id = c.category_id
  WHERE c.id = $2::int
),
grants AS (
  SELECT coalesce(bool_or(true), false) AS visible, coalesce(bool_or(NOT r.watch_only), false) AS writable,
    min(coalesce(e.exam_date, r.expiration_date)) FILTER (WHERE NOT r.watch_only) AS exam_date,
    (array_agg(r.category_id ORDER BY coalesce(e.exam_date, r.expiration_date), r.id)
      FILTER (WHERE NOT r.watch_only))[1] AS programme_id
  FROM card
  JOIN roles r ON r.user_id = $1::int AND r.start_date <= current_date AND r.expiration_date >= current_date
  JOIN categories rc ON rc.id = r.category_id AND card.path LIKE rc.path || '%'
  LEFT JOIN exam_dates e ON e.user_id = $1::int AND e.category_id = r.category_id
  WHERE NOT $4::boolean AND ${flagOfExamType('card')}
)
SELECT ($4::boolean OR g.visible) AS visible, ($4::boolean OR g.writable) AS writable,
  g.exam_date::text AS exam_date, mp.w, card.path AS card_path,
  coalesce(p.stack, 0)::int AS stack, coalesce(p.last_mistakes, 0)::int AS last_mistakes,
  coalesce(p.reps, 0)::int AS reps, p.memory_state::int AS memory_state, p.stability, p.difficulty, p.due,
  p.last_review, p.lapses, p.learning_steps::int AS learning_steps, p.scheduled_days,
  a.card_id AS replay_card_id, a.correct AS replay_correct, a.stack::int AS replay_stack
FROM card CROSS JOIN grants g
LEFT JOIN card_progress p ON p.user_id = $1::int AND p.card_id = card.id
LEFT JOIN card_answers a ON a.user_id = $1::int AND a.request_key = $3::text
LEFT JOIN memory_parameters mp ON mp.category_id = g.programme_id
`;

/**
 * Parameters: $1 user id, $2 card id, $3 idempotency key, $4 correct, $5 new stack, $6 last_mistakes,
 * $7..$15 the new memory (state, stability, difficulty, due, last review, reps, lapses, learning steps,
 * scheduled days), $16 the reps that were read, $17 mark the user's cached progress in the progress_cache table
 * (false when the cache lives in Redis), $18 when the answer was given (core's answerTime: the answer log's time).
 * - the progress row is written only if no answer with this key exists yet and its reps are still $16 (the
 *   upsert re-checks that under the row's lock, so of two racing answers one writes, the other reads again);
 * - the key is recorded in card_answers with the new stack;
 * - the card moves from its previous stack to its new one in the cached progress tree (progress_tree_move,
 *   migration 0003; the same rule as writeProgress() in modules/progress/cache.ts) in the same statement, so
 *   the next progress read needs no recomputation; a tree that does not fit is marked stale.
 * Exported so the benchmark can run exactly these statements through pgbench.
 */
export const ANSWER_WRITE_SQL = `
WITH card AS (
  SELECT cat.path FROM cards c JOIN categories cat ON cat.id = c.category_id WHERE c.id = $2::int
),
saved AS (
  INSERT INTO card_progress AS p (user_id, card_id, stack, previous_stack, last_mistakes, memory_state, stability,
    difficulty, due, last_review, reps, lapses, learning_steps, scheduled_days, updated_at)
  SELECT $1::int, $2::int, $5::smallint, 0, $6::int, $7::smallint, $8::float8, $9::float8, $10::timestamptz,
    $11::timestamptz, $12::int, $13::int, $14::smallint, $15::int, now()
  FROM card
  WHERE NOT EXISTS (SELECT 1 FROM card_answers WHERE user_id = $1::int AND request_key = $3::text)
  ON CONFLICT (user_id, card_id) DO UPDATE SET
    stack = excluded.stack, previous_stack = p.stack, last_mistakes = excluded.last_mistakes,
    memory_state = excluded.memory_state, stability = excluded.stability, difficulty = excluded.difficulty,
    due = excluded.due, last_review = excluded.last_review, reps = excluded.reps, lapses = excluded.lapses,
    learning_steps = excluded.learning_steps, scheduled_days = excluded.scheduled_days, updated_at = now()
  WHERE p.reps = $16::int
  RETURNING stack, previous_stack
),
logged AS (
  INSERT INTO card_answers (user_id, request_key, card_id, correct, stack, created_at, override)
  SELECT $1::int, $3::text, $2::int, $4::boolean, stack, $18::timestamptz, $19::boolean FROM saved
  ON CONFLICT (user_id, request_key) DO NOTHING
  RETURNING card_id
),
bumped AS (
  INSERT INTO progress_cache (user_id, tree, version, updated_at)
  SELECT $1::int, 'null'::jsonb, 1, now() FROM saved WHERE $17::boolean
  ON CONFLICT (user_id) DO UPDATE SET
    tree = coalesce(progress_tree_move(progress_cache.tree, (SELECT path FROM card),
      (SELECT previous_stack FROM saved), (SELECT stack FROM saved), ${PACKED_LENGTH}), 'null'::jsonb),
    version = progress_cache.version + 1, updated_at = now()
  RETURNING version
)
SELECT (SELECT stack FROM saved)::int AS saved_stack, (SELECT previous_stack FROM saved)::int AS previous_stack,
  (SELECT count(*) FROM logged)::int AS logged, (SELECT path FROM card) AS card_path
`;

interface AnswerReadRow {
  visible: boolean;
  writable: boolean;
  exam_date: string | null;
  w: number[] | null;
  card_path: string;
  stack: number;
  last_mistakes: number;
  reps: number;
  memory_state: number | null;
  stability: number | null;
  difficulty: number | null;
  due: Date | string | null;
  last_review: Date | string | null;
  lapses: number | null;
  learning_steps: number | null;
  scheduled_days: number | null;
  replay_card_id: number | null;
  replay_correct: boolean | null;
  replay_stack: number | null;
}

interface AnswerWriteRow {
  saved_stack: number | null;
  previous_stack: number | null;
  logged: number;
  card_path: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The memory a progress row holds; null for a card never answered. */
function memoryOf(row: AnswerReadRow): Memory | null {
  if (row.reps === 0 || row.due === null) return null;
  return {
    state: Number(row.memory_state),
    stability: Number(row.stability),
    difficulty: Number(row.difficulty),
    due: new Date(row.due),
    lastReview: asDate(row.last_review),
    reps: row.reps,
    lapses: Number(row.lapses),
    learningSteps: Number(row.learning_steps),
    scheduledDays: Number(row.scheduled_days),
  };
}

type RawClient =
  | { query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }
  | { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** A named prepared statement on PostgreSQL (parsed once per pooled connection); PGlite runs in-process. */
async function preparedQuery<T>(
  app: FastifyInstance,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const client = (app.db as unknown as { $client: RawClient }).$client;
  if (app.database.kind === 'postgres') {
    const pool = client as {
      query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
    };
    return (await pool.query({ name, text, values })).rows as T[];
  }
  const lite = client as { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
  return (await lite.query(text, values)).rows as T[];
}

export interface AnswerResult {
  cardId: number;
  correct: boolean;
  stack: number;
  lastMistakes: number;
  /** false for watch-only access: the would-be result, nothing written */
  stored: boolean;
  /** true when the idempotency key was seen before: the first result, nothing written again */
  replayed: boolean;
}

/** 422 for an answer time outside core's answerTime bounds, named on the `answered_at` field, with a stable code. */
function answerTimeRefused(refused: 'future' | 'too-old') {
  const future = refused === 'future';
  return future
    ? fieldError(CARD_MESSAGES.answerTimeFuture, 'answered_at', { minutes: ANSWER_CLOCK_SKEW_MS / 60_000 })
    : fieldError(CARD_MESSAGES.answerTimeTooOld, 'answered_at', { days: ANSWER_MAX_AGE_DAYS });
}

/** Races lost in a row before giving up (each means another answer of the same card was written meanwhile). */
const MAX_ANSWER_ATTEMPTS = 10;

/**
 * Answers of one user to one card run one after the other in this process (a keyed queue), so they never race
 * each other here; the compare-and-set in the write still guards against another instance.
 */
const answering = new Map<string, Promise<unknown>>();

export function answerCard(
  app: FastifyInstance,
  user: User,
  cardId: number,
  correct: boolean,
  requestKey: string,
  /**
   * when the client says the answer was given (within core's answerTime bounds); now: the server's clock;
   * override: the learner said a typed answer judged wrong was right (logged as such; only with a right answer)
   */
  times: { answeredAt?: Date | null; now?: Date; override?: boolean } = {},
): Promise<AnswerResult> {
  const key = `${user.id}:${cardId}`;
  const previous = answering.get(key) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(() =>
      answerCardNow(
        app,
        user,
        cardId,
        correct,
        requestKey,
        times.answeredAt ?? null,
        times.now ?? new Date(),
        correct && times.override === true,
      ),
    );
  answering.set(key, run);
  void run
    .finally(() => {
      if (answering.get(key) === run) answering.delete(key);
    })
    .catch(() => {});
  return run;
}

async function answerCardNow(
  app: FastifyInstance,
  user: User,
  cardId: number,
  correct: boolean,
  requestKey: string,
  answeredAt: Date | null,
  arrival: Date,
  override: boolean,
): Promise<AnswerResult> {
  const seesAll = isTeacher(user) || user.allAccess;
  for (let attempt = 1; attempt <= MAX_ANSWER_ATTEMPTS; attempt++) {
    const [row] = await preparedQuery<AnswerReadRow>(app, 'card_answer_read_v1', ANSWER_READ_SQL, [
      user.id,
      cardId,
      requestKey,
      seesAll,
    ]);
    if (!row) throw new HttpError(404, CARD_MESSAGES.notFound);
    if (!row.visible) throw new HttpError(403, CARD_MESSAGES.noAccess);
    if (row.replay_card_id !== null) {
      if (row.replay_card_id !== cardId || row.replay_correct !== correct)
        throw new HttpError(409, CARD_MESSAGES.keyReused);
      return {
        cardId,
        correct,
        stack: Number(row.replay_stack),
        lastMistakes: row.last_mistakes,
        stored: true,
        replayed: true,
      };
    }

    const before = memoryOf(row);
    const time = answerTime(arrival, answeredAt, before?.lastReview ?? null);
    if (!time.ok) throw answerTimeRefused(time.refused);
    if (time.adjusted === 'after-arrival' || time.adjusted === 'before-last-review')
      app.log.info(
        { userId: user.id, cardId, answeredAt: answeredAt?.toISOString(), usedAt: time.at.toISOString() },
        `answer time ${time.adjusted === 'after-arrival' ? 'ahead of the server clock' : 'before the card’s last review'}: moved`,
      );
    const now = time.at;
    const memory = reviewMemory(before, correct, now, {
      w: row.w,
      examDate: row.exam_date ? examMoment(row.exam_date) : null,
    });
    const stack = memoryStack(memory, correct);
    const lastMistakes = correct ? 0 : row.last_mistakes + 1;
    if (!row.writable) return { cardId, correct, stack, lastMistakes, stored: false, replayed: false };

    const [written] = await preparedQuery<AnswerWriteRow>(app, 'card_answer_write_v3', ANSWER_WRITE_SQL, [
      user.id,
      cardId,
      requestKey,
      correct,
      stack,
      lastMistakes,
      memory.state,
      memory.stability,
      memory.difficulty,
      memory.due.toISOString(),
      memory.lastReview?.toISOString() ?? null,
      memory.reps,
      memory.lapses,
      memory.learningSteps,
      memory.scheduledDays,
      row.reps,
      !app.redis,
      now.toISOString(),
      override,
    ]);
    if (!written || written.card_path === null) throw new HttpError(404, CARD_MESSAGES.notFound);
    if (written.saved_stack === null) {
      // another answer (or this key) came first, on another instance: read again after a short random pause
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      continue;
    }
    if (written.logged === 0) {
      // The same key was used at the same moment for another card: undo this write, as the key's first use wins.
      await undoAnswer(app, user.id, cardId, row, memory.reps);
      throw new HttpError(409, CARD_MESSAGES.keyReused);
    }
    if (override)
      app.log.info(
        { userId: user.id, cardId },
        'answer judged wrong counted as right: the learner overrode it',
      );
    if (app.redis)
      await applyProgressChangeInRedis(app, user.id, {
        categoryPath: written.card_path,
        kind: 'cards',
        from: Number(written.previous_stack),
        to: written.saved_stack,
      });
    return { cardId, correct, stack: written.saved_stack, lastMistakes, stored: true, replayed: false };
  }
  throw new HttpError(503, CARD_MESSAGES.busy);
}

/** Puts back the progress row as it was read (only if this answer's write is still the last one). */
async function undoAnswer(
  app: FastifyInstance,
  userId: number,
  cardId: number,
  row: AnswerReadRow,
  reps: number,
) {
  if (row.reps === 0) {
    await app.db
      .delete(cardProgress)
      .where(
        and(eq(cardProgress.userId, userId), eq(cardProgress.cardId, cardId), eq(cardProgress.reps, reps)),
      );
  } else {
    await app.db
      .update(cardProgress)
      .set({
        stack: row.stack,
        lastMistakes: row.last_mistakes,
        memoryState: Number(row.memory_state),
        stability: Number(row.stability),
        difficulty: Number(row.difficulty),
        due: asDate(row.due),
        lastReview: asDate(row.last_review),
        reps: row.reps,
        lapses: Number(row.lapses),
        learningSteps: Number(row.learning_steps),
        scheduledDays: Number(row.scheduled_days),
      })
      .where(
        and(eq(cardProgress.userId, userId), eq(cardProgress.cardId, cardId), eq(cardProgress.reps, reps)),
      );
  }
  await invalidateProgress(app, userId);
}

// ---------------------------------------------------------------------------------------------
// Session cards
// ---------------------------------------------------------------------------------------------

export interface SessionCards {
  category: { id: number; title: string; titles: string[] };
  /** the user's progress over all visible cards of the subtree: n and counts per stack 0..6 */
  progress: { n: number; p: number[] };
  canStore: boolean;
  cards: CardWithProgress[];
  /** what the set holds: cards due for review, answered cards reviewed early, never-answered cards, or practice */
  plan: {
    due: number;
    early: number;
    fresh: number;
    practice: boolean;
    dueTotal: number;
    freshTotal: number;
  };
}

/**
 * The cards of a session in a category: the visible cards of its subtree, chosen by buildMemoryCardSet on the
 * server (the spec's set: at most 20, new cards by relevance first, answered cards from half the set on: the ones
 * missed last time, then due ones, then the others, lowest predicted recall first), so the client gets only the
 * cards it will show, and "next session: N" is the set the learner then gets.
 */
export async function sessionCards(
  app: FastifyInstance,
  user: User,
  categoryId: number,
  random: RandomSource = Math.random,
  now: Date = new Date(),
): Promise<SessionCards> {
  const [category] = await app.db
    .select({ id: categories.id, title: categories.title, ...categoryColumns })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw new HttpError(404, CARD_MESSAGES.categoryNotFound);
  const access = await loadAccess(app, user);
  if (!canSeeCategory(access, category)) throw new HttpError(403, CARD_MESSAGES.categoryNoAccess);

  const progressJoin = and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, user.id));
  const all = await app.db
    .select({
      id: cards.id,
      relevance: cards.relevance,
      stack: sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number),
      due: cardProgress.due,
      lastReview: cardProgress.lastReview,
      stability: cardProgress.stability,
      reps: cardProgress.reps,
      previousStack: cardProgress.previousStack,
    })
    .from(cards)
    .innerJoin(categories, eq(categories.id, cards.categoryId))
    .leftJoin(cardProgress, progressJoin)
    .where(and(inSubtree(categories.path, category.path), visibleCategories(access)))
    .orderBy(asc(cards.id));

  const p = new Array<number>(CARD_LEVELS).fill(0);
  for (const c of all) p[Math.min(Math.max(c.stack, 0), CARD_LEVELS - 1)] += 1;

  // with an exam ahead, due cards go by their predicted recall on exam day (the exam the programme aims at)
  const programme = await programmeOf(app, access, category);
  const exam = programme ? examMoment(programme.examDate) : null;
  const examAhead = exam && exam.getTime() > now.getTime() ? exam : null;
  const candidates = all.map((c) => {
    const answered = c.stack > 0 && c.due !== null;
    return {
      id: c.id,
      stack: c.stack,
      relevance: c.relevance,
      dueAt: answered ? new Date(c.due as Date).getTime() : null,
      recall: answered ? recallOf(c, now) : 0,
      ...(answered && examAhead ? { examRecall: recallOf(c, examAhead) } : {}),
      // missed the last time: its last answer was wrong, or it was wrong before the right one that ended its run
      missed: answered && (c.stack === 1 || c.previousStack === 1),
    };
  });
  const set = buildMemoryCardSet(candidates, now.getTime(), random);
  const chosen = set.cards.map((c) => c.id);
  const rows = chosen.length
    ? await app.db
        .select(cardColumns)
        .from(cards)
        .leftJoin(cardProgress, progressJoin)
        .where(inArray(cards.id, chosen))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r as CardWithProgress]));

  const ancestorIds = idsInPath(category.path);
  const ancestors = await app.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(inArray(categories.id, ancestorIds));
  const titleOf = new Map(ancestors.map((a) => [a.id, a.title]));

  return {
    category: {
      id: category.id,
      title: category.title,
      titles: ancestorIds.map((id) => titleOf.get(id) ?? ''),
    },
    progress: { n: all.length, p },
    canStore: canStoreProgress(access, category),
    cards: chosen.map((id) => byId.get(id)).filter((c): c is CardWithProgress => !!c),
    plan: {
      due: set.due,
      early: set.early,
      fresh: set.fresh,
      practice: set.practice,
      dueTotal: candidates.filter((c) => c.dueAt !== null && c.dueAt <= now.getTime()).length,
      freshTotal: candidates.filter((c) => c.stack === 0).length,
    },
  };
}

/** Predicted recall at a moment of an answered card (default FSRS parameters: an order, not a promise). */
function recallOf(c: { stability: number | null; lastReview: Date | null; reps: number | null }, at: Date) {
  if (!c.lastReview || !c.reps) return 0;
  return recallAt(
    {
      state: 2,
      stability: Number(c.stability),
      difficulty: 5,
      due: at,
      lastReview: new Date(c.lastReview),
      reps: c.reps,
      lapses: 0,
      learningSteps: 0,
      scheduledDays: 0,
    },
    at,
  );
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export interface CardImage {
  file: string;
  size: number;
  contentType: string;
  etag: string;
}

/** The front or back picture of an image card (type 1), as a file under storage/user_uploads. */
export async function cardImage(
  app: FastifyInstance,
  card: CardWithProgress,
  back: boolean,
): Promise<CardImage> {
  if (card.type !== CARD_TYPES.IMAGE || typeof card.data !== 'object' || card.data === null)
    throw new HttpError(404, CARD_MESSAGES.noImage);
  const name = (card.data as Record<string, unknown>)[back ? 'back_picture' : 'front_picture'];
  if (typeof name !== 'string' || !name) throw new HttpError(404, CARD_MESSAGES.noImage);
  // Stored names are generated, but never let one become a path outside the uploads folder.
  const safeName = path.basename(name);
  const contentType = IMAGE_TYPES[path.extname(safeName).toLowerCase()];
  if (!contentType || safeName !== name) throw new HttpError(404, CARD_MESSAGES.noImage);
  const file = path.join(app.config.storageDir, 'user_uploads', safeName);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new HttpError(404, CARD_MESSAGES.imageMissing);
  const etag = `"${createHash('sha1').update(`${safeName}:${info.size}:${info.mtimeMs}`).digest('base64url')}"`;
  return { file, size: info.size, contentType, etag };
}

/** The side of an image card: a front, b back (the spec's /storage/thumbnails/{id}-a.png and {id}-b.png). */
export type ThumbnailSide = 'a' | 'b';

export const thumbnailName = (cardId: number, side: ThumbnailSide) => `${cardId}-${side}.png`;

export interface CardThumbnail {
  etag: string;
  /** The rendered PNG on disk: rendered once per picture version, then served from disk. */
  file(): Promise<{ path: string; size: number }>;
}

/** Renders in progress, so concurrent first requests for one thumbnail render it once. */
const rendering = new Map<string, Promise<{ path: string; size: number }>>();

async function renderOnce(source: string, target: string): Promise<{ path: string; size: number }> {
  const existing = await stat(target).catch(() => null);
  if (existing?.isFile()) return { path: target, size: existing.size };
  // loaded on the first picture (see lib/upload-pipeline.ts)
  const { default: sharp } = await import('sharp');
  let png: Buffer;
  try {
    png = await sharp(source, { failOn: 'error' }).resize(THUMBNAIL_RESIZE).png().toBuffer();
  } catch {
    throw new HttpError(404, CARD_MESSAGES.imageMissing);
  }
  await mkdir(path.dirname(target), { recursive: true });
  // written beside and renamed, so a reader never sees half a file
  const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await writeFile(partial, png);
    await rename(partial, target);
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
  return { path: target, size: png.length };
}

/**
 * An image card's picture as a PNG of at most 300×300: made from the thumbnail the upload stored beside the
 * picture (or from the picture itself, e.g. for the demo's), whatever the picture's format. It is rendered once
 * per version of the picture (named by its ETag under storage/thumbnails/cards) and served from disk after that.
 */
export async function cardThumbnail(
  app: FastifyInstance,
  card: CardWithProgress,
  side: ThumbnailSide,
): Promise<CardThumbnail> {
  const picture = await cardImage(app, card, side === 'b');
  const stored = path.join(app.config.storageDir, 'thumbnails', path.basename(picture.file));
  const storedInfo = await stat(stored).catch(() => null);
  const source = storedInfo?.isFile() ? stored : picture.file;
  // the picture's own ETag, marked as its thumbnail
  const etag = picture.etag.replace(/^"/, '"thumb-');
  const target = path.join(app.config.storageDir, 'thumbnails', 'cards', `${etag.slice(1, -1)}.png`);
  return {
    etag,
    file() {
      let pending = rendering.get(target);
      if (!pending) {
        pending = renderOnce(source, target).finally(() => rendering.delete(target));
        rendering.set(target, pending);
      }
      return pending;
    },
  };
}
