import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { auditLog, cards, categories, categoryCounts, importJobs, uploadedFiles } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';
import { subcategoryPath } from './service.js';

interface AnkiApkgExporter {
  addMedia(name: string, data: Buffer): void;
  addCard(front: string, back: string): void;
  save(): Promise<Buffer>;
}
const { default: createDeck } = createRequire(import.meta.url)('anki-apkg-export') as {
  default: (name: string) => AnkiApkgExporter;
};

let t: TestApp;
let teacher: string;
let student: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  student = await loginAs(t.app, 'student');
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function multipart(data: Buffer | string, name = 'upload.bin') {
  const boundary = '----portal-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importFile = (
  categoryId: number,
  data: Buffer | string,
  opts: { dryRun?: boolean; token?: string; language?: string } = {},
) => {
  const body = multipart(data);
  const token = opts.token === undefined ? teacher : opts.token;
  return t.app.inject({
    method: 'POST',
    url: `/api/import/${categoryId}${opts.dryRun ? '?dry_run=1' : ''}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(token ? bearer(token) : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });
};

async function newCategory(title: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(teacher),
    payload: { title },
  });
  expect(res.statusCode).toBe(201);
  return (res.json().category?.id ?? res.json().id) as number;
}

const cardsIn = (ids: number[]) =>
  t.app.db.select().from(cards).where(inArray(cards.categoryId, ids)).orderBy(cards.id);

const childrenOf = (id: number) =>
  t.app.db.select().from(categories).where(eq(categories.parentId, id)).orderBy(categories.position);

const QUIZLET = ['Hund\tdog', 'Katze\tcat', 'Haus\t', 'die Maus\tthe mouse', ''].join('\n');

describe('POST /api/import/{categoryId}', () => {
  it('previews a Quizlet export without writing, then imports it as word cards', async () => {
    const id = await newCategory('Vokabeln');
    const preview = await importFile(id, QUIZLET, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      message: '3 cards can be imported',
      dry_run: true,
      format: 'tsv',
      cards: 3,
      by_type: { '7': 3 },
      subcategories: [{ path: '', cards: 3 }],
      skipped: [{ source: 'line 3', code: 'definition_empty', reason: 'the definition is empty' }],
    });
    expect(await cardsIn([id])).toHaveLength(0);

    const res = await importFile(id, QUIZLET);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: '3 cards imported', cards: 3, category_ids: [id] });
    const created = await cardsIn([id]);
    expect(created.map((c) => [c.type, c.title])).toEqual([
      [7, 'Hund'],
      [7, 'Katze'],
      [7, 'die Maus'],
    ]);
    expect(created[0].data).toEqual({
      native: { word: 'Hund', explanation: '–', example: '–' },
      translation: { word: 'dog', explanation: '–', example: '–' },
    });
    expect(created[0]).toMatchObject({ relevance: 3, difficulty: 3, learntypeId: 1 }); // the word learn type
    // the subtree counts follow the import
    const [counts] = await t.app.db.select().from(categoryCounts).where(eq(categoryCounts.categoryId, id));
    expect(counts.cards).toBe(3);
  });

  it('reads an Anki text export with headers and three columns as HTML cards, escaping its text', async () => {
    const id = await newCategory('Anki Text');
    const text = '#separator:tab\n#html:false\nFront\tBack\tExtra\n1 < 2\tyes\tsure & certain\n';
    const res = await importFile(id, text);
    expect(res.statusCode).toBe(201);
    const [card] = await cardsIn([id]);
    expect(card).toMatchObject({ type: 2, title: '1 < 2' });
    expect(card.data).toEqual({ front_html: '1 &lt; 2', back_html: 'yes<br>sure &amp; certain' });
  });

  it('maps every Moodle XML question type, creates the category path and lists what it skips', async () => {
    const id = await newCategory('Moodle');
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Geografie/Europa</text></category></question>
  <question type="multichoice">
    <name><text>Hauptstadt</text></name>
    <questiontext format="html"><text><![CDATA[<p>Die Hauptstadt der <b>Schweiz</b>?</p>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100"><text>Bern</text></answer>
    <answer fraction="0"><text>Zürich</text></answer>
  </question>
  <question type="multichoice">
    <name><text>Primzahlen</text></name>
    <questiontext format="html"><text>Welche sind prim?</text></questiontext>
    <single>false</single>
    <answer fraction="50"><text>2</text></answer>
    <answer fraction="50"><text>3</text></answer>
    <answer fraction="-100"><text>4</text></answer>
  </question>
  <question type="truefalse">
    <name><text>Erde</text></name>
    <questiontext format="html"><text>Die Erde ist flach.</text></questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
  <question type="matching">
    <name><text>Länder</text></name>
    <questiontext format="html"><text>Ordne zu.</text></questiontext>
    <subquestion format="html"><text>Frankreich</text><answer><text>Paris</text></answer></subquestion>
    <subquestion format="html"><text>Italien</text><answer><text>Rom</text></answer></subquestion>
  </question>
  <question type="shortanswer">
    <name><text>Fluss</text></name>
    <questiontext format="html"><text>Der längste Fluss der Schweiz ist ___ .</text></questiontext>
    <answer fraction="100"><text>Rhein</text></answer>
    <answer fraction="100"><text>der Rhein</text></answer>
  </question>
  <question type="cloze">
    <name><text>Lücken</text></name>
    <questiontext format="html"><text>Bern ist die {1:SHORTANSWER:=Bundesstadt~%50%Stadt} und liegt an der {1:MC:=Aare~Limmat}.</text></questiontext>
  </question>
  <question type="essay">
    <name><text>Aufsatz</text></name>
    <questiontext format="html"><text>Schreibe.</text></questiontext>
  </question>
</quiz>`;
    const preview = await importFile(id, xml, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      format: 'moodle-xml',
      cards: 6,
      by_type: { '3': 2, '4': 1, '5': 1, '6': 2 },
      subcategories: [{ path: 'Geografie / Europa', cards: 6 }],
      skipped: [
        {
          source: 'question "Aufsatz"',
          code: 'question_type',
          params: { type: 'essay' },
          reason: 'essay questions cannot become cards',
        },
      ],
    });
    expect((await importFile(id, xml)).statusCode).toBe(201);
    const [geo] = await childrenOf(id);
    expect(geo.title).toBe('Geografie');
    const [europe] = await childrenOf(geo.id);
    expect(europe.title).toBe('Europa');
    const created = await cardsIn([europe.id]);
    expect(created.map((c) => [c.type, c.title, c.data])).toEqual([
      [
        3,
        'Hauptstadt',
        { question: 'Die Hauptstadt der Schweiz?', answers: [{ true: 'Bern' }, { false: 'Zürich' }] },
      ],
      [
        4,
        'Primzahlen',
        { question: 'Welche sind prim?', answers: [{ true: '2' }, { true: '3' }, { false: '4' }] },
      ],
      [3, 'Erde', { question: 'Die Erde ist flach.', answers: [{ false: 'Wahr' }, { true: 'Falsch' }] }],
      [
        5,
        'Länder',
        {
          question: 'Ordne zu.',
          answers: [
            ['Frankreich', 'Paris'],
            ['Italien', 'Rom'],
          ],
        },
      ],
      [6, 'Fluss', { question: 'Der längste Fluss der Schweiz ist [Rhein, der Rhein] .' }],
      [6, 'Lücken', { question: 'Bern ist die [Bundesstadt] und liegt an der [Aare].' }],
    ]);
    // a second import of the same bank reuses the subcategories
    expect((await importFile(id, xml)).statusCode).toBe(201);
    expect(await childrenOf(id)).toHaveLength(1);
    expect(await cardsIn([europe.id])).toHaveLength(12);
  });

  it('maps GIFT questions, including a missing word in mid-sentence', async () => {
    const id = await newCategory('GIFT');
    const gift = `// a comment
$CATEGORY: $course$/top/Mathe

::Summe::Was ist 2+2? {=4 ~3 ~5}

::Wahr::Die Sonne ist ein Stern. {T}

::Hauptstadt::Die Hauptstadt der Schweiz ist {=Bern =Berne}.

::Lücke::Bern ist die {=Bundesstadt ~Hauptstadt} der Schweiz.

::Paare::Ordne zu. {=Hund -> dog =Katze -> cat}

::Mehrere::Welche sind gerade? {~%50%2 ~%50%4 ~%-100%5}

::Zahl::Wie viel ist 1/2? {#0.5}

::Essay::Erzähle. {}
`;
    const res = await importFile(id, gift, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'gift',
      cards: 7,
      subcategories: [{ path: 'Mathe', cards: 7 }],
      skipped: [{ source: 'question "Essay"', code: 'essay', reason: 'essay questions cannot become cards' }],
    });
    expect((await importFile(id, gift)).statusCode).toBe(201);
    const [mathe] = await childrenOf(id);
    const created = await cardsIn([mathe.id]);
    expect(created.map((c) => [c.type, c.title, c.data])).toEqual([
      [3, 'Summe', { question: 'Was ist 2+2?', answers: [{ true: '4' }, { false: '3' }, { false: '5' }] }],
      [3, 'Wahr', { question: 'Die Sonne ist ein Stern.', answers: [{ true: 'Wahr' }, { false: 'Falsch' }] }],
      [6, 'Hauptstadt', { question: 'Die Hauptstadt der Schweiz ist [Bern, Berne].' }],
      [
        3,
        'Lücke',
        {
          question: 'Bern ist die _____ der Schweiz.',
          answers: [{ true: 'Bundesstadt' }, { false: 'Hauptstadt' }],
        },
      ],
      [
        5,
        'Paare',
        {
          question: 'Ordne zu.',
          answers: [
            ['Hund', 'dog'],
            ['Katze', 'cat'],
          ],
        },
      ],
      [
        4,
        'Mehrere',
        { question: 'Welche sind gerade?', answers: [{ true: '2' }, { true: '4' }, { false: '5' }] },
      ],
      // numerical: a numeric gap, so a learner's "0,5" is right as well as "0.5"
      [6, 'Zahl', { question: 'Wie viel ist 1/2? [#0.5]' }],
    ]);
  });

  it('refuses what it cannot read with a message, and writes nothing', async () => {
    const id = await newCategory('Refusals');
    const before = (await t.app.db.select().from(cards)).length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const cases: Array<[Buffer | string, number, RegExp]> = [
      [png, 422, /not one the import can read/],
      ['', 422, /Choose a file to import/],
      ['just one line without separators', 422, /not one the import can read/],
      [Buffer.from([0xff, 0xfe, 0x00, 0x41, 0x09, 0x42]), 422, /not UTF-8/],
      [Buffer.from('Stra\xdfe\tstreet\n', 'latin1'), 422, /not UTF-8/],
      [zipSync({ 'readme.txt': new TextEncoder().encode('hello') }) as unknown as Buffer, 422, /Anki/],
      ['<?xml version="1.0"?><html><body/></html>', 422, /not a Moodle question bank/],
      ['Haus\t\nMaus\t\n', 422, /no card that can be imported/],
    ];
    for (const [data, status, message] of cases) {
      const res = await importFile(id, Buffer.isBuffer(data) ? data : Buffer.from(data));
      expect(res.statusCode, String(message)).toBe(status);
      expect(errorMessage(res)).toMatch(message);
    }
    expect((await t.app.db.select().from(cards)).length).toBe(before);
  });

  it('refuses a zip bomb before inflating it, and writes nothing', async () => {
    const id = await newCategory('Bomb');
    const uploadsBefore = readdirSync(path.join(t.storageDir, 'user_uploads')).length;
    const bomb = zipSync({ 'collection.anki2': new Uint8Array(300 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await importFile(id, Buffer.from(bomb));
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toMatch(/MB|zip bomb|unpacks/i);
    expect(await cardsIn([id])).toHaveLength(0);
    expect(readdirSync(path.join(t.storageDir, 'user_uploads')).length).toBe(uploadsBefore);
  });

  it('is for teachers and admins only, into a category that exists', async () => {
    const id = await newCategory('Access');
    expect((await importFile(id, QUIZLET, { token: student })).statusCode).toBe(403);
    expect((await importFile(id, QUIZLET, { token: '' })).statusCode).toBe(401);
    const missing = await importFile(999_999, QUIZLET);
    expect(missing.statusCode).toBe(404);
    expect(errorMessage(missing)).toBe('Category not found');
    expect((await t.app.db.select().from(uploadedFiles)).length).toBeGreaterThanOrEqual(0);
  });
});

describe('large imports run as jobs', () => {
  const poll = async (id: string) => {
    const seen: Array<{ state: string; phase: string; done: number; total: number }> = [];
    for (let i = 0; i < 3000; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/import/jobs/${id}`,
        headers: bearer(teacher),
      });
      expect(res.statusCode).toBe(200);
      const job = res.json().job;
      seen.push(job);
      if (job.state !== 'running') return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the import job did not end');
  };

  it('answers 202 with a job, reports its progress and ends with the same summary, all cards written', async () => {
    const id = await newCategory('Large');
    const lines = Array.from({ length: 1500 }, (_, i) => `Wort <${i}>\tword ${i}\tmore about it`);
    lines.splice(700, 0, 'leer\t\t');
    const res = await importFile(id, lines.join('\n'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'The import runs in the background; its progress is shown here.',
      job: { state: 'running', category_id: id },
    });
    const seen = await poll(res.json().job.id);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({
      state: 'done',
      message: '1500 cards imported',
      percent: 100,
      result: {
        format: 'tsv',
        cards: 1500,
        by_type: { '2': 1500 },
        skipped: [{ source: 'line 701', code: 'definition_empty', reason: 'the definition is empty' }],
        category_ids: [id],
      },
    });
    expect(seen.some((j) => j.phase === 'checking' && j.done > 0 && j.done < j.total)).toBe(true);
    expect(await cardsIn([id])).toHaveLength(1500);
    // the stored file is gone once the job has ended
    expect(readdirSync(path.join(t.storageDir, 'imports'))).toEqual([]);
  });

  it('a job whose server died is reported interrupted, with nothing written', async () => {
    const id = randomUUID();
    await t.app.db.insert(importJobs).values({
      id,
      categoryId: 1,
      userId: null,
      state: 'running',
      phase: 'checking',
      heartbeatAt: new Date(Date.now() - 120_000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/import/jobs/${id}`,
      headers: bearer(teacher),
    });
    expect(res.json().job).toMatchObject({
      state: 'error',
      message:
        'The import was interrupted because the server stopped; nothing was written. Please import the file again.',
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/import/jobs/${randomUUID()}`,
      headers: bearer(teacher),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/import/jobs/${id}`, headers: bearer(student) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('Anki packages', () => {
  it('imports a deck written by another tool (anki-apkg-export): HTML cards, an image card with its pictures', async () => {
    const id = await newCategory('Anki Deck');
    const deck = createDeck('Geography');
    deck.addMedia('bern.png', png);
    deck.addMedia('flag.png', png);
    deck.addCard('Capital of <b>Switzerland</b>?', 'Bern');
    deck.addCard('<img src="bern.png">', '<img src="flag.png">');
    deck.addCard('Capital of Italy?', 'Rome <img src="bern.png">');
    deck.addCard('Capital of France?', '');
    const apkg = await deck.save();
    const preview = await importFile(id, apkg, { dryRun: true });
    expect(preview.json()).toMatchObject({
      format: 'apkg',
      cards: 3,
      by_type: { '1': 1, '2': 2 },
      // a picture inside the text is kept (issue 27): stored through the upload pipeline with the card
      images_left_out: 0,
      skipped: [{ reason: expect.stringMatching(/the back is empty/) }],
    });
    const uploadsBefore = (await t.app.db.select().from(uploadedFiles)).length;
    const res = await importFile(id, apkg);
    expect(res.statusCode).toBe(201);
    const created = await cardsIn([id]);
    expect(created.map((c) => [c.type, c.title])).toEqual([
      [2, 'Capital of Switzerland?'],
      [1, expect.any(String)],
      [2, 'Capital of Italy?'],
    ]);
    expect(created[0].data).toEqual({ front_html: 'Capital of <b>Switzerland</b>?', back_html: 'Bern' });
    expect(created[2].data).toEqual({
      front_html: 'Capital of Italy?',
      back_html: `Rome <img src="/storage/user_uploads/${(created[1].data as { front_picture: string }).front_picture}">`,
    });
    // the pictures went through the upload pipeline: stored under generated names, recorded, with thumbnails
    const pictures = created[1].data as { front_picture: string; back_picture: string };
    expect(pictures.front_picture).toMatch(/^\d+-[0-9a-f]{16}\.png$/);
    expect(pictures.back_picture).not.toBe(pictures.front_picture);
    expect((await t.app.db.select().from(uploadedFiles)).length).toBe(uploadsBefore + 2);
    expect(readdirSync(path.join(t.storageDir, 'thumbnails'))).toContain(pictures.front_picture);
  });

  it('round trip: a category exported as .apkg imports back as the same cards, subcategories as subdecks', async () => {
    const source = await newCategory('Round trip');
    await importFile(source, '#separator:tab\nFront\tBack\tExtra\nA <b>bold</b> front\tback\textra\n');
    const gift = `$CATEGORY: $course$/top/Teil 2\n\n::Lücke::Bern ist die {=Bundesstadt =Hauptstadt} der Schweiz.\n`;
    expect((await importFile(source, gift)).statusCode).toBe(201);
    const anki = createDeck('Pictures');
    anki.addMedia('a.png', png);
    anki.addMedia('b.png', png);
    anki.addCard('<img src="a.png">', '<img src="b.png">');
    expect((await importFile(source, await anki.save())).statusCode).toBe(201);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/export/${source}?format=apkg`,
      headers: bearer(teacher),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Round trip.apkg');
    const target = await newCategory('Round trip copy');
    const res = await importFile(target, exported.rawPayload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'apkg', cards: 3, skipped: [] });
    const [sub] = await childrenOf(target);
    expect(sub.title).toBe('Teil 2');
    const shape = (rows: (typeof cards.$inferSelect)[]) =>
      rows.map((c) => [c.type, c.title, c.type === 1 ? 'pictures' : c.data]);
    const [sourceSub] = await childrenOf(source);
    expect(shape(await cardsIn([target]))).toEqual(shape(await cardsIn([source])));
    // Anki keeps one answer per cloze gap: the others go to the note's Back Extra field
    expect(shape(await cardsIn([sub.id]))).toEqual(
      shape(await cardsIn([sourceSub.id])).map(([type, title]) => [
        type,
        title,
        { question: 'Bern ist die [Bundesstadt] der Schweiz.' },
      ]),
    );
  });
});

describe('subcategoryPath', () => {
  it('trims titles, drops empty ones, cuts long ones and keeps at most six levels', () => {
    expect(subcategoryPath(['  Geo  graphy ', '', '  ', 'x'.repeat(300), 'a', 'b', 'c', 'd', 'e'])).toEqual([
      'Geo graphy',
      'x'.repeat(255),
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('imports and exports are audited; defaults in the teacher’s language', () => {
  it('an Anki notes-as-text export: headers honoured, tags counted as left out, cloze titles masked; audited', async () => {
    const id = await newCategory('Anki Text');
    const text = [
      '#separator:tab',
      '#html:true',
      '#notetype column:1',
      '#deck column:2',
      '#tags column:5',
      'Basic\tGeo::Europa\tBern\tHauptstadt der Schweiz\tgeo',
      'Cloze\tGeo::Europa\tDie Aare fließt durch {{c1::Bern}}, ein Viertel ist {{c2::0,25}}.\t\tgeo',
    ].join('\n');
    const preview = await importFile(id, text, { dryRun: true });
    expect(preview.json()).toMatchObject({
      cards: 2,
      skipped: [],
      subcategories: [{ path: 'Europa', cards: 2 }],
      left_out: [{ code: 'tags', name: 'tags', count: 2 }],
    });
    expect((await importFile(id, text)).statusCode).toBe(201);
    const [europa] = await childrenOf(id);
    const created = await cardsIn([europa.id]);
    expect(created.map((c) => [c.type, c.title, c.data])).toEqual([
      [
        7,
        'Bern',
        {
          native: { word: 'Bern', explanation: '–', example: '–' },
          translation: { word: 'Hauptstadt der Schweiz', explanation: '–', example: '–' },
        },
      ],
      [
        6,
        'Die Aare fließt durch […], ein Viertel ist […].',
        { question: 'Die Aare fließt durch [Bern], ein Viertel ist [#0,25].' },
      ],
    ]);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/export/${id}?format=apkg`,
      headers: bearer(teacher),
    });
    expect(exported.statusCode).toBe(200);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.itemType, 'category'),
          eq(auditLog.itemId, id),
          inArray(auditLog.action, ['import', 'export']),
        ),
      )
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.itemTitle, e.actorName, e.details])).toEqual([
      [
        'import',
        'Anki Text',
        expect.any(String),
        { format: 'tsv', cards: 2, skipped: 0, subcategories: 1, pictures: 0 },
      ],
      ['export', 'Anki Text', expect.any(String), { format: 'apkg', cards: 2, subcategories: 1 }],
    ]);
    expect(entries.every((e) => e.actorId !== null)).toBe(true);
  });

  it('names true and false in the teacher’s language (Accept-Language), German by default', async () => {
    const id = await newCategory('Wahr oder falsch');
    const gift = '::Sonne:: Die Sonne ist ein Stern. {T}';
    const answersOf = async (language?: string) =>
      (await importFile(id, gift, { language })).statusCode === 201
        ? (await cardsIn([id])).map((c) => (c.data as { answers: unknown }).answers)
        : null;
    expect(await answersOf()).toEqual([[{ true: 'Wahr' }, { false: 'Falsch' }]]);
    expect((await answersOf('en-GB,en;q=0.9'))?.[1]).toEqual([{ true: 'True' }, { false: 'False' }]);
  });
});

describe('GET /api/export/{categoryId}', () => {
  it('exports the subtree as CSV with the category path, safe against spreadsheet formulas', async () => {
    const id = await newCategory('Export CSV');
    await importFile(id, '=HYPERLINK("http://evil")\tformula\nHund\tdog\n');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/export/${id}?format=csv`,
      headers: bearer(teacher),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain('Export CSV.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('category,type,title,front,back');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toBe('Export CSV,word,Hund,Hund,dog');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/export/${id}?format=csv`, headers: bearer(student) }))
        .statusCode,
    ).toBe(403);
  });
});
