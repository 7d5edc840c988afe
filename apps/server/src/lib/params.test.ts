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

  // The words the user reads come from the message catalogue by the issue's kind (lib/i18n, i18n.test.ts); here
  // each refusal must be for its own reason.
  it.each([
    ['0x10', 'invalid_type', 'number'],
    ['1e3', 'invalid_type', 'number'],
    ['0b1', 'invalid_type', 'number'],
    ['', 'invalid_type', 'number'],
    ['abc', 'invalid_type', 'number'],
    ['1.5', 'invalid_type', 'int'],
    ['0', 'too_small', undefined],
    ['-3', 'too_small', undefined],
    ['2147483648', 'too_big', undefined],
  ])('%j is refused: %s %s', (input, code, expected) => {
    const r = Id.safeParse(input);
    expect(r.success).toBe(false);
    const issue = r.error?.issues[0];
    expect(issue?.code).toBe(code);
    if (expected) expect((issue as { expected?: string }).expected).toBe(expected);
  });
});
