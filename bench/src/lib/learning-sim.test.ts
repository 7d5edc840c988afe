import { seededRandom } from '@portal/core';
import { describe, expect, it } from 'vitest';
import {
  ActrMemory,
  DEFAULT_OPTIONS,
  ExponentialMemory,
  makeDeck,
  makeLearner,
  simulate,
  simulateCohort,
  simulateLearner,
  TrueMemory,
  WINDOW_START,
  type Mode,
  type Optimizer,
  type Truth,
} from './learning-sim';

const DAY = 86_400_000;
const deck = makeDeck(30, seededRandom(1));
const learner = makeLearner(seededRandom(2));

/** A learner who answers every card right and never forgets it once seen. */
class PerfectMemory implements Truth {
  private readonly seenCards = new Set<number>();
  recall(index: number) {
    return this.seenCards.has(index) ? 1 : 0;
  }
  review(index: number) {
    this.seenCards.add(index);
    return true;
  }
  seen(index: number) {
    return this.seenCards.has(index);
  }
}

describe('the learning simulator', () => {
  it.each<Mode>(['a', 'b', 'c'])('mode %s: a learner with perfect memory scores 100 %%', (mode) => {
    const result = simulateLearner(mode, learner, deck, { days: 10, minutes: 10 }, 1, new PerfectMemory());
    expect(result.recall).toBe(1);
    expect(result.neverSeen).toBe(0);
  });

  it('with perfect memory, FSRS stops for the day when nothing is due, random mixing spends the budget', () => {
    const options = { days: 10, minutes: 10 };
    const a = simulateLearner('a', learner, deck, options, 1, new PerfectMemory());
    const c = simulateLearner('c', learner, deck, options, 1, new PerfectMemory());
    expect(a.daysStoppedEarly).toBe(0);
    expect(a.minutesPerDay).toBeGreaterThan(9.5);
    expect(c.daysStoppedEarly).toBeGreaterThan(5);
    expect(c.answersPerDay).toBeLessThan(a.answersPerDay / 3);
  });

  it.each<Mode>(['a', 'b', 'c'])('mode %s: never spends more than the daily budget', (mode) => {
    const result = simulateLearner(mode, learner, makeDeck(200, seededRandom(3)), { days: 5, minutes: 2 }, 7);
    expect(result.busiestDaySeconds).toBeLessThanOrEqual(120);
    expect(result.busiestDaySeconds).toBeGreaterThan(100); // a 30 s card may not fit any more
    expect(result.answersPerDay).toBeLessThanOrEqual(120 / 5);
  });

  it('counts cards never seen as 0 on exam day', () => {
    const big = makeDeck(300, seededRandom(4));
    const result = simulateLearner('b', learner, big, { days: 2, minutes: 1 }, 5);
    expect(result.neverSeen).toBeGreaterThan(250);
    expect(result.recall).toBeLessThanOrEqual((300 - result.neverSeen) / 300);
  });

  it('is reproducible for a seed and changes with it', async () => {
    const options = { ...DEFAULT_OPTIONS, learners: 2, cards: 60, days: 20, minutes: 3 };
    const first = await simulate(options, ['fsrs'], null);
    expect(await simulate(options, ['fsrs'], null)).toEqual(first);
    expect(await simulate({ ...options, seed: 2 }, ['fsrs'], null)).not.toEqual(first);
    expect(first.map((s) => s.mode)).toEqual(['a', 'b', 'c']);
  });

  // CPU-bound (5,000+ simulated answers): a time limit of its own, so a loaded machine does not fail it
  it('runs the optimizer when the server would (1,000 review items, again after 5,000 more answers), and uses its parameters', async () => {
    const calls: number[] = [];
    // a stand-in that records the item counts and answers FSRS's defaults with a steeper forgetting curve
    const optimizer: Optimizer = async (items) => {
      calls.push(items.length);
      const w = [...learner.w];
      w[20] = 0.5;
      return w;
    };
    const learners = Array.from({ length: 6 }, (_, i) => makeLearner(seededRandom(40 + i)));
    const options = { ...DEFAULT_OPTIONS, learners: 6, cards: 120, days: 40, minutes: 5 };
    const cohort = await simulateCohort(
      'fsrs',
      'c',
      learners,
      makeDeck(120, seededRandom(5)),
      options,
      optimizer,
    );
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(calls[0]).toBeGreaterThanOrEqual(1000);
    expect(cohort.optimizations).toBe(calls.length);
    expect(cohort.firstOptimizedDay).toBeGreaterThan(1);
    // without the optimizer the prediction differs (the steeper curve predicts less)
    const plain = await simulateCohort('fsrs', 'c', learners, makeDeck(120, seededRandom(5)), options, null);
    expect(plain.optimizations).toBe(0);
    expect(cohort.predicted).not.toBe(plain.predicted);
    // mode a never optimizes (nothing is predicted there)
    const a = await simulateCohort('fsrs', 'a', learners, makeDeck(120, seededRandom(5)), options, optimizer);
    expect(a.optimizations).toBe(0);
    expect(Number.isNaN(a.predicted)).toBe(true);
  }, 60_000);
});

