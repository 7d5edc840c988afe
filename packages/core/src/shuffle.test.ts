import { describe, it, expect } from 'vitest';
import { seededRandom, shuffle } from './shuffle';

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input unchanged', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const result = shuffle(items, seededRandom(1));
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it.each([
    // random() always 0: each position swaps with index 0 → rotation by one
    [() => 0, ['b', 'c', 'd', 'a']],
    // random() just below 1: each position swaps with itself → unchanged
    [() => 0.999999, ['a', 'b', 'c', 'd']],
  ])('is driven by the injected random source (%#)', (random, expected) => {
    expect(shuffle(['a', 'b', 'c', 'd'], random)).toEqual(expected);
  });

  it('gives the same order for the same seed and a different order for another seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, seededRandom(42))).toEqual(shuffle(items, seededRandom(42)));
    expect(shuffle(items, seededRandom(42))).not.toEqual(shuffle(items, seededRandom(43)));
  });

  it.each([[[]], [['only']]])('handles %j', (items) => {
    expect(shuffle(items, seededRandom(7))).toEqual(items);
  });
});

describe('seededRandom', () => {
  it('yields numbers in [0, 1)', () => {
    const random = seededRandom(123);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
