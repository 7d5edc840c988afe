import { describe, it, expect } from 'vitest';
import { advanceQueue, reinsertIndex, reinsertWrongCard } from './queue';

describe('reinsertIndex', () => {
  it.each([
    // learn type, mistakes including this one, queue length, expected index (null = appended)
    // learn type 0: 11, 9, 7, 5, then 3; appended when the queue is shorter than the index
    [0, 1, 30, 11],
    [0, 2, 30, 9],
    [0, 3, 30, 7],
    [0, 4, 30, 5],
    [0, 5, 30, 3],
    [0, 9, 30, 3],
    [0, 1, 5, null],
    [0, 1, 10, null],
    [0, 1, 11, 11],
    [0, 2, 8, null],
    [0, 2, 9, 9],
    [0, 5, 2, null],
    [0, 5, 3, 3],
    // learn type 1: 12 (min 12), then 4 (min 8), then 4 (min 4)
    [1, 1, 30, 12],
    [1, 1, 11, null],
    [1, 1, 12, 12],
    [1, 2, 7, null],
    [1, 2, 8, 4],
    [1, 2, 10, 4],
    [1, 3, 5, 4],
    [1, 3, 4, 4],
    [1, 3, 3, null],
    [1, 7, 10, 4],
    // learn type 2: 16, then 7
    [2, 1, 30, 16],
    [2, 1, 15, null],
    [2, 1, 16, 16],
    [2, 2, 30, 7],
    [2, 4, 7, 7],
    [2, 4, 6, null],
    // learn type 3 and any other: 16, then 7, appended when shorter
    [3, 1, 20, 16],
    [3, 1, 15, null],
    [3, 2, 20, 7],
    [3, 2, 6, null],
    [9, 1, 16, 16],
    [9, 3, 6, null],
  ])('learn type %i, mistake %i, queue %i → %s', (learnType, mistakes, length, expected) => {
    expect(reinsertIndex(learnType, mistakes, length)).toBe(expected);
  });

  it('treats a mistake count below 1 as the first mistake', () => {
    expect(reinsertIndex(0, 0, 30)).toBe(11);
  });
});

describe('reinsertWrongCard', () => {
  const queueOf = (length: number) => Array.from({ length }, (_, i) => `c${i}`);

  it('puts the card at the rule index and keeps the given queue unchanged', () => {
    const queue = queueOf(30);
    const result = reinsertWrongCard(queue, 'x', 0, 1);
    expect(result).toHaveLength(31);
    expect(result.indexOf('x')).toBe(11);
    expect(result[10]).toBe('c10');
    expect(result[12]).toBe('c11');
    expect(queue).toHaveLength(30);
  });

  it('appends when the queue is too short (learn type 1, 2nd mistake, queue of 7)', () => {
    expect(reinsertWrongCard(queueOf(7), 'x', 1, 2)).toEqual([...queueOf(7), 'x']);
  });

  it('inserts at 4 for learn type 1, 2nd mistake, queue of 10', () => {
    expect(reinsertWrongCard(queueOf(10), 'x', 1, 2)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'x',
      ...queueOf(10).slice(4),
    ]);
  });

  it('appends to an empty queue', () => {
    expect(reinsertWrongCard([], 'x', 2, 1)).toEqual(['x']);
  });
});

describe('advanceQueue', () => {
  const card = (id: string, learntype_id = 0, mistakes?: number) => ({ id, learntype_id, mistakes });
  const queueOf = (length: number, learnType = 0) =>
    Array.from({ length }, (_, i) => card(`c${i}`, learnType));
  const ids = (queue: { id: string }[]) => queue.map((c) => c.id);

  it('a correct answer removes the card', () => {
    const queue = queueOf(5);
    expect(ids(advanceQueue(queue, true))).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(queue).toHaveLength(5);
  });

  it('a wrong answer counts the mistake and re-inserts the card at the rule index', () => {
    // learn type 0, first mistake, 30 cards left → index 11
    const next = advanceQueue([card('x'), ...queueOf(30)], false);
    expect(next).toHaveLength(31);
    expect(next.findIndex((c) => c.id === 'x')).toBe(11);
    expect(next[11].mistakes).toBe(1);
  });

  it.each([
    // learn type, mistakes before, cards left after the answered one, expected index (null = appended)
    [0, 0, 30, 11],
    [0, 1, 30, 9],
    [0, 2, 30, 7],
    [0, 3, 30, 5],
    [0, 4, 30, 3],
    [0, 0, 5, null],
    [1, 0, 20, 12],
    [1, 1, 7, null],
    [1, 1, 10, 4],
    [1, 2, 4, 4],
    [1, 2, 3, null],
    [2, 0, 20, 16],
    [2, 1, 20, 7],
    [3, 0, 15, null],
    [3, 1, 9, 7],
  ])('learn type %i with %i earlier mistakes, %i cards left → %s', (learnType, before, left, expected) => {
    const next = advanceQueue([card('x', learnType, before), ...queueOf(left)], false);
    const index = next.findIndex((c) => c.id === 'x');
    expect(index).toBe(expected === null ? left : expected);
    expect(next[index].mistakes).toBe(before + 1);
  });

  it('a card answered wrong as the only card stays in the queue', () => {
    expect(advanceQueue([card('x')], false)).toEqual([card('x', 0, 1)]);
  });

  it('an empty queue stays empty', () => {
    expect(advanceQueue([], true)).toEqual([]);
    expect(advanceQueue([], false)).toEqual([]);
  });
});
