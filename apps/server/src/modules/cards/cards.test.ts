import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { seededRandom } from '@portal/core';
import { cardAnswers, cardProgress, cards, categories, progressCache, roles } from '../../db/schema.js';
import { insertCategory } from '../../db/tree.js';
import { INVALID_LINK_MESSAGE, signFileUrl } from '../../lib/signed-files.js';
import {
  bearer,
  createTestApp,
  insertGapCards,
  errorMessage,
  loginAs,
  registerStudent,
  type TestApp,
} from '../../test/harness.js';
import { sessionCards } from './service.js';

let t: TestApp;
let student: string;
let teacher: string;
let studentId: number;
const ids: Record<string, number> = {};

const cardId = async (title: string) => {
  const [row] = await t.app.db.select({ id: cards.id }).from(cards).where(eq(cards.title, title));
  return row.id;
};
const categoryId = async (title: string) => {
  const [row] = await t.app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.title, title));
  return row.id;
};
const progressOf = async (userId: number, card: number) =>
  (
    await t.app.db
      .select({ stack: cardProgress.stack, lastMistakes: cardProgress.lastMistakes })
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, userId), eq(cardProgress.cardId, card)))
  )[0] ?? null;

/** Lets time pass for a learner's memory of a card until its review is due (one minute past the due date). */
const passUntilDue = async (userId: number, card: number) =>
  t.app.db
    .update(cardProgress)
    .set({
      lastReview: sql`${cardProgress.lastReview} - (${cardProgress.due} - now()) - interval '1 minute'`,
      due: sql`now() - interval '1 minute'`,
    })
    .where(and(eq(cardProgress.userId, userId), eq(cardProgress.cardId, card)));

const answer = (token: string, id: number, value: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cards/${id}/${value}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });
const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  teacher = await loginAs(t.app, 'teacher');
  studentId = (await t.app.inject({ method: 'POST', url: '/api/auth', headers: bearer(student) })).json().user
    .id;
  ids.math = await categoryId('Mathematik//Maturität');
  ids.equations = await categoryId('Gleichungen');
  ids.science = await categoryId('Naturwissenschaften');
  ids.single = await cardId('Lösung einer Gleichung'); // type 3, maths (the student's programme)
  ids.multi = await cardId('Quadratische Gleichung'); // type 4, maths
  ids.triangle = await cardId('Satz des Pythagoras'); // type 1, maths
  ids.osmosis = await cardId('Osmose'); // type 2, science (not the student's)
  ids.organelles = await cardId('Organellen'); // type 1, science
});
afterAll(() => t.close());

describe('GET /api/learntypes', () => {
  it('is public and lists the learn types with their seconds', async () => {
    const res = await get(null, '/api/learntypes');
    expect(res.statusCode).toBe(200);
    expect(res.json().learningtypes).toEqual([
      { id: 0, name: 'standard', time: 20 },
      { id: 1, name: 'word', time: 5 },
      { id: 2, name: 'definition', time: 30 },
      { id: 3, name: 'discuss', time: 180 },
    ]);
  });
});

describe('GET /api/cards/read/{cardId}', () => {
  it('returns the card with its data, the user’s stack and last mistakes, and the spec’s nested card object', async () => {
    const res = await get(student, `/api/cards/read/${ids.single}`);
    expect(res.statusCode).toBe(200);
    const card = {
      id: ids.single,
      title: 'Lösung einer Gleichung',
      type: 3,
      relevance: 5,
      difficulty: 1,
      learntype_id: 0,
      category_id: ids.equations,
      data: {
        question: 'Welche Lösung hat 2x + 6 = 14?',
        answers: [{ false: 'x = 3' }, { true: 'x = 4' }, { false: 'x = 10' }, { false: 'x = 7' }],
      },
      description: null,
    };
    // learner spec §3 "Card": the card's fields, stack, last_mistakes and the nested card object (the card
    // itself, without the user's progress); thumbnails only for image cards
    expect(res.json()).toEqual({ ...card, stack: 0, last_mistakes: 0, thumbnails: null, card });
  });

  it('keeps the nested card object free of the user’s progress after an answer', async () => {
    expect((await answer(teacher, ids.single, '1')).statusCode).toBe(200);
    const read = (await get(teacher, `/api/cards/read/${ids.single}`)).json();
    expect(read.stack).toBeGreaterThan(0);
    expect(read.card).not.toHaveProperty('stack');
    expect(read.card).not.toHaveProperty('last_mistakes');
    expect(read.card).toMatchObject({ id: ids.single, type: 3, category_id: ids.equations, data: read.data });
  });

  it('needs a login, 404s an unknown card and 422s a bad id', async () => {
    expect((await get(null, `/api/cards/read/${ids.single}`)).statusCode).toBe(401);
    const missing = await get(student, '/api/cards/read/999999');
    expect(missing.statusCode).toBe(404);
    expect(errorMessage(missing)).toBe('Card not found');
    expect((await get(student, '/api/cards/read/abc')).statusCode).toBe(422);
    expect((await get(student, '/api/cards/read/0')).statusCode).toBe(422);
  });
});

