import { describe, it, expect } from 'vitest';
import { isFilledText, isRating, isRecord, toNumber } from './validation';

describe('isFilledText', () => {
  it.each([
    ['a', true],
    [' a ', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    [5, false],
  ])('%j → %s', (value, expected) => {
    expect(isFilledText(value)).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 4 ', 4],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe('isRating (1 to 5)', () => {
  it.each([
    [1, true],
    [3, true],
    [5, true],
    ['5', true],
    [0, false],
    [6, false],
    [2.5, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isRating(value)).toBe(expected);
  });
});

describe('isRecord', () => {
  it.each([
    [{}, true],
    [[], false],
    [null, false],
    ['x', false],
  ])('%j → %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
