import { describe, expect, it } from 'vitest';
import { displayDate, displayDay, oneLine } from './format';

describe('shop display formats', () => {
  it.each([
    ['2027-02-28', '28/02/2027'],
    ['2026-11-05', '05/11/2026'],
    ['2026-11-05T10:00:00Z', '05/11/2026'],
    ['', ''],
    [null, ''],
    ['2027-02-30', ''],
  ])('displayDate(%j) → %j', (value, expected) => {
    expect(displayDate(value)).toBe(expected);
  });

  it('shows a timestamp as the local day', () => {
    const local = new Date(2026, 10, 22, 23, 30);
    expect(displayDay(local.toISOString())).toBe('22/11/2026');
  });

  it('puts a // name on one line', () => {
    expect(oneLine('Mathematik//Maturität')).toBe('Mathematik Maturität');
    expect(oneLine('Sprachen // Englisch')).toBe('Sprachen Englisch');
  });
});