describe('cards of a category the user may not see', () => {
  it('are 403 on read, answer and image, and the answer stores nothing', async () => {
    const read = await get(student, `/api/cards/read/${ids.osmosis}`);
    expect(read.statusCode).toBe(403);
    expect(errorMessage(read)).toBe('You have no access to this card');

    const res = await answer(student, ids.osmosis, '1', 'hidden-card-answer-1');
    expect(res.statusCode).toBe(403);
    expect(errorMessage(res)).toBe('You have no access to this card');
    expect(await progressOf(studentId, ids.osmosis)).toBeNull();
    const logged = await t.app.db
      .select()
      .from(cardAnswers)
      .where(eq(cardAnswers.requestKey, 'hidden-card-answer-1'));
    expect(logged).toEqual([]);

    for (const url of [`/api/image/${ids.organelles}`, `/api/image/${ids.organelles}?back=1`]) {
      const image = await get(student, url);
      expect(image.statusCode).toBe(403);
      expect(errorMessage(image)).toBe('You have no access to this card');
    }
    expect((await get(student, `/api/cards/session/${ids.science}`)).statusCode).toBe(403);
  });

  it('are open to teachers', async () => {
    expect((await get(teacher, `/api/cards/read/${ids.osmosis}`)).statusCode).toBe(200);
    expect((await get(teacher, `/api/image/${ids.organelles}`)).statusCode).toBe(200);
  });

  it('follow the exam flags, the role dates and watch_only like the rest of the app', async () => {
    const learner = await registerStudent(t.app, 'Flag Tester');
    const flagged = await insertCategory(t.app.db, {
      parentId: ids.equations,
      position: 9,
      title: 'Nur ETH',
      pecus: false,
    });
    const [hidden] = await t.app.db
      .insert(cards)
      .values({
        categoryId: flagged.id,
        type: 3,
        title: 'Nur für ETH',
        data: { question: 'q', answers: [{ true: 'a' }] },
      })
      .returning();
    // no role yet
    expect((await get(learner.token, `/api/cards/read/${ids.single}`)).statusCode).toBe(403);
    // an expired role opens nothing
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(-60),
      expirationDate: isoDay(-1),
    });
    expect((await get(learner.token, `/api/cards/read/${ids.single}`)).statusCode).toBe(403);
    // an active pecus role opens the maths tree except the category whose pecus flag is off
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(-1),
      expirationDate: isoDay(30),
    });
    expect((await get(learner.token, `/api/cards/read/${ids.single}`)).statusCode).toBe(200);
    expect((await get(learner.token, `/api/cards/read/${hidden.id}`)).statusCode).toBe(403);
    expect((await answer(learner.token, hidden.id, '1')).statusCode).toBe(403);
    const session = (await get(learner.token, `/api/cards/session/${ids.equations}`)).json();
    expect(session.cards.map((c: { id: number }) => c.id)).not.toContain(hidden.id);
    expect(session.cards.length).toBe(3);
    await t.app.db.delete(cards).where(eq(cards.id, hidden.id));
  });
});

