import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { reviewMemory } from '@portal/core/memory';
import {
  cardAnswers,
  cardProgress,
  cards,
  categories,
  memoryParameters,
  roles,
  users,
} from '../../db/schema.js';
import { insertCategory } from '../../db/tree.js';
import {
  bearer,
  createTestApp,
  insertGapCards,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';
import { historyItems, MIN_OPTIMIZE_ITEMS, optimizeProgramme } from './optimizer.js';

let t: TestApp;
let teacher: string;
const ids: Record<string, number> = {};

const isoDay = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const display = (iso: string) => iso.split('-').reverse().join('/');
const call = (method: 'GET' | 'PUT' | 'DELETE', token: string | null, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const answer = (token: string, id: number, correct: boolean) =>
  t.app.inject({ method: 'POST', url: `/api/cards/${id}/${correct ? 1 : 0}`, headers: bearer(token) });
const categoryId = async (title: string) =>
  (await t.app.db.select({ id: categories.id }).from(categories).where(eq(categories.title, title)))[0].id;

/** A learner holding the maths programme (eth) until `until` days from today. */
async function mathsLearner(name: string, until = 120) {
  const learner = await registerStudent(t.app, name);
  await t.app.db.insert(roles).values({
    userId: learner.id,
    categoryId: ids.math,
    examType: 'eth',
    startDate: isoDay(0),
    expirationDate: isoDay(until),
  });
  return learner;
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
  ids.math = await categoryId('Mathematik//Maturität');
  ids.algebra = await categoryId('Algebra');
  ids.equations = await categoryId('Gleichungen');
  ids.science = await categoryId('Naturwissenschaften');
});
afterAll(() => t?.close());

describe('/api/exam/{categoryId}', () => {
  it('aims at the access expiry by default, with predicted recall and cards per day', async () => {
    const learner = await mathsLearner('Exam Default', 90);
    const res = await call('GET', learner.token, `/api/exam/${ids.equations}`);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({
      category_id: ids.equations,
      programme: { id: ids.math, title: 'Mathematik//Maturität' },
      exam_date: isoDay(90),
      default_exam_date: isoDay(90),
      access_until: isoDay(90),
      custom: false,
      days_left: 90,
      cards: 3,
      due_today: 0,
      new_cards: 3,
      answers: 0,
      predicted_recall: 0,
      // nothing answered yet: "not started", never a red 0 %
      prediction: 'not_started',
      predicted_recall_low: null,
      predicted_recall_high: null,
      target_retention: 90,
      spacing_retention: 80,
    });
    // three new cards, each reviewed whenever due over 90 days: a few reviews a day at most
    expect(plan.cards_per_day).toBe(1);

    for (const card of await t.app.db.select().from(cards).where(eq(cards.categoryId, ids.equations)))
      expect((await answer(learner.token, card.id, true)).statusCode).toBe(200);
    const after = (await call('GET', learner.token, `/api/exam/${ids.equations}`)).json();
    expect(after.new_cards).toBe(0);
    // known since today, with no more study: stability ≈ 2.3 days, so recall on exam day is low but above 0
    expect(after.predicted_recall).toBeGreaterThan(0);
    expect(after.predicted_recall).toBeLessThan(60);
    // three answers are too few to say: withheld until 20
    expect(after).toMatchObject({ answers: 3, prediction: 'too_few_answers', answers_needed: 20 });
    expect(after.predicted_recall_low).toBeNull();

    // with 20 answers: the prediction with the range the learning benchmark found (46 below, 5 above)
    const [card] = await t.app.db.select().from(cards).where(eq(cards.categoryId, ids.equations));
    for (let i = 0; i < 17; i++) await answer(learner.token, card.id, i % 2 === 0);
    const ranged = (await call('GET', learner.token, `/api/exam/${ids.equations}`)).json();
    expect(ranged).toMatchObject({ answers: 20, prediction: 'range', answers_needed: null });
    expect(ranged.predicted_recall_low).toBe(Math.max(0, ranged.predicted_recall - 46));
    expect(ranged.predicted_recall_high).toBe(Math.min(100, ranged.predicted_recall + 5));
  });

  it('takes a learner’s own date between today and the end of access, and resets it', async () => {
    const learner = await mathsLearner('Exam Setter', 60);
    const url = `/api/exam/${ids.algebra}`;
    const set = await call('PUT', learner.token, url, { exam_date: isoDay(30) });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      exam_date: isoDay(30),
      custom: true,
      days_left: 30,
      access_until: isoDay(60),
    });
    // the date belongs to the programme: every category of it aims at it
    expect((await call('GET', learner.token, `/api/exam/${ids.equations}`)).json().exam_date).toBe(
      isoDay(30),
    );

    const range = `The exam date must be between today (${display(isoDay(0))}) and the end of your access (${display(isoDay(60))})`;
    for (const bad of [isoDay(-1), isoDay(61)]) {
      const res = await call('PUT', learner.token, url, { exam_date: bad });
      expect(res.statusCode).toBe(422);
      expect(errorMessage(res)).toBe(range);
      expect(res.json().errors).toEqual({ exam_date: [range] });
    }
    for (const bad of ['2026-02-30', '30/12/2026', '', 'tomorrow']) {
      const res = await call('PUT', learner.token, url, { exam_date: bad });
      expect(res.statusCode).toBe(422);
    }
    expect((await call('PUT', learner.token, url, {})).statusCode).toBe(422);
    expect((await call('GET', learner.token, url)).json().exam_date).toBe(isoDay(30));

    const reset = await call('DELETE', learner.token, url);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ exam_date: isoDay(60), custom: false });
  });

  it('moves reviews placed after a new exam date before it when recall on exam day would fall short', async () => {
    const learner = await mathsLearner('Exam Mover', 100);
    const [card] = await t.app.db.select().from(cards).where(eq(cards.categoryId, ids.equations)).limit(1);
    // a memory of 5 days' stability whose review was placed 40 days out (by a lower retention, say)
    await t.app.db.insert(cardProgress).values({
      userId: learner.id,
      cardId: card.id,
      stack: 3,
      memoryState: 2,
      stability: 5,
      difficulty: 5,
      reps: 2,
      lastReview: sql`now()`,
      due: sql`now() + interval '40 days'`,
    });
    await call('PUT', learner.token, `/api/exam/${ids.math}`, { exam_date: isoDay(10) });
    const [row] = await t.app.db
      .select({ due: cardProgress.due })
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, card.id)));
    const days = (row.due!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4);
    expect(days).toBeLessThan(6); // when recall reaches 90 %: about one stability after the review
  });

  it('has no exam for teachers, refuses to set one, and guards access', async () => {
    const plan = (await call('GET', teacher, `/api/exam/${ids.math}`)).json();
    expect(plan).toMatchObject({
      programme: null,
      exam_date: null,
      predicted_recall: null,
      cards_per_day: null,
    });
    const put = await call('PUT', teacher, `/api/exam/${ids.math}`, { exam_date: isoDay(5) });
    expect(put.statusCode).toBe(409);
    expect(errorMessage(put)).toBe('You hold no programme for this category, so it has no exam date');
    const learner = await mathsLearner('Exam Guard');
    expect((await call('GET', learner.token, `/api/exam/${ids.science}`)).statusCode).toBe(403);
    expect((await call('GET', learner.token, '/api/exam/999999')).statusCode).toBe(404);
    expect((await call('GET', learner.token, '/api/exam/abc')).statusCode).toBe(422);
    expect((await call('GET', null, `/api/exam/${ids.math}`)).statusCode).toBe(401);
  });
});

