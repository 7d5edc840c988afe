import { describe, it, expect } from 'vitest';
import { estimateSeconds, formatDuration } from './estimate';

// Help texts: 1 a single word, 5 seconds; 2 a statement, 30 seconds; 3 a discussion, several minutes.
const learnTypes = [
  { id: 0, time: 20 },
  { id: 1, time: 5 },
  { id: 2, time: 30 },
  { id: 3, time: 180 },
];

const cardsOf = (...ids: number[]) => ids.map((learntype_id) => ({ learntype_id }));

describe('estimateSeconds', () => {
  it.each([
    [[], 0],
    [[1], 5],
    [[1, 1, 2], 40],
    [[0, 1, 2, 3], 235],
    [[9], 20], // unknown learn type → standard (0)
    [[9, 1], 25],
  ])('cards of learn types %j → %i s', (ids, expected) => {
    expect(estimateSeconds(cardsOf(...ids), learnTypes)).toBe(expected);
  });

  it('counts unknown learn types as 0 when the standard type is missing too', () => {
    expect(estimateSeconds(cardsOf(7, 1), [{ id: 1, time: 5 }])).toBe(5);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, 0, 0],
    [59, 0, 59],
    [60, 1, 0],
    [235, 3, 55],
    [3600, 60, 0],
    [89.6, 1, 30],
  ])('%d s → %i min %i s', (total, minutes, seconds) => {
    expect(formatDuration(total)).toEqual({ minutes, seconds });
  });
});