describe('POST /api/cards/{id}/{answer}', () => {
  it('moves the stack by memory: a first right answer above a miss, on-time reviews up to 6, a miss to 1', async () => {
    const learner = await registerStudent(t.app, 'Stack Mover');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    // answer, let time pass until the review is due first, expected stack, expected last_mistakes
    // (the exam is the access end a year ahead: reviews are spaced for 80 % recall, memory/EXAM_SPACING_RETENTION)
    const steps: [string, boolean, number, number][] = [
      ['1', false, 3, 0], // known at once: stability ≈ 2.3 days
      ['true', true, 3, 0], // the 10-minute learning step, then a review in 8 days
      ['1', true, 5, 0], // ≈ 23 days
      ['1', true, 6, 0], // ≈ 158 days
      ['1', true, 6, 0],
      ['1', true, 6, 0],
      ['0', true, 1, 1], // a miss: last answer wrong
      ['false', false, 1, 2],
      ['1', false, 3, 0], // relearnt: stability ≈ 3.3 days
    ];
    for (const [value, wait, stack, lastMistakes] of steps) {
      if (wait) await passUntilDue(learner.id, ids.multi);
      const res = await answer(learner.token, ids.multi, value);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'Answer saved',
        card_id: ids.multi,
        correct: value === '1' || value === 'true',
        stack,
        last_mistakes: lastMistakes,
        stored: true,
        replayed: false,
      });
      expect(await progressOf(learner.id, ids.multi)).toEqual({ stack, lastMistakes });
    }
    const [memory] = await t.app.db
      .select({ reps: cardProgress.reps, lapses: cardProgress.lapses, due: cardProgress.due })
      .from(cardProgress)
      .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, ids.multi)));
    expect(memory.reps).toBe(steps.length);
    expect(memory.lapses).toBe(1);
    expect(memory.due!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    const read = (await get(learner.token, `/api/cards/read/${ids.multi}`)).json();
    expect(read).toMatchObject({ stack: 3, last_mistakes: 0 });

    // a card missed and then answered right in the same session ranks below one known at once, above a miss
    await answer(learner.token, ids.single, '0');
    expect((await answer(learner.token, ids.single, '1')).json()).toMatchObject({
      stack: 2,
      last_mistakes: 0,
    });
  });

  it('"Ich hatte recht": an override counts as right and is logged as an override; never with a wrong answer', async () => {
    const learner = await registerStudent(t.app, 'Override Learner');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(-3),
      expirationDate: isoDay(365),
    });
    const id = (await t.app.db.select({ id: cards.id }).from(cards).where(eq(cards.type, 6)).limit(1))[0].id;
    const send = (value: string, body: unknown, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/${value}`,
        headers: { ...bearer(learner.token), 'idempotency-key': key },
        payload: body as Record<string, unknown>,
      });
    const refused = await send('0', { override: true }, 'override-wrong-0001');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'cards.override_needs_right',
      errors: { override: [expect.any(String)] },
    });
    expect(await t.app.db.select().from(cardAnswers).where(eq(cardAnswers.userId, learner.id))).toEqual([]);

    const accepted = await send('1', { override: true }, 'override-right-0001');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ stored: true });
    await send('1', {}, 'plain-right-0001');
    const logged = await t.app.db
      .select({ key: cardAnswers.requestKey, correct: cardAnswers.correct, override: cardAnswers.override })
      .from(cardAnswers)
      .where(eq(cardAnswers.userId, learner.id))
      .orderBy(cardAnswers.requestKey);
    expect(logged).toEqual([
      { key: 'override-right-0001', correct: true, override: true },
      { key: 'plain-right-0001', correct: true, override: false },
    ]);
  });

  it('schedules an answer from the time it was given (answered_at), within the documented bounds', async () => {
    const learner = await registerStudent(t.app, 'Offline Learner');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(-3),
      expirationDate: isoDay(365),
    });
    const answerAt = (id: number, value: string, answeredAt: unknown, key?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cards/${id}/${value}`,
        headers: { ...bearer(learner.token), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { answered_at: answeredAt },
      });
    const stored = async (card: number) => {
      const [memory] = await t.app.db
        .select({ lastReview: cardProgress.lastReview, due: cardProgress.due, reps: cardProgress.reps })
        .from(cardProgress)
        .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, card)));
      const logged = await t.app.db
        .select({ at: cardAnswers.createdAt })
        .from(cardAnswers)
        .where(and(eq(cardAnswers.userId, learner.id), eq(cardAnswers.cardId, card)))
        .orderBy(cardAnswers.createdAt);
      return { ...memory, logged: logged.map((l) => l.at.toISOString()) };
    };
    // answered offline two days ago, sent now: the review and the answer log carry the answer's time
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const key = 'offline-answer-0001';
    const res = await answerAt(ids.single, '1', twoDaysAgo.toISOString(), key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stack: 3, stored: true, replayed: false });
    const first = await stored(ids.single);
    expect(first.lastReview!.toISOString()).toBe(twoDaysAgo.toISOString());
    expect(first.logged).toEqual([twoDaysAgo.toISOString()]);
    // a first right answer is due about 2.3 days after it was given (FSRS's first stability): within the hour
    // from now, not 2.3 days from now
    expect(first.due!.getTime() - twoDaysAgo.getTime()).toBeLessThan(3 * 86_400_000);
    expect(first.due!.getTime()).toBeLessThan(Date.now() + 86_400_000);
    // the retry of the same request changes nothing twice
    const replay = await answerAt(ids.single, '1', twoDaysAgo.toISOString(), key);
    expect(replay.json()).toMatchObject({ replayed: true });
    expect((await stored(ids.single)).reps).toBe(1);

    // an offset other than Z is understood: an hour ago, written in UTC+2
    const anHourAgo = new Date(Date.now() - 3_600_000);
    const inUtcPlus2 = new Date(anHourAgo.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect((await answerAt(ids.triangle, '1', inUtcPlus2)).statusCode).toBe(200);
    expect((await stored(ids.triangle)).logged).toEqual([anHourAgo.toISOString()]);

    // more than 5 minutes ahead of the server's clock: refused, nothing stored
    const future = await answerAt(ids.multi, '1', new Date(Date.now() + 3_600_000).toISOString());
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({
      code: 'cards.answer_time_future',
      message: "The answer time lies more than 5 minutes in the future: check the device's clock",
      errors: {
        answered_at: ["The answer time lies more than 5 minutes in the future: check the device's clock"],
      },
    });
    // more than 14 days old: refused, nothing stored
    const old = await answerAt(ids.multi, '1', new Date(Date.now() - 15 * 86_400_000).toISOString());
    expect(old.statusCode).toBe(422);
    expect(errorMessage(old)).toBe('The answer time lies more than 14 days in the past');
    expect(old.json().code).toBe('cards.answer_time_too_old');
    expect(old.json().errors).toEqual({
      answered_at: ['The answer time lies more than 14 days in the past'],
    });
    expect(await progressOf(learner.id, ids.multi)).toBeNull();
    // not a date-time
    const garbage = await answerAt(ids.multi, '1', 'yesterday');
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors).toEqual({
      answered_at: ['answered_at must be a date-time such as 2026-03-10T12:00:00Z'],
    });

    // a little ahead (a device clock 2 minutes fast) counts as now
    const before = Date.now();
    expect((await answerAt(ids.multi, '1', new Date(Date.now() + 120_000).toISOString())).statusCode).toBe(
      200,
    );
    const ahead = await stored(ids.multi);
    expect(ahead.lastReview!.getTime()).toBeGreaterThanOrEqual(before);
    expect(ahead.lastReview!.getTime()).toBeLessThanOrEqual(Date.now());
    // before the card's last review (another device answered later): counted at that review's time
    const earlier = new Date(before - 3_600_000).toISOString();
    expect((await answerAt(ids.multi, '0', earlier)).statusCode).toBe(200);
    const crossed = await stored(ids.multi);
    expect(crossed.lastReview!.toISOString()).toBe(ahead.lastReview!.toISOString());
    expect(crossed.logged).toEqual([ahead.lastReview!.toISOString(), ahead.lastReview!.toISOString()]);
  });

  it('a first wrong answer puts a new card in box 1', async () => {
    const learner = await registerStudent(t.app, 'First Wrong');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    const res = await answer(learner.token, ids.single, '0');
    expect(res.json()).toMatchObject({ stack: 1, last_mistakes: 1, stored: true });
  });

  it('rejects an answer other than 1, 0, true or false, an unknown card and a bad key', async () => {
    const bad = await answer(student, ids.single, 'yes');
    expect(bad.statusCode).toBe(422);
    expect(errorMessage(bad)).toBe('The answer must be 1, 0, true or false');
    const missing = await answer(student, 999999, '1');
    expect(missing.statusCode).toBe(404);
    expect(errorMessage(missing)).toBe('Card not found');
    const key = await answer(student, ids.single, '1', 'x y');
    expect(key.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: `/api/cards/${ids.single}/1` })).statusCode).toBe(401);
  });

  it('a replayed request (same Idempotency-Key) changes nothing twice and returns the first result', async () => {
    const learner = await registerStudent(t.app, 'Replayer');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    const key = '0b6f1f4e-6a59-4f7e-9b1e-3c2d1a0f9e8d';
    const reps = async () =>
      (
        await t.app.db
          .select({ reps: cardProgress.reps })
          .from(cardProgress)
          .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, ids.single)))
      )[0]?.reps;
    const first = await answer(learner.token, ids.single, '0', key);
    expect(first.json()).toMatchObject({ stack: 1, stored: true, replayed: false });
    const again = await answer(learner.token, ids.single, '0', key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ stack: 1, stored: true, replayed: true });
    expect(await progressOf(learner.id, ids.single)).toEqual({ stack: 1, lastMistakes: 1 });
    expect(await reps()).toBe(1);

    // replays in parallel: still applied once
    const key2 = 'a2c9a3e1-3f0e-4a53-8f5e-7a1d2b3c4d5e';
    const results = await Promise.all([1, 2, 3, 4].map(() => answer(learner.token, ids.single, '1', key2)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().stack)).toEqual([2, 2, 2, 2]);
    expect(results.filter((r) => !r.json().replayed)).toHaveLength(1);
    expect(await progressOf(learner.id, ids.single)).toEqual({ stack: 2, lastMistakes: 0 });
    expect(await reps()).toBe(2);

    // a new key is a new answer
    expect(
      (await answer(learner.token, ids.single, '0', 'c0ffee00-0000-4000-8000-000000000003')).json().stack,
    ).toBe(1);
    expect(await reps()).toBe(3);
    // the same key for another answer is refused, not applied
    const reused = await answer(learner.token, ids.single, '1', key);
    expect(reused.statusCode).toBe(409);
    expect(errorMessage(reused)).toBe('This Idempotency-Key was already used for another answer');
    expect(await progressOf(learner.id, ids.single)).toEqual({ stack: 1, lastMistakes: 1 });
    expect(await reps()).toBe(3);
    // keys are per user: another user's identical key is their own answer
    const other = await registerStudent(t.app, 'Other Replayer');
    await t.app.db.insert(roles).values({
      userId: other.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    expect((await answer(other.token, ids.single, '1', key)).json()).toMatchObject({
      stack: 3,
      replayed: false,
    });
  });

  it('watch_only access stores nothing but answers with the would-be stack', async () => {
    const watcher = await registerStudent(t.app, 'Watcher');
    await t.app.db.insert(roles).values({
      userId: watcher.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
      watchOnly: true,
    });
    const res = await answer(watcher.token, ids.single, '1', 'watch-only-key-1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Answer checked; progress is not stored for watch-only access',
      card_id: ids.single,
      correct: true,
      stack: 3,
      last_mistakes: 0,
      stored: false,
      replayed: false,
    });
    expect((await answer(watcher.token, ids.single, '0')).json()).toMatchObject({
      stack: 1,
      last_mistakes: 1,
      stored: false,
    });
    expect(await progressOf(watcher.id, ids.single)).toBeNull();
    expect(await t.app.db.select().from(cardAnswers).where(eq(cardAnswers.userId, watcher.id))).toEqual([]);
    const session = (await get(watcher.token, `/api/cards/session/${ids.math}`)).json();
    expect(session.can_store_progress).toBe(false);
    expect(session.progress.p[0]).toBe(session.progress.n);
  });

  it('answers show up in the progress blocks', async () => {
    const learner = await registerStudent(t.app, 'Progress Watcher');
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: ids.math,
      examType: 'pecus',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    const progressUrl = `/api/categories/progress/${ids.equations}/7`;
    const before = await get(learner.token, progressUrl);
    expect(before.statusCode).toBe(200);
    expect(before.json().cards).toEqual({ n: 3, p: [3, 0, 0, 0, 0, 0, 0] });
    const session0 = (await get(learner.token, `/api/cards/session/${ids.equations}`)).json();
    expect(session0.progress).toEqual({ n: 3, p: [3, 0, 0, 0, 0, 0, 0] });

    // a cached progress tree is marked stale by every stored answer (modules/progress/cache.ts)
    await t.app.db
      .insert(progressCache)
      .values({ userId: learner.id, tree: { fp: 'x', b: {} }, version: 5 })
      .onConflictDoUpdate({ target: progressCache.userId, set: { tree: { fp: 'x', b: {} }, version: 5 } });
    await answer(learner.token, ids.single, '0'); // → 1
    const [cache] = await t.app.db.select().from(progressCache).where(eq(progressCache.userId, learner.id));
    expect(cache).toMatchObject({ version: 6, tree: null });
    await answer(learner.token, ids.single, '1'); // missed, then right: → 2
    await answer(learner.token, ids.multi, '0'); // → 1
    const session = (await get(learner.token, `/api/cards/session/${ids.equations}`)).json();
    expect(session.progress).toEqual({ n: 3, p: [1, 1, 1, 0, 0, 0, 0] });
    // read after it was cached above: the answers must have made the cached tree stale
    expect((await get(learner.token, progressUrl)).json().cards).toEqual({
      n: 3,
      p: [1, 1, 1, 0, 0, 0, 0],
    });
    const [third] = await t.app.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.categoryId, ids.equations), sql`${cards.id} NOT IN (${ids.single}, ${ids.multi})`));
    await answer(learner.token, third.id, '1'); // known at once: → 3
    expect((await get(learner.token, progressUrl)).json().cards).toEqual({
      n: 3,
      p: [0, 1, 1, 1, 0, 0, 0],
    });
    const math = (await get(learner.token, `/api/categories/progress/${ids.math}/7`)).json();
    expect(math.cards.p[3]).toBe(1);
    expect(math.cards.p[2]).toBe(1);
    expect(math.cards.p[1]).toBe(1);
  });
});

