import { describe, it, expect } from 'vitest';
import {
  DEFAULT_DURATION,
  DEFAULT_EXAM_TYPE,
  expiryFrom,
  formatChf,
  isShopDuration,
  isShopExamType,
  priceFor,
  SHOP_DURATIONS,
  SHOP_EXAM_TYPE_LABELS,
  SHOP_EXAM_TYPES,
} from './price';

describe('shop constants', () => {
  it('offers 3, 6 and 12 months (default 12) and ecus (Standard) or eth (default ecus)', () => {
    expect(SHOP_DURATIONS).toEqual([3, 6, 12]);
    expect(DEFAULT_DURATION).toBe(12);
    expect(SHOP_EXAM_TYPES).toEqual(['ecus', 'eth']);
    expect(DEFAULT_EXAM_TYPE).toBe('ecus');
    expect(SHOP_EXAM_TYPE_LABELS).toEqual({ ecus: 'Standard', eth: 'ETH' });
  });

  it.each([
    [3, true],
    [6, true],
    [12, true],
    [1, false],
    ['12', false],
  ])('isShopDuration(%j) → %s', (value, expected) => {
    expect(isShopDuration(value)).toBe(expected);
  });

  it.each([
    ['ecus', true],
    ['eth', true],
    ['uzh', false],
  ])('isShopExamType(%j) → %s', (value, expected) => {
    expect(isShopExamType(value)).toBe(expected);
  });
});

describe('priceFor: price × (1 + 0.05 × months), 2 decimals', () => {
  it.each([
    [100, 12, 160],
    [100, 3, 115],
    [100, 6, 130],
    [19.99, 12, 31.98],
    [19.99, 3, 22.99],
    [0.1, 3, 0.12],
    [80, 6, 104],
    [33.33, 6, 43.33],
    [0, 12, 0],
  ])('%d CHF for %i months → %d', (price, months, expected) => {
    expect(priceFor(price, months)).toBe(expected);
  });
});

describe('formatChf (de-CH)', () => {
  it.each([
    [112, 'CHF\u00a0112.00'],
    [160, 'CHF\u00a0160.00'],
    [31.98, 'CHF\u00a031.98'],
    [1234.5, "CHF\u00a01'234.50"],
  ])('%d → %j', (amount, expected) => {
    expect(formatChf(amount)).toBe(expected);
  });
});

describe('expiryFrom', () => {
  it.each([
    ['2026-05-15', 12, '2027-05-15'],
    ['2026-05-15', 3, '2026-08-15'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
  ])('bought %s for %i months expires %s', (start, months, expected) => {
    expect(expiryFrom(start, months)).toBe(expected);
  });
});
