import { seededRandom } from '@portal/core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPTIONS,
  makeDeck,
  makeLearner,
  simulate,
  simulateLearner,
  TrueMemory,
  WINDOW_START,
  type Mode,
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

  it('is reproducible for a seed and changes with it', () => {
    const options = { ...DEFAULT_OPTIONS, learners: 2, cards: 60, days: 20, minutes: 3 };
    const first = simulate(options);
    expect(simulate(options)).toEqual(first);
    expect(simulate({ ...options, seed: 2 })).not.toEqual(first);
    expect(first.map((s) => s.mode)).toEqual(['a', 'b', 'c']);
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