describe('GET /api/stats/{categoryId}', () => {
  it('gives answers per day, due cards ahead, recall on exam day and mastery per chapter', async () => {
    const learner = await mathsLearner('Statistician');
    const maths = await t.app.db
      .select({ id: cards.id })
      .from(cards)
      .innerJoin(categories, eq(categories.id, cards.categoryId))
      .where(sql`${categories.path} LIKE (SELECT path FROM categories WHERE id = ${ids.math}) || '%'`);
    await answer(learner.token, maths[0].id, true);
    await answer(learner.token, maths[1].id, false);
    await answer(learner.token, maths[1].id, true);
    const res = await call('GET', learner.token, `/api/stats/${ids.math}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.category).toEqual({ id: ids.math, title: 'Mathematik//Maturität' });
    expect(stats.answers_per_day).toHaveLength(30);
    expect(stats.answers_per_day.at(-1)).toEqual({ date: isoDay(0), right: 2, wrong: 1 });
    expect(stats.answers_per_day.slice(0, -1).every((d: { right: number }) => d.right === 0)).toBe(true);
    expect(stats.due_per_day).toHaveLength(30);
    expect(stats.due_per_day[0].date).toBe(isoDay(0));
    // both answered cards come back today (their 10-minute learning step)
    expect(stats.due_per_day.reduce((n: number, d: { cards: number }) => n + d.cards, 0)).toBe(2);
    expect(stats.levels.n).toBe(maths.length);
    expect(stats.levels.p[0]).toBe(maths.length - 2);
    expect(stats.exam).toMatchObject({ programme: { id: ids.math }, new_cards: maths.length - 2 });
    expect(stats.chapters.map((c: { title: string }) => c.title)).toContain('Algebra');
    const algebra = stats.chapters.find((c: { id: number }) => c.id === ids.algebra);
    expect(algebra).toMatchObject({ mastered: 0, levels: { n: algebra.cards } });
    expect(algebra.recall_on_exam).toBeGreaterThanOrEqual(0);
    expect((await call('GET', learner.token, `/api/stats/${ids.science}`)).statusCode).toBe(403);
  });
});

describe('GET /api/analytics/{categoryId}', () => {
  it('lists the hardest cards first, marks the outlier, and spreads the learners over the levels', async () => {
    const deck = await insertCategory(t.app.db, { parentId: null, position: 60, title: 'Analytik' });
    const made = await insertGapCards(t.app, deck.id, 6);
    const learners = [];
    for (let i = 0; i < 12; i++) {
      const learner = await registerStudent(t.app, `Analysed ${i}`);
      await t.app.db.insert(roles).values({
        userId: learner.id,
        categoryId: deck.id,
        examType: 'eth',
        startDate: isoDay(0),
        expirationDate: isoDay(30),
      });
      learners.push(learner);
    }
    // card 0 is missed by 10 of 12 learners; the others by 1 of 12
    for (const [i, learner] of learners.entries()) {
      await answer(learner.token, made[0].id, i >= 10);
      for (const card of made.slice(1)) await answer(learner.token, card.id, i !== 0);
    }
    const res = await call('GET', teacher, `/api/analytics/${deck.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.learners).toBe(12);
    expect(body.levels.n).toBe(12 * 6);
    expect(body.levels.p.reduce((a: number, b: number) => a + b, 0)).toBe(72);
    expect(body.levels.p[1]).toBe(10 + 5); // last answer wrong
    expect(body.cards[0]).toMatchObject({
      id: made[0].id,
      answers: 12,
      wrong: 10,
      error_rate: 0.833,
      learners: 12,
      flagged: true,
    });
    expect(body.cards[0].difficulty).toBeGreaterThan(body.cards[1].difficulty);
    expect(body.cards.slice(1).every((c: { flagged: boolean }) => !c.flagged)).toBe(true);
    expect(body.flag_rule).toMatch(/at least 10 answers/);
    const learner = learners[0];
    expect((await call('GET', learner.token, `/api/analytics/${deck.id}`)).statusCode).toBe(403);
    expect((await call('GET', teacher, '/api/analytics/999999')).statusCode).toBe(404);
  });
});

describe('FSRS parameters optimized per programme', () => {
  it('turns a card’s answers into the optimizer’s items (days between answers, long-term reviews only)', () => {
    const day = (d: number, h = 9) => new Date(2026, 0, 1 + d, h);
    expect(
      historyItems([
        { correct: true, at: day(0) },
        { correct: false, at: day(0, 10) },
        { correct: true, at: day(2) },
        { correct: true, at: day(9) },
      ]),
    ).toEqual([
      [
        { rating: 3, deltaT: 0 },
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 2 },
      ],
      [
        { rating: 3, deltaT: 0 },
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 2 },
        { rating: 3, deltaT: 7 },
      ],
    ]);
    expect(historyItems([{ correct: true, at: day(0) }])).toEqual([]);
  });

  it('keeps the defaults below enough answers, then stores optimized ones that the answers use', async () => {
    const deck = await insertCategory(t.app.db, { parentId: null, position: 61, title: 'Optimiert' });
    const made = await insertGapCards(t.app, deck.id, 40, (i) => ({ title: `O${i}` }));
    const learner = await registerStudent(t.app, 'Optimized');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: deck.id,
      examType: 'eth',
      startDate: isoDay(0),
      expirationDate: isoDay(200),
    });
    expect(await optimizeProgramme(t.app, deck.id)).toEqual({ items: 0, optimized: false });

    // 40 learners' worth of history (as one learner per card set, reviews spread over weeks, 85 % right)
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const rows: (typeof cardAnswers.$inferInsert)[] = [];
    for (let u = 0; u < 40; u++) {
      const user =
        u === 0
          ? learner
          : (
              await t.app.db
                .insert(users)
                .values({ name: `History ${u}`, email: `history${u}@example.com`, passwordHash: 'x' })
                .returning({ id: users.id })
            )[0];
      for (const card of made) {
        let at = Date.UTC(2026, 0, 1) + u * 3_600_000;
        let gap = 1;
        for (let k = 0; k < 4; k++) {
          rows.push({
            userId: user.id,
            requestKey: `h-${u}-${card.id}-${k}`,
            cardId: card.id,
            correct: random() < 0.85,
            stack: 3,
            createdAt: new Date(at),
          });
          at += gap * 86_400_000;
          gap *= 3;
        }
      }
    }
    for (let i = 0; i < rows.length; i += 1000)
      await t.app.db.insert(cardAnswers).values(rows.slice(i, i + 1000));
    const result = await optimizeProgramme(t.app, deck.id, 5_000);
    expect(result.items).toBeGreaterThanOrEqual(MIN_OPTIMIZE_ITEMS);
    expect(result.optimized).toBe(true);
    const [stored] = await t.app.db
      .select()
      .from(memoryParameters)
      .where(eq(memoryParameters.categoryId, deck.id));
    expect(stored.w.length).toBeGreaterThanOrEqual(19);
    expect(stored.w.every(Number.isFinite)).toBe(true);
    expect(stored.answers).toBe(rows.length);

    // a new card answered right by the programme's learner gets the programme's initial stability
    const [fresh] = await t.app.db
      .insert(cards)
      .values({ categoryId: deck.id, type: 6, title: 'Neu', data: { question: '1 = [1]' } })
      .returning({ id: cards.id });
    expect((await answer(learner.token, fresh.id, true)).statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ stability: cardProgress.stability })
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, fresh.id)));
    expect(row.stability).toBeCloseTo(reviewMemory(null, true, new Date(), { w: stored.w }).stability, 6);
    expect(row.stability).toBeCloseTo(stored.w[2], 6);
  }, 60_000);
});

describe('OpenAPI document', () => {
  it('documents the exam, statistics and analytics calls with their response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const ok = (path: string, method: string) => doc.paths[path]?.[method]?.responses?.['200'];
    const schemaOf = (path: string, method: string) =>
      ok(path, method)?.content?.['application/json']?.schema;
    for (const method of ['get', 'put', 'delete'])
      expect(Object.keys(schemaOf('/api/exam/{categoryId}', method).properties)).toEqual(
        expect.arrayContaining(['exam_date', 'predicted_recall', 'cards_per_day', 'days_left']),
      );
    expect(doc.paths['/api/exam/{categoryId}'].put.requestBody).toBeDefined();
    expect(doc.paths['/api/exam/{categoryId}'].put.responses['422']).toBeDefined();
    expect(Object.keys(schemaOf('/api/stats/{categoryId}', 'get').properties)).toEqual(
      expect.arrayContaining(['answers_per_day', 'due_per_day', 'chapters', 'exam', 'levels']),
    );
    expect(Object.keys(schemaOf('/api/analytics/{categoryId}', 'get').properties)).toEqual(
      expect.arrayContaining(['cards', 'learners', 'levels', 'flag_rule']),
    );
  });
});