describe('GET /api/cards/session/{categoryId}', () => {
  it('returns at most 20 visible cards of the subtree with the user’s stacks, mixed by the card-set rule', async () => {
    const res = await get(student, `/api/cards/session/${ids.math}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toEqual({
      id: ids.math,
      title: 'Mathematik//Maturität',
      titles: ['Mathematik//Maturität'],
    });
    expect(body.can_store_progress).toBe(true);
    expect(body.cards.length).toBe(body.progress.n);
    expect(body.progress.n).toBe(9); // the seeded maths programme: 9 cards, all seven types
    expect(new Set(body.cards.map((c: { type: number }) => c.type))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(body.cards[0]).toEqual(
      expect.objectContaining({
        stack: expect.any(Number),
        last_mistakes: expect.any(Number),
        data: expect.any(Object),
      }),
    );

    const eq_ = (await get(student, `/api/cards/session/${ids.equations}`)).json();
    expect(eq_.category.titles).toEqual(['Mathematik//Maturität', 'Algebra', 'Gleichungen']);
    expect(eq_.cards.every((c: { category_id: number }) => c.category_id === ids.equations)).toBe(true);
    expect((await get(student, '/api/cards/session/999999')).statusCode).toBe(404);
  });

  it('puts unanswered cards first and answered ones from half the set on (at most 20)', async () => {
    const learner = await registerStudent(t.app, 'Big Deck');
    const big = await insertCategory(t.app.db, { parentId: null, position: 50, title: 'Grosser Stapel' });
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: big.id,
      examType: 'eth',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    const rows = await insertGapCards(t.app, big.id, 30);
    for (const row of rows.slice(0, 15)) await answer(learner.token, row.id, '1');
    const asLearner = { id: learner.id, isTeacher: false, isAdmin: false, allAccess: false } as never;
    // an hour later the 15 answered cards are due (their 10-minute learning step has passed)
    const inAnHour = new Date(Date.now() + 3_600_000);
    const set = await sessionCards(t.app, asLearner, big.id, seededRandom(7), inAnHour);
    expect(set.cards).toHaveLength(20);
    expect(set.cards.map((c) => (c.stack === 0 ? 'u' : 'a')).join('')).toBe('uuuuuuuuuuaaaaaaaaaa');
    expect(set.progress).toEqual({ n: 30, p: [15, 0, 0, 15, 0, 0, 0] });
    expect(set.plan).toEqual({
      due: 10,
      early: 0,
      fresh: 10,
      practice: false,
      dueTotal: 15,
      freshTotal: 15,
    });

    // the spec's example right after the answers: 15 new + 15 answered minutes ago (none due) → 10 new + 10
    // answered, lowest predicted recall first; the API's "next session" is this set
    const now = await sessionCards(t.app, asLearner, big.id, seededRandom(7));
    expect(now.cards.map((c) => (c.stack === 0 ? 'u' : 'a')).join('')).toBe('uuuuuuuuuuaaaaaaaaaa');
    expect(now.plan).toEqual({ due: 0, early: 10, fresh: 10, practice: false, dueTotal: 0, freshTotal: 15 });
    const api = (await get(learner.token, `/api/cards/session/${big.id}`)).json();
    expect(api.cards).toHaveLength(20);
    expect(api.plan).toEqual({ due: 0, early: 10, new: 10, practice: false, due_total: 0, new_total: 15 });

    // a card missed (then answered right) in that session comes back in the next one, ahead of the others
    const missed = rows[20];
    await answer(learner.token, missed.id, '0');
    await answer(learner.token, missed.id, '1');
    for (let seed = 1; seed <= 5; seed++) {
      const next = await sessionCards(t.app, asLearner, big.id, seededRandom(seed));
      expect(next.cards[10].id).toBe(missed.id);
    }
    // and one whose session ended on a miss comes back with its last_mistakes
    const abandoned = rows[21];
    await answer(learner.token, abandoned.id, '0');
    await answer(learner.token, abandoned.id, '0');
    const next = (await get(learner.token, `/api/cards/session/${big.id}`)).json();
    const back = next.cards.find((c: { id: number }) => c.id === abandoned.id);
    expect(back).toMatchObject({ stack: 1, last_mistakes: 2 });
    expect(next.cards.map((c: { id: number }) => c.id)).toContain(missed.id);
  });

  it('takes due cards lowest predicted recall first, new cards by relevance, and practises when nothing is due', async () => {
    const learner = await registerStudent(t.app, 'Due First');
    const deck = await insertCategory(t.app.db, { parentId: null, position: 51, title: 'Fälligkeit' });
    await t.app.db.insert(roles).values({
      userId: learner.id,
      categoryId: deck.id,
      examType: 'eth',
      startDate: isoDay(0),
      expirationDate: isoDay(365),
    });
    const rows = await t.app.db
      .insert(cards)
      .values(
        Array.from({ length: 24 }, (_, i) => ({
          categoryId: deck.id,
          type: 6,
          title: `Karte ${i}`,
          relevance: (i % 5) + 1,
          data: { question: `${i} = [${i}]` },
        })),
      )
      .returning({ id: cards.id, relevance: cards.relevance });
    const answered = rows.slice(0, 12);
    for (const row of answered) await answer(learner.token, row.id, '1');
    // last reviewed 1..12 days ago, all due: the longest ago has the lowest predicted recall
    for (const [i, row] of answered.entries())
      await t.app.db
        .update(cardProgress)
        .set({
          lastReview: sql`now() - make_interval(days => ${i + 1})`,
          due: sql`now() - interval '1 minute'`,
          memoryState: 2,
        })
        .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, row.id)));
    const asLearner = { id: learner.id, isTeacher: false, isAdmin: false, allAccess: false } as never;
    const set = await sessionCards(t.app, asLearner, deck.id, seededRandom(3));
    const dueIds = set.cards.filter((c) => c.stack !== 0).map((c) => c.id);
    expect(dueIds).toEqual(
      answered
        .slice(2)
        .map((r) => r.id)
        .reverse(),
    );
    const freshRelevance = set.cards.filter((c) => c.stack === 0).map((c) => c.relevance);
    expect(freshRelevance).toEqual([...freshRelevance].sort((a, b) => b - a));
    expect(freshRelevance.filter((r) => r === 5)).toHaveLength(
      rows.slice(12).filter((r) => r.relevance === 5).length,
    );

    // nothing due and nothing new: a practice set of the cards most likely forgotten
    for (const row of rows.slice(12)) await answer(learner.token, row.id, '1');
    await t.app.db
      .update(cardProgress)
      .set({ due: sql`now() + interval '3 days'` })
      .where(eq(cardProgress.userId, learner.id));
    const practice = await sessionCards(t.app, asLearner, deck.id, seededRandom(3));
    expect(practice.plan).toMatchObject({ due: 0, fresh: 0, practice: true, dueTotal: 0, freshTotal: 0 });
    expect(practice.cards).toHaveLength(20);
    expect(practice.cards[0].id).toBe(answered[11].id);
  });
});

describe('GET /api/image/{id}', () => {
  it('sends the front and back picture of an image card with caching headers and an ETag', async () => {
    const front = await get(student, `/api/image/${ids.triangle}`);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-cache');
    expect(front.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(front.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const back = await get(student, `/api/image/${ids.triangle}?back=1`);
    expect(back.statusCode).toBe(200);
    expect(back.headers.etag).not.toBe(front.headers.etag);
    expect(Buffer.compare(back.rawPayload, front.rawPayload)).not.toBe(0);
    const revalidated = await get(student, `/api/image/${ids.triangle}`, {
      'if-none-match': String(front.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('404s a card of another type and 401s without login', async () => {
    const res = await get(student, `/api/image/${ids.single}`);
    expect(res.statusCode).toBe(404);
    expect(errorMessage(res)).toBe('This card has no image');
    expect((await get(null, `/api/image/${ids.triangle}`)).statusCode).toBe(401);
    expect((await get(student, '/api/image/999999')).statusCode).toBe(404);
    expect((await get(student, `/api/image/${ids.triangle}?back=maybe`)).statusCode).toBe(422);
  });
});

describe('GET /storage/thumbnails/{id}-a.png and {id}-b.png', () => {
  const thumbnailsOf = async (token: string, id: number) =>
    (await get(token, `/api/cards/read/${id}`)).json().thumbnails as { a: string; b: string } | null;
  const signedFor = (userId: number, id: number, side: 'a' | 'b') =>
    signFileUrl(t.app.fileSigningSecret, 'thumbnails', `${id}-${side}.png`, userId);

  it('image cards carry signed links to PNG thumbnails of at most 300×300 that open without a token', async () => {
    const links = await thumbnailsOf(student, ids.triangle);
    expect(links?.a).toMatch(
      new RegExp(
        `^/storage/thumbnails/${ids.triangle}-a\\.png\\?expires=\\d+&user=${studentId}&signature=[\\w-]+$`,
      ),
    );
    expect(links?.b).toMatch(new RegExp(`^/storage/thumbnails/${ids.triangle}-b\\.png\\?`));
    const { default: sharp } = await import('sharp');
    const front = await get(null, links!.a);
    const back = await get(null, links!.b);
    for (const res of [front, back]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('png');
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(300);
    }
    expect(Buffer.compare(front.rawPayload, back.rawPayload)).not.toBe(0);
    const revalidated = await get(null, links!.a, { 'if-none-match': String(front.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    // rendered once and served from disk: the stored rendition is what the next request gets, byte for byte
    const rendered = path.join(
      t.app.config.storageDir,
      'thumbnails',
      'cards',
      `${String(front.headers.etag).slice(1, -1)}.png`,
    );
    expect(Buffer.compare(await readFile(rendered), front.rawPayload)).toBe(0);
    const writtenAt = (await stat(rendered)).mtimeMs;
    const again = await get(null, links!.a);
    expect(again.headers.etag).toBe(front.headers.etag);
    expect(Buffer.compare(again.rawPayload, front.rawPayload)).toBe(0);
    expect((await stat(rendered)).mtimeMs).toBe(writtenAt);
    // the session's cards carry them too; other types have none
    const session = (await get(student, `/api/cards/session/${await categoryId('Geometrie')}`)).json();
    const triangle = session.cards.find((c: { id: number }) => c.id === ids.triangle);
    expect(triangle.thumbnails.a).toMatch(new RegExp(`^/storage/thumbnails/${ids.triangle}-a\\.png\\?`));
    expect(await thumbnailsOf(student, ids.single)).toBeNull();
  });

  it('refuses a link that is missing, tampered with, for the other side, another user’s or expired (one 404)', async () => {
    const { a } = (await thumbnailsOf(student, ids.triangle))!;
    const [path, query] = a.split('?');
    const expired = signFileUrl(
      t.app.fileSigningSecret,
      'thumbnails',
      `${ids.triangle}-a.png`,
      studentId,
      Math.floor(Date.now() / 1000) - 3 * 24 * 3600,
    );
    for (const url of [
      path,
      a.replace(/signature=./, 'signature=x'),
      `/storage/thumbnails/${ids.triangle}-b.png?${query}`,
      a.replace(`user=${studentId}`, `user=${studentId + 1}`),
      expired,
    ]) {
      const res = await get(null, url);
      expect(res.statusCode, url).toBe(404);
      expect(errorMessage(res)).toBe(INVALID_LINK_MESSAGE.en);
    }
  });

  it('refuses a learner whose access does not hold the card’s category, also after the link was made (the same 404)', async () => {
    // a valid signature for the student on a card of another programme
    const foreign = await get(null, signedFor(studentId, ids.organelles, 'a'));
    expect(foreign.statusCode).toBe(404);
    expect(errorMessage(foreign)).toBe(INVALID_LINK_MESSAGE.en);
    // teachers see every card
    expect((await get(null, (await thumbnailsOf(teacher, ids.organelles))!.b)).statusCode).toBe(200);
    // access withdrawn after the link was given
    const learner = await registerStudent(t.app, 'Thumbnail Viewer');
    const [role] = await t.app.db
      .insert(roles)
      .values({
        userId: learner.id,
        categoryId: ids.math,
        examType: 'pecus',
        startDate: isoDay(-1),
        expirationDate: isoDay(30),
      })
      .returning();
    const link = (await thumbnailsOf(learner.token, ids.triangle))!.a;
    expect((await get(null, link)).statusCode).toBe(200);
    await t.app.db.delete(roles).where(eq(roles.id, role.id));
    const withdrawn = await get(null, link);
    expect(withdrawn.statusCode).toBe(404);
    expect(errorMessage(withdrawn)).toBe(INVALID_LINK_MESSAGE.en);
  });

  it('404s a card that does not exist or has no picture, with a valid signature', async () => {
    const other = await get(null, signedFor(studentId, ids.single, 'a'));
    expect(other.statusCode).toBe(404);
    expect(errorMessage(other)).toBe('This card has no image');
    expect((await get(null, signedFor(studentId, 999_999, 'b'))).statusCode).toBe(404);
  });
});
