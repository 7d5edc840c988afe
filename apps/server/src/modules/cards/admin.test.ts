import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { cards, categories, categoryCounts, progressCache } from '../../db/schema.js';
import { bearer, createTestApp, errorMessage, loginAs, type TestApp } from '../../test/harness.js';

let t: TestApp;
let teacher: string;
let student: string;
let source: number;
let target: number;
beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = await Promise.all([loginAs(t.app, 'teacher'), loginAs(t.app, 'student')]);
  source = (await req('POST', '/api/categories', teacher, { title: 'Card source' })).json().category.id;
  target = (await req('POST', '/api/categories', teacher, { title: 'Card target' })).json().category.id;
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

// Files of the demo seed, present in the uploads folder.
const IMAGES = { front_picture: 'demo-triangle-front.png', back_picture: 'demo-triangle-back.png' };
const word = { word: 'Hund', explanation: 'ein Tier', example: 'Der Hund bellt.' };
const VALID: Record<number, unknown> = {
  1: IMAGES,
  2: { front_html: '<p>Vorderseite</p>', back_html: '<p>Rückseite</p>' },
  3: { question: 'Hauptstadt der Schweiz?', answers: [{ true: 'Bern' }, { false: 'Zürich' }] },
  4: { question: 'Primzahlen?', answers: [{ true: '2' }, { true: '3' }, { false: '4' }] },
  5: {
    question: 'Ordne zu',
    answers: [
      ['Na', 'Natrium'],
      ['K', 'Kalium'],
    ],
  },
  6: { question: 'Bern ist die [Bundesstadt, Hauptstadt] der [Schweiz].' },
  7: { native: word, translation: { word: 'dog', explanation: 'an animal', example: 'The dog barks.' } },
};
const base = { title: 'Karte', relevance: 3, difficulty: 3, learntype_id: 0 };

async function createCard(body: Record<string, unknown>, category = source) {
  const res = await req('POST', `/api/cards/create/${category}`, teacher, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().card as { id: number; type: number; data: Record<string, unknown>; category_id: number };
}
const count = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(cards))[0].n;

