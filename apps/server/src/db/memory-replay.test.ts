import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { memoryStack, replayAnswers } from '@portal/core/memory';
import { createTestApp, registerStudent, type TestApp } from '../test/harness.js';
import { replayMemories } from './memory-replay.js';
import { cardAnswers, cardProgress, cards, progressCache } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('migration 0012: memories replayed from card_answers', () => {
  it('replays each progress row from its answers in order, else from its stack, and marks caches stale', async () => {
    const learner = await registerStudent(t.app, 'Before FSRS');
    const [a, b, c] = await t.app.db.select({ id: cards.id }).from(cards).orderBy(cards.id).limit(3);
    const day = (d: number) => new Date(Date.UTC(2026, 9, 1 + d, 9));
    // rows as the box model left them: stack and last_mistakes only (reps 0)
    await t.app.db.insert(cardProgress).values([
      { userId: learner.id, cardId: a.id, stack: 3, lastMistakes: 0, updatedAt: day(6) },
      { userId: learner.id, cardId: b.id, stack: 1, lastMistakes: 2, updatedAt: day(2) },
      { userId: learner.id, cardId: c.id, stack: 2, lastMistakes: 0, updatedAt: day(4) },
    ]);
    const history = [
      { correct: true, at: day(0) },
      { correct: false, at: day(3) },
      { correct: true, at: day(6) },
    ];
    await t.app.db.insert(cardAnswers).values([
      ...history.map((h, i) => ({
        userId: learner.id,
        requestKey: `old-a-${i}`,
        cardId: a.id,
        correct: h.correct,
        stack: 1,
        createdAt: h.at,
      })),
      {
        userId: learner.id,
        requestKey: 'old-b-1',
        cardId: b.id,
        correct: false,
        stack: 1,
        createdAt: day(1),
      },
      {
        userId: learner.id,
        requestKey: 'old-b-2',
        cardId: b.id,
        correct: false,
        stack: 1,
        createdAt: day(2),
      },
    ]);
    await t.app.db
      .insert(progressCache)
      .values({ userId: learner.id, tree: { fp: 'x', b: {} }, version: 4 })
      .onConflictDoUpdate({ target: progressCache.userId, set: { tree: { fp: 'x', b: {} }, version: 4 } });

    expect(await replayMemories(t.app.database)).toBe(3);
    const row = async (cardId: number) =>
      (
        await t.app.db
          .select()
          .from(cardProgress)
          .where(and(eq(cardProgress.userId, learner.id), eq(cardProgress.cardId, cardId)))
      )[0];

    const expectedA = replayAnswers(history)!;
    const ra = await row(a.id);
    expect(ra).toMatchObject({
      reps: 3,
      lapses: expectedA.lapses,
      stack: memoryStack(expectedA, true),
      lastMistakes: 0,
    });
    expect(ra.stability).toBeCloseTo(expectedA.stability, 6);
    expect(ra.due!.getTime()).toBe(expectedA.due.getTime());

    const rb = await row(b.id);
    expect(rb).toMatchObject({ reps: 2, stack: 1, lastMistakes: 2 });

    // no answers recorded: stack 2 replays as one right answer at its last change
    const rc = await row(c.id);
    expect(rc).toMatchObject({ reps: 1, stack: 3, lastMistakes: 0 });
    expect(rc.lastReview!.getTime()).toBe(day(4).getTime());

    const [cache] = await t.app.db.select().from(progressCache).where(eq(progressCache.userId, learner.id));
    expect(cache).toMatchObject({ version: 5, tree: null });
    // idempotent: nothing is pending any more
    expect(await replayMemories(t.app.database)).toBe(0);
  });
});
