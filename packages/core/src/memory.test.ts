import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysUntilRecall,
  EXAM_SPACING_RETENTION,
  examAwareDue,
  isDue,
  MIN_ANSWERS_FOR_PREDICTION,
  optimizationDue,
  optimizerItems,
  PREDICTION_MARGIN,
  readinessShown,
  memoryStack,
  recallAt,
  replayAnswers,
  reviewMemory,
  STABILITY_BANDS,
  TARGET_RETENTION,
  type Memory,
} from './memory';

const start = new Date('2026-01-05T08:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);

/** A memory in review with this stability, last reviewed at `start`. */
const reviewed = (stability: number, due = at(stability)): Memory => ({
  state: 2,
  stability,
  difficulty: 5,
  due,
  lastReview: start,
  reps: 3,
  lapses: 0,
  learningSteps: 0,
  scheduledDays: Math.round(stability),
});

describe('memoryStack: 0 never answered, 1 last answer wrong, 2..6 bands of stability', () => {
  it('uses the bands 1, 7, 21 and 60 days', () => {
    expect(STABILITY_BANDS).toEqual([1, 7, 21, 60]);
  });

  it.each([
    [0.3, 2],
    [0.99, 2],
    [1, 3],
    [6.9, 3],
    [7, 4],
    [20.9, 4],
    [21, 5],
    [59, 5],
    [60, 6],
    [400, 6],
  ])('stability %f days → stack %i', (stability, stack) => {
    expect(memoryStack(reviewed(stability), true)).toBe(stack);
  });

  it('is 0 for a card never answered and 1 after a wrong answer, whatever the stability', () => {
    expect(memoryStack(null, true)).toBe(0);
    expect(memoryStack(reviewed(100), false)).toBe(1);
  });

  it('ranks a first right answer above a card missed then answered right, and that above a miss', () => {
    const known = reviewMemory(null, true, start);
    const missed = reviewMemory(null, false, start);
    const relearnt = reviewMemory(missed, true, new Date(start.getTime() + 60_000));
    expect(known.stability).toBeCloseTo(2.3065, 3); // FSRS-6 default w[2]
    expect(missed.stability).toBeCloseTo(0.212, 3); // w[0]
    expect(memoryStack(known, true)).toBe(3);
    expect(memoryStack(relearnt, true)).toBe(2);
    expect(memoryStack(missed, false)).toBe(1);
  });
});

describe('reviewMemory (ts-fsrs: right = Good, wrong = Again)', () => {
  it('climbs one band per on-time review and counts reps and lapses', () => {
    let memory: Memory | null = null;
    let now = start;
    const stacks: number[] = [];
    for (const correct of [true, true, true, true, true, false]) {
      memory = reviewMemory(memory, correct, now);
      stacks.push(memoryStack(memory, correct));
      now = new Date(Math.max(memory.due.getTime(), now.getTime() + 60_000));
    }
    expect(stacks).toEqual([3, 3, 4, 5, 6, 1]);
    expect(memory).toMatchObject({ reps: 6, lapses: 1 });
  });

  it('schedules the next review when the predicted recall falls to 90 %', () => {
    const memory = reviewMemory(reviewed(10, at(10)), true, at(10));
    const interval = (memory.due.getTime() - at(10).getTime()) / DAY_MS;
    expect(recallAt(memory, memory.due)).toBeGreaterThanOrEqual(TARGET_RETENTION - 0.01);
    expect(recallAt(memory, new Date(memory.due.getTime() + 2 * DAY_MS))).toBeLessThan(TARGET_RETENTION);
    expect(interval).toBeGreaterThan(10);
  });

  it('replays answers in order to the same memory as answering them one by one', () => {
    const answers = [
      { correct: true, at: at(0) },
      { correct: false, at: at(2) },
      { correct: true, at: at(2.01) },
      { correct: true, at: at(5) },
    ];
    let oneByOne: Memory | null = null;
    for (const a of answers) oneByOne = reviewMemory(oneByOne, a.correct, a.at);
    expect(replayAnswers(answers)).toEqual(oneByOne);
    expect(replayAnswers([])).toBeNull();
  });
});

describe('recall and due', () => {
  it('predicts 0 for a card never answered, 90 % after one stability, less later', () => {
    expect(recallAt(null, start)).toBe(0);
    expect(recallAt(reviewed(10), at(0))).toBeCloseTo(1, 5);
    expect(recallAt(reviewed(10), at(10))).toBeCloseTo(0.9, 2);
    expect(recallAt(reviewed(10), at(40))).toBeLessThan(0.8);
    expect(daysUntilRecall(10, 0.9)).toBeCloseTo(10, 1);
    expect(daysUntilRecall(10, 0.8)).toBeGreaterThan(10);
  });

  it('is due at or after its due date only, never when unanswered', () => {
    expect(isDue(reviewed(5, at(5)), at(4.9))).toBe(false);
    expect(isDue(reviewed(5, at(5)), at(5))).toBe(true);
    expect(isDue(null, at(100))).toBe(false);
  });
});

describe('the exam-date rule', () => {
  it('keeps a due date before the exam, and one after it when recall on exam day stays above the target', () => {
    const before = reviewed(20, at(20));
    expect(examAwareDue(before, start, at(30))).toEqual(at(20));
    // stability 60 days, exam in 30: recall on exam day ≈ 95 % ≥ 90 %, the review may come after the exam
    const strong = reviewed(60, at(60));
    expect(recallAt(strong, at(30))).toBeGreaterThan(0.9);
    expect(examAwareDue(strong, start, at(30))).toEqual(at(60));
    expect(examAwareDue(strong, start, null)).toEqual(at(60));
  });

  it('moves a review that would come after the exam with too low a recall on exam day to before the exam', () => {
    // scheduled for 80 % between reviews, the target on exam day is 90 %
    const weak = reviewed(10, at(25));
    expect(recallAt(weak, at(20))).toBeLessThan(0.9);
    const due = examAwareDue(weak, start, at(20), { target: 0.9 });
    expect(due.getTime()).toBeLessThanOrEqual(at(20).getTime());
    expect((due.getTime() - start.getTime()) / DAY_MS).toBeCloseTo(10, 0); // when recall reaches 90 %
    // a higher target moves it earlier
    const stricter = examAwareDue(weak, start, at(20), { target: 0.95 });
    expect(stricter.getTime()).toBeLessThan(due.getTime());
  });

  it('ignores an exam that is already past', () => {
    const weak = reviewed(10, at(25));
    expect(examAwareDue(weak, at(30), at(20))).toEqual(at(25));
  });
});

describe('reviews with an exam ahead (spaced for 80 %, 90 % on exam day)', () => {
  // a card in review with stability 10 days, answered right on time at day 10: new stability ≈ 32 days
  const answer = (examDate: Date | null) => reviewMemory(reviewed(10, at(10)), true, at(10), { examDate });
  const interval = (memory: Memory) => (memory.due.getTime() - at(10).getTime()) / DAY_MS;

  it('spaces reviews for 80 % while the exam is far: 106 days instead of 32', () => {
    expect(EXAM_SPACING_RETENTION).toBe(0.8);
    const none = answer(null);
    const far = answer(at(400));
    expect(far.stability).toBeCloseTo(none.stability, 6); // the memory itself is the same
    expect(interval(none)).toBe(32);
    expect(interval(far)).toBe(106);
    expect(recallAt(far, far.due)).toBeCloseTo(0.8, 2);
  });

  it('leaves the next review after the exam when the recall on exam day stays at 90 % or more', () => {
    const near = answer(at(40)); // 30 days after the review: recall on exam day ≈ 90.4 %
    expect(recallAt(near, at(40))).toBeGreaterThanOrEqual(TARGET_RETENTION);
    expect(interval(near)).toBe(106);
  });

  it('pulls the review before the exam to when the recall reaches 90 %, when it would fall below on exam day', () => {
    const later = answer(at(60)); // 50 days after the review: recall on exam day would be below 90 %
    expect(recallAt({ ...later, due: at(116) }, at(60))).toBeLessThan(TARGET_RETENTION);
    expect(interval(later)).toBeCloseTo(later.stability, 3); // ≈ 32 days: day 42, before the exam
    expect(later.due.getTime()).toBeLessThan(at(60).getTime());
    expect(recallAt(later, later.due)).toBeCloseTo(TARGET_RETENTION, 3);
  });

  it('schedules as without an exam once the exam is past, or when a retention is asked for', () => {
    expect(interval(answer(at(5)))).toBe(32);
    const asked = reviewMemory(reviewed(10, at(10)), true, at(10), { examDate: at(400), retention: 0.9 });
    expect(interval(asked)).toBe(32);
  });
});

describe('readinessShown', () => {
  it.each([
    // predicted %, answers so far, expected
    [0, 0, { status: 'not-started' }],
    [35, 5, { status: 'too-few-answers', answers: 5, needed: 20 }],
    [70, 19, { status: 'too-few-answers', answers: 19, needed: 20 }],
    [70, 20, { status: 'range', low: 24, high: 75 }],
    [91, 400, { status: 'range', low: 45, high: 96 }],
    [98, 400, { status: 'range', low: 52, high: 100 }],
    [12, 30, { status: 'range', low: 0, high: 17 }],
  ] as const)('%i %% after %i answers → %o', (predicted, answers, expected) => {
    expect(readinessShown(predicted, answers)).toEqual(expected);
  });

  it('withholds the prediction until 20 answers and then widens it by the benchmark’s margins', () => {
    expect(MIN_ANSWERS_FOR_PREDICTION).toBe(20);
    expect(PREDICTION_MARGIN).toEqual({ below: 46, above: 5 });
  });
});

describe('optimizationDue and optimizerItems', () => {
  it.each([
    // answers, answers at the last optimization, items, expected
    [900, 0, 900, false],
    [1200, 0, 1000, true],
    [5999, 1200, 5000, false],
    [6200, 1200, 5000, true],
  ])('%i answers, optimized at %i, %i items → %s', (answers, at, items, expected) => {
    expect(optimizationDue(answers, at, items)).toBe(expected);
  });

  it('turns a card’s answers into items with a review on a later day', () => {
    const day = (d: number, h = 17) => new Date(2026, 0, 5 + d, h);
    expect(
      optimizerItems([
        { correct: false, at: day(0) },
        { correct: true, at: day(0, 18) },
        { correct: true, at: day(3) },
      ]),
    ).toEqual([
      [
        { rating: 1, deltaT: 0 },
        { rating: 3, deltaT: 0 },
        { rating: 3, deltaT: 3 },
      ],
    ]);
  });
});