describe('access: teachers and admins only', () => {
  it.each([
    ['GET', '/api/cards/1', undefined],
    ['POST', '/api/cards/create/1', { ...base, type: 6, data: VALID[6] }],
    ['POST', '/api/cards/update/1', { title: 'Hacked' }],
    ['DELETE', '/api/cards/1', undefined],
    ['POST', '/api/cards/delete', { card_ids: [1] }],
    ['POST', '/api/cards/update/moveTo/2', { card_ids: [1] }],
  ] as const)('%s %s: anonymous 401, student 403, nothing changed', async (method, url, body) => {
    const before = await t.app.db.select().from(cards).orderBy(asc(cards.id));
    const anonymous = await req(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(errorMessage(anonymous)).toBe('Please log in');
    const learner = await req(method, url, student, body);
    expect(learner.statusCode).toBe(403);
    expect(await t.app.db.select().from(cards).orderBy(asc(cards.id))).toEqual(before);
  });
});

describe('POST /api/cards/create/{categoryId}', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('creates a card of type %i', async (type) => {
    const res = await req('POST', `/api/cards/create/${source}`, teacher, {
      ...base,
      title: `Typ ${type}`,
      type,
      data: VALID[type],
      category_id: source,
    });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json().card;
    expect(res.json().message).toBe('Card created');
    expect(card).toMatchObject({
      title: `Typ ${type}`,
      type,
      relevance: 3,
      difficulty: 3,
      learntype_id: 0,
      category_id: source,
      data: VALID[type],
    });
    const read = await req('GET', `/api/cards/${card.id}`, teacher);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: card.id, type, data: VALID[type] });
  });

  it('creates image and HTML cards without a type (the first variant) and data as a JSON string', async () => {
    const image = await createCard({ ...base, data: JSON.stringify(IMAGES) });
    expect(image.type).toBe(1);
    const html = await createCard({ ...base, data: JSON.stringify(VALID[2]) });
    expect(html.type).toBe(2);
  });

  it('reads relevance, difficulty and type from form strings; the learn type defaults to 0', async () => {
    const card = await createCard({
      title: 'Ohne Lerntyp',
      relevance: '5',
      difficulty: '1',
      type: '6',
      data: VALID[6],
    });
    expect(card).toMatchObject({ relevance: 5, difficulty: 1, learntype_id: 0, type: 6 });
  });

  it('cleans the HTML of type 2 cards on write', async () => {
    const card = await createCard({
      ...base,
      type: 2,
      data: {
        front_html: '<h3 onmouseover="steal()">Frage</h3><script>alert(1)</script>',
        back_html: '<a href="javascript:alert(1)">x</a><p>Antwort</p>',
        extra: 'dropped',
      },
    });
    expect(card.data).toEqual({ front_html: '<h3>Frage</h3>', back_html: '<a>x</a><p>Antwort</p>' });
  });

  it('keeps an audio clip only as a stored file with its controls, never playing on its own (issue 28)', async () => {
    const stored = '/storage/user_uploads/1700000000000-0123456789abcdef.mp3';
    const card = await createCard({
      ...base,
      type: 2,
      data: {
        front_html: `<audio autoplay loop onplay="steal()" src="${stored}"></audio>Hör zu`,
        back_html: `<audio controls src="https://tracker.example/x.mp3"></audio><video src="${stored}"></video>Antwort`,
      },
    });
    const front = String(card.data.front_html);
    const player = front.match(/^<audio ([^>]*)><\/audio>Hör zu$/);
    expect(player, front).not.toBeNull();
    expect(player![1].split(' ').sort()).toEqual([
      'controls=""',
      'preload="metadata"',
      expect.stringMatching(
        /^src="\/storage\/user_uploads\/1700000000000-0123456789abcdef\.mp3\?expires=\d+&amp;/,
      ),
    ]);
    // a clip from elsewhere (a tracker) and any other media element are removed
    expect(card.data.back_html).toBe('Antwort');
  });

  it('refuses HTML nested deeper than 100 levels or longer than 100,000 characters, quickly and storing nothing', async () => {
    const before = await count();
    const started = Date.now();
    const deep = await req('POST', `/api/cards/create/${source}`, teacher, {
      ...base,
      type: 2,
      data: { front_html: '<b>'.repeat(16_000), back_html: '<p>x</p>' },
    });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().errors.front_html).toEqual([
      'The HTML is nested too deeply: at most 100 levels. Remove nested formatting.',
    ]);
    const long = await req('POST', `/api/cards/create/${source}`, teacher, {
      ...base,
      type: 2,
      data: { front_html: '<p>x</p>', back_html: '<p>' + 'a'.repeat(100_001) + '</p>' },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toContain('at most 100,000 characters');
    // Before the limit the deep card alone kept the server busy for about 20 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await count()).toBe(before);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    // common fields, in the spec's order
    [
      'empty title',
      { ...base, title: '', relevance: 0, type: 6, data: {} },
      'title',
      'Title must be entered',
    ],
    ['blank title', { ...base, title: '  ', type: 6, data: VALID[6] }, 'title', 'Title must be entered'],
    [
      'relevance 0',
      { ...base, relevance: 0, type: 6, data: {} },
      'relevance',
      'Relevance needs to be between 1 and 5',
    ],
    [
      'relevance 6',
      { ...base, relevance: 6, type: 6, data: VALID[6] },
      'relevance',
      'Relevance needs to be between 1 and 5',
    ],
    [
      'relevance 2.5',
      { ...base, relevance: 2.5, type: 6, data: VALID[6] },
      'relevance',
      'Relevance needs to be between 1 and 5',
    ],
    [
      'difficulty 0',
      { ...base, difficulty: 0, type: 6, data: {} },
      'difficulty',
      'Difficulty needs to be between 1 and 5',
    ],
    [
      'difficulty missing',
      { title: 'x', relevance: 3, type: 6, data: VALID[6] },
      'difficulty',
      'Difficulty needs to be between 1 and 5',
    ],
    // type 1
    [
      'type 1 without back',
      { ...base, type: 1, data: { front_picture: IMAGES.front_picture } },
      'data',
      'You need to upload images first',
    ],
    [
      'type 1 not uploaded',
      { ...base, type: 1, data: { front_picture: 'nope.png', back_picture: 'nope.png' } },
      'data',
      'You need to upload images first',
    ],
    [
      'type 1 path',
      {
        ...base,
        type: 1,
        data: { front_picture: '../../../etc/passwd.png', back_picture: IMAGES.back_picture },
      },
      'data',
      'You need to upload images first',
    ],
    ['untyped empty data', { ...base }, 'data', 'You need to upload images first'],
    // type 2
    [
      'type 2 without back',
      { ...base, type: 2, data: { front_html: '<p>a</p>', back_html: '' } },
      'data',
      'You need to fill in all fields',
    ],
    [
      'type 2 only a script',
      { ...base, type: 2, data: { front_html: '<p>a</p>', back_html: '<script>x()</script>' } },
      'data',
      'You need to fill in all fields',
    ],
    // types 3 and 4
    [
      'type 3 no question',
      { ...base, type: 3, data: { question: '', answers: [{ true: 'a' }] } },
      'data',
      'Question must be entered',
    ],
    [
      'type 3 empty answer',
      { ...base, type: 3, data: { question: 'Q', answers: [{ true: 'a' }, { false: ' ' }] } },
      'data',
      'Each answer must be entered',
    ],
    [
      'type 3 two correct',
      { ...base, type: 3, data: { question: 'Q', answers: [{ true: 'a' }, { true: 'b' }] } },
      'data',
      'You have more than one correct Answer',
    ],
    [
      'type 3 none correct',
      { ...base, type: 3, data: { question: 'Q', answers: [{ false: 'a' }, { false: 'b' }] } },
      'data',
      'You need at least one correct Answer',
    ],
    [
      'type 4 no question',
      { ...base, type: 4, data: { answers: [{ true: 'a' }] } },
      'data',
      'Question must be entered',
    ],
    [
      'type 4 bad answer key',
      { ...base, type: 4, data: { question: 'Q', answers: [{ maybe: 'a' }] } },
      'data',
      'Each answer must be entered',
    ],
    [
      'type 4 none correct',
      { ...base, type: 4, data: { question: 'Q', answers: [{ false: 'a' }] } },
      'data',
      'You need at least one correct Answer',
    ],
    // type 5
    [
      'type 5 no question',
      { ...base, type: 5, data: { question: '', answers: [['a', 'b']] } },
      'data',
      'Question is missing',
    ],
    [
      'type 5 half pair',
      {
        ...base,
        type: 5,
        data: {
          question: 'Q',
          answers: [
            ['a', 'b'],
            ['c', ''],
          ],
        },
      },
      'data',
      'You need to fill in all answers',
    ],
    [
      'type 5 no pairs',
      { ...base, type: 5, data: { question: 'Q', answers: [] } },
      'data',
      'You need to fill in all answers',
    ],
    // type 6
    ['type 6 no question', { ...base, type: 6, data: { question: ' ' } }, 'data', 'Question is missing'],
    [
      'type 6 no bracket',
      { ...base, type: 6, data: { question: 'no gaps here' } },
      'data',
      'You need to write your answers within  [] separated by ,',
    ],
    [
      'type 6 empty bracket',
      { ...base, type: 6, data: { question: 'a [] b' } },
      'data',
      'You need to write your answers within  [] separated by ,',
    ],
    [
      'type 6 nested',
      { ...base, type: 6, data: { question: 'a [b [c]] d' } },
      'data',
      'You need to write your answers within  [] separated by ,',
    ],
    [
      'type 6 stray ]',
      { ...base, type: 6, data: { question: 'a [b] c]' } },
      'data',
      'You need to write your answers within  [] separated by ,',
    ],
    [
      'type 6 unclosed',
      { ...base, type: 6, data: { question: 'a [b' } },
      'data',
      'You need to write your answers within  [] separated by ,',
    ],
    // type 7 (validated on create as well, DESIGN.md §4)
    [
      'type 7 missing example',
      { ...base, type: 7, data: { native: { ...word, example: '' }, translation: word } },
      'data',
      'You need to fill in all fields',
    ],
    [
      'type 7 no translation',
      { ...base, type: 7, data: { native: word } },
      'data',
      'You need to fill in all fields',
    ],
    // beyond the spec's list
    ['unknown type', { ...base, type: 8, data: VALID[6] }, 'type', 'Please choose a card type'],
    [
      'unknown learn type',
      { ...base, type: 6, data: VALID[6], learntype_id: 9 },
      'learntype_id',
      'Please choose a learn type',
    ],
    [
      'long title',
      { ...base, title: 'x'.repeat(256), type: 6, data: VALID[6] },
      'title',
      'The title may not be greater than 255 characters.',
    ],
  ];
  it.each(cases)('%s → 422 on %s: "%s"', async (_name, body, field, message) => {
    const before = await count();
    const res = await req('POST', `/api/cards/create/${source}`, teacher, body);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('reports a failing difficulty next to a failing relevance, so the editor can show both', async () => {
    const res = await req('POST', `/api/cards/create/${source}`, teacher, {
      ...base,
      relevance: 9,
      difficulty: 0,
      type: 6,
      data: VALID[6],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Relevance needs to be between 1 and 5',
      errors: {
        relevance: ['Relevance needs to be between 1 and 5'],
        difficulty: ['Difficulty needs to be between 1 and 5'],
      },
    });
  });

  it('refuses an unknown category with 404 and a non-numeric one with 422', async () => {
    const unknown = await req('POST', '/api/cards/create/999999', teacher, {
      ...base,
      type: 6,
      data: VALID[6],
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorMessage(unknown)).toBe('Category not found');
    expect(
      (await req('POST', '/api/cards/create/abc', teacher, { ...base, type: 6, data: VALID[6] })).statusCode,
    ).toBe(422);
  });

  it('keeps the subtree counts and marks progress trees stale', async () => {
    await req('POST', '/api/categories/chapters/', teacher);
    const [before] = await t.app.db
      .select()
      .from(categoryCounts)
      .where(eq(categoryCounts.categoryId, source));
    await req('GET', '/api/categories?children=1', student);
    const [cacheBefore] = await t.app.db.select().from(progressCache);
    await createCard({ ...base, type: 6, data: VALID[6] });
    const [after] = await t.app.db.select().from(categoryCounts).where(eq(categoryCounts.categoryId, source));
    expect(after.cards).toBe(before.cards + 1);
    const [cacheAfter] = await t.app.db
      .select()
      .from(progressCache)
      .where(eq(progressCache.userId, cacheBefore.userId));
    expect(cacheAfter.version).toBeGreaterThan(cacheBefore.version);
  });
});

describe('GET /api/cards/{id}', () => {
  it('is 404 for an unknown card and 422 for a bad id', async () => {
    const res = await req('GET', '/api/cards/999999', teacher);
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('Card not found');
    expect((await req('GET', '/api/cards/0', teacher)).statusCode).toBe(422);
  });
});

describe('POST /api/cards/update/{id}', () => {
  it('updates and answers with updatedObject; left-out fields keep their values', async () => {
    const card = await createCard({ ...base, type: 3, data: VALID[3] });
    const res = await req('POST', `/api/cards/update/${card.id}`, teacher, {
      title: 'Neu',
      relevance: 5,
      difficulty: 2,
      learntype_id: 3,
      type: 4,
      data: VALID[4],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Card updated');
    expect(res.json().updatedObject).toMatchObject({
      id: card.id,
      title: 'Neu',
      relevance: 5,
      difficulty: 2,
      learntype_id: 3,
      type: 4,
      data: VALID[4],
      category_id: source,
    });
    const partial = await req('POST', `/api/cards/update/${card.id}`, teacher, { title: 'Nur Titel' });
    expect(partial.json().updatedObject).toMatchObject({
      title: 'Nur Titel',
      relevance: 5,
      type: 4,
      data: VALID[4],
    });
  });

  it.each([
    [{ title: '' }, 'Title must be entered'],
    [{ relevance: 7 }, 'Relevance needs to be between 1 and 5'],
    [{ difficulty: -1 }, 'Difficulty needs to be between 1 and 5'],
    [
      { type: 7, data: { native: word, translation: { ...word, word: '' } } },
      'You need to fill in all fields',
    ],
    [
      { data: { question: 'Q', answers: [{ true: 'a' }, { true: 'b' }] } },
      'You have more than one correct Answer',
    ],
  ])('refuses %j with "%s" and keeps the card', async (body, message) => {
    const card = await createCard({ ...base, type: 3, data: VALID[3] });
    const res = await req('POST', `/api/cards/update/${card.id}`, teacher, body);
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe(message);
    expect((await req('GET', `/api/cards/${card.id}`, teacher)).json()).toMatchObject({
      title: 'Karte',
      type: 3,
      data: VALID[3],
    });
  });

  it('is 404 for an unknown card', async () => {
    expect((await req('POST', '/api/cards/update/999999', teacher, base)).statusCode).toBe(404);
  });
});

describe('DELETE /api/cards/{id} and POST /api/cards/delete', () => {
  it('deletes one card', async () => {
    const card = await createCard({ ...base, type: 6, data: VALID[6] });
    const res = await req('DELETE', `/api/cards/${card.id}`, teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Card deleted', deleted: [card.id], trash_id: expect.any(Number) });
    const again = await req('DELETE', `/api/cards/${card.id}`, teacher);
    expect(again.statusCode).toBe(404);
    expect(errorMessage(again)).toBe('Card not found');
  });

  it('deletes many in one transaction: one unknown id and nothing is deleted', async () => {
    const a = await createCard({ ...base, type: 6, data: VALID[6] });
    const b = await createCard({ ...base, type: 6, data: VALID[6] });
    const bad = await req('POST', '/api/cards/delete', teacher, { card_ids: [a.id, b.id, 999999] });
    expect(bad.statusCode).toBe(422);
    expect(errorMessage(bad)).toBe('Some of the selected cards do not exist');
    expect(
      (
        await t.app.db
          .select()
          .from(cards)
          .where(inArray(cards.id, [a.id, b.id]))
      ).length,
    ).toBe(2);
    const good = await req('POST', '/api/cards/delete', teacher, { card_ids: [a.id, String(b.id)] });
    expect(good.statusCode).toBe(200);
    expect(good.json().deleted.sort()).toEqual([a.id, b.id].sort());
    expect(
      (
        await t.app.db
          .select()
          .from(cards)
          .where(inArray(cards.id, [a.id, b.id]))
      ).length,
    ).toBe(0);
  });

  it('refuses an empty or malformed list', async () => {
    for (const card_ids of [[], 'abc', [0], undefined])
      expect((await req('POST', '/api/cards/delete', teacher, { card_ids })).statusCode).toBe(422);
  });
});

describe('POST /api/cards/update/moveTo/{id}', () => {
  it('moves the given cards to the category and updates both counts', async () => {
    const a = await createCard({ ...base, type: 6, data: VALID[6] });
    const b = await createCard({ ...base, type: 6, data: VALID[6] });
    const countOf = async (id: number) =>
      (await t.app.db.select().from(categoryCounts).where(eq(categoryCounts.categoryId, id)))[0]?.cards ?? 0;
    const [sourceBefore, targetBefore] = [await countOf(source), await countOf(target)];
    const res = await req('POST', `/api/cards/update/moveTo/${target}`, teacher, { card_ids: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Cards moved', category_id: target });
    const rows = await t.app.db
      .select()
      .from(cards)
      .where(inArray(cards.id, [a.id, b.id]));
    expect(rows.map((r) => r.categoryId)).toEqual([target, target]);
    expect(await countOf(source)).toBe(sourceBefore - 2);
    expect(await countOf(target)).toBe(targetBefore + 2);
  });

  it('accepts a form-style list ("1,2") and a JSON string', async () => {
    const a = await createCard({ ...base, type: 6, data: VALID[6] });
    const b = await createCard({ ...base, type: 6, data: VALID[6] });
    expect(
      (await req('POST', `/api/cards/update/moveTo/${target}`, teacher, { card_ids: `${a.id},${b.id}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await req('POST', `/api/cards/update/moveTo/${source}`, teacher, {
          card_ids: JSON.stringify([a.id, b.id]),
        })
      ).statusCode,
    ).toBe(200);
    const rows = await t.app.db
      .select()
      .from(cards)
      .where(inArray(cards.id, [a.id, b.id]));
    expect(rows.map((r) => r.categoryId)).toEqual([source, source]);
  });

  it('is one transaction: one unknown id and nothing is moved', async () => {
    const a = await createCard({ ...base, type: 6, data: VALID[6] });
    const b = await createCard({ ...base, type: 6, data: VALID[6] });
    const res = await req('POST', `/api/cards/update/moveTo/${target}`, teacher, {
      card_ids: [a.id, 999999, b.id],
    });
    expect(res.statusCode).toBe(422);
    expect(errorMessage(res)).toBe('Some of the selected cards do not exist');
    const rows = await t.app.db
      .select()
      .from(cards)
      .where(inArray(cards.id, [a.id, b.id]));
    expect(rows.map((r) => r.categoryId)).toEqual([source, source]);
  });

  it('refuses an unknown target category', async () => {
    const a = await createCard({ ...base, type: 6, data: VALID[6] });
    const res = await req('POST', '/api/cards/update/moveTo/999999', teacher, { card_ids: [a.id] });
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('Category not found');
    expect((await t.app.db.select().from(categories).where(eq(categories.id, 999999))).length).toBe(0);
  });
});
