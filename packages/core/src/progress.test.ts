import { describe, it, expect } from 'vitest';
import {
  addBlocks,
  CARD_LEVELS,
  CONTENT_LEVEL_COLORS,
  CONTENT_LEVELS,
  emptyBlock,
  isContentProgress,
  raisedProgress,
  MAX_STACK,
  nextStack,
  progressPercentages,
} from './progress';

describe('content progress levels', () => {
  it('are 0, 333, 666, 1000', () => {
    expect(CONTENT_LEVELS).toEqual([0, 333, 666, 1000]);
  });

  it.each([
    [0, 'gray'],
    [333, 'orange'],
    [666, 'yellow'],
    [1000, 'green'],
  ] as const)('level %i is %s', (level, color) => {
    expect(CONTENT_LEVEL_COLORS[level]).toBe(color);
  });

  it.each([
    [0, true],
    [333, true],
    [666, true],
    [1000, true],
    [1, false],
    [500, false],
    ['333', false],
    [null, false],
  ])('isContentProgress(%j) → %s', (value, expected) => {
    expect(isContentProgress(value)).toBe(expected);
  });
});

describe('card stacks', () => {
  it('has 7 levels, stack 0..6', () => {
    expect(CARD_LEVELS).toBe(7);
    expect(MAX_STACK).toBe(6);
  });

  it.each([
    [0, true, 1],
    [1, true, 2],
    [5, true, 6],
    [6, true, 6],
    [0, false, 1],
    [1, false, 1],
    [4, false, 1],
    [6, false, 1],
  ])('stack %i, correct %s → %i', (stack, correct, expected) => {
    expect(nextStack(stack, correct)).toBe(expected);
  });
});

describe('progress blocks', () => {
  it.each([4, 7])('emptyBlock(%i) has that many zero levels', (levels) => {
    expect(emptyBlock(levels)).toEqual({ n: 0, p: new Array(levels).fill(0) });
  });

  it('addBlocks sums counts level by level', () => {
    expect(addBlocks({ n: 3, p: [1, 0, 2, 0] }, { n: 5, p: [0, 4, 1, 0] })).toEqual({
      n: 8,
      p: [1, 4, 3, 0],
    });
  });

  it('addBlocks pads a shorter block with zeros', () => {
    expect(addBlocks(emptyBlock(7), { n: 2, p: [1, 1] })).toEqual({ n: 2, p: [1, 1, 0, 0, 0, 0, 0] });
  });

  it.each([
    [{ n: 0, p: [0, 0, 0, 0] }, [0, 0, 0, 0]],
    [{ n: 4, p: [1, 1, 1, 1] }, [25, 25, 25, 25]],
    [{ n: 3, p: [1, 1, 1, 0] }, [34, 33, 33, 0]],
    [{ n: 10, p: [10, 0, 0, 0] }, [100, 0, 0, 0]],
    [{ n: 7, p: [1, 1, 1, 1, 1, 1, 1] }, [15, 15, 14, 14, 14, 14, 14]],
    [{ n: 6, p: [0, 1, 2, 3] }, [0, 17, 33, 50]],
    [{ n: 0, p: [0, 0, 0, 0, 0, 0, 0] }, [0, 0, 0, 0, 0, 0, 0]],
  ])('progressPercentages(%j) → %j', (block, expected) => {
    const percentages = progressPercentages(block);
    expect(percentages).toEqual(expected);
    if (block.n > 0) expect(percentages.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('raisedProgress (the mark-read offer, issue 31)', () => {
  it('raises never read to read, and never lowers a level set meanwhile', () => {
    expect(raisedProgress(0, 333)).toBe(333);
    expect(raisedProgress(333, 333)).toBe(333);
    expect(raisedProgress(666, 333)).toBe(666);
    expect(raisedProgress(1000, 333)).toBe(1000);
    expect(raisedProgress(333, 1000)).toBe(1000);
  });
});
