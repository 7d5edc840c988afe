import { describe, expect, it } from 'vitest';
import { Id } from './params.js';

describe('Id', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    [42, 42],
    ['2147483647', 2_147_483_647],
  ])('%j → %i', (input, id) => {
    expect(Id.parse(input)).toBe(id);
  });

  it.each([
    ['0x10', 'The id must be a number'],
    ['1e3', 'The id must be a number'],
    ['0b1', 'The id must be a number'],
    ['', 'The id must be a number'],
    ['abc', 'The id must be a number'],
    ['1.5', 'The id must be a whole number'],
    ['0', 'The id must be positive'],
    ['-3', 'The id must be positive'],
    ['2147483648', 'The id is too large'],
  ])('%j is refused: %s', (input, message) => {
    const r = Id.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(message);
  });
});