describe('the hidden worlds other than FSRS', () => {
  const start = new Date(WINDOW_START);
  const at = (days: number) => new Date(WINDOW_START + days * DAY);
  const always = () => 0;

  it('ACT-R: recall falls with time, reviews raise it, and spaced reviews keep more than massed ones', () => {
    const average = [{ ...deck[0], difficultyShift: 0 }];
    const still = { ...learner, ability: 0 };
    const once = new ActrMemory(still, average);
    expect(once.recall(0, start)).toBe(0);
    once.review(0, start, always);
    expect(once.recall(0, at(1))).toBeCloseTo(0.79, 1); // the calibration of β: 80 % a day after one study
    expect(once.recall(0, at(7))).toBeLessThan(once.recall(0, at(1)));
    const spaced = new ActrMemory(still, average);
    const massed = new ActrMemory(still, average);
    for (let i = 0; i < 4; i++) {
      spaced.review(0, at(i * 3), always);
      massed.review(0, new Date(WINDOW_START + i * 60_000), always);
    }
    expect(spaced.recall(0, at(30))).toBeGreaterThan(massed.recall(0, at(30)) + 0.1);
  });

  it('exponential: recall halves every half-life, right answers lengthen it whenever they come', () => {
    const average = [{ ...deck[0], difficultyShift: 0 }];
    const still = { ...learner, ability: 0 };
    const memory = new ExponentialMemory(still, average);
    memory.review(0, start, always); // right (always draws 0 < p)
    const halfLife = 2 ** (0.5 + 2 * Math.SQRT2 - 0.8);
    expect(memory.recall(0, new Date(WINDOW_START + halfLife * DAY))).toBeCloseTo(0.5, 6);
    const massed = new ExponentialMemory(still, average);
    const spaced = new ExponentialMemory(still, average);
    for (let i = 0; i < 3; i++) {
      massed.review(0, new Date(WINDOW_START + i * 60_000), always);
      spaced.review(0, at(i * 5), always);
    }
    // no spacing effect: the same half-life after three right answers; only the time since the last counts
    expect(massed.recall(0, new Date(WINDOW_START + 2 * 60_000 + 10 * DAY))).toBeCloseTo(
      spaced.recall(0, at(20)),
      6,
    );
  });
});

describe('TrueMemory (ts-fsrs FSRS-6 formulas, hidden from the portal)', () => {
  it('knows nothing of an unseen card, forgets with time and remembers longer after a right review', () => {
    const truth = new TrueMemory(learner, deck);
    const start = new Date(WINDOW_START);
    expect(truth.recall(0, start)).toBe(0);
    expect(truth.seen(0)).toBe(false);
    // a first answer always counts; find a card answered right at once with this random source
    const random = seededRandom(9);
    let index = 0;
    while (!truth.review(index, start, random)) index++;
    expect(truth.seen(index)).toBe(true);
    const stability = truth.states[index]!.stability;
    expect(stability).toBeCloseTo(learner.w[2], 6); // FSRS's initial stability after Good
    expect(truth.recall(index, new Date(start.getTime() + stability * DAY))).toBeCloseTo(0.9, 3);
    expect(truth.recall(index, new Date(start.getTime() + 30 * DAY))).toBeLessThan(0.9);
    // reviewed right three days later: stability grows
    const later = new Date(start.getTime() + 3 * DAY);
    const always = () => 0;
    expect(truth.review(index, later, always)).toBe(true);
    expect(truth.states[index]!.stability).toBeGreaterThan(stability * 2);
  });

  it('gives cards a spread of difficulty and learners a spread of parameters', () => {
    const shifts = makeDeck(500, seededRandom(11)).map((card) => card.difficultyShift);
    const mean = shifts.reduce((s, x) => s + x, 0) / shifts.length;
    const sd = Math.sqrt(shifts.reduce((s, x) => s + (x - mean) ** 2, 0) / shifts.length);
    expect(Math.abs(mean)).toBeLessThan(0.2);
    expect(sd).toBeCloseTo(1.5, 0);
    const initial = Array.from({ length: 50 }, (_, i) => makeLearner(seededRandom(100 + i)).w[2]);
    expect(Math.max(...initial) / Math.min(...initial)).toBeGreaterThan(1.5);
  });
});
