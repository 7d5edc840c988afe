import { describe, expect, it } from 'vitest';
import { displayDate, displayTime, parseDisplayDate } from './date-format';

describe('dates read DD/MM/YYYY in both languages (learner spec §5)', () => {
  it.each([
    ['2026-11-23', '23/11/2026'],
    ['2026-11-23 10:00:00', '23/11/2026'],
    ['2026-11-23T23:30:00Z', '23/11/2026'],
    ['2026-01-05', '05/01/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2026-02-29', ''],
    ['23.11.2026', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (value, expected) => {
    expect(displayDate(value)).toBe(expected);
  });
});

describe('typed dates are read back (form inputs)', () => {
  it.each([
    ['23/11/2026', '2026-11-23'],
    ['3/1/2026', '2026-01-03'],
    ['23.11.2026', '2026-11-23'],
    ['23-11-2026', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    [' 01/02/2000 ', '2000-02-01'],
    ['31/02/2026', null],
    ['29/02/2024', '2024-02-29'],
    ['11/23/2026', null],
    ['tomorrow', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(parseDisplayDate(input)).toBe(expected);
  });
});

describe('times read HH:mm, 24 hours (learner spec §2)', () => {
  it.each([
    ['18:00', '18:00'],
    ['18:00:00', '18:00'],
    ['9:05', '09:05'],
    ['00:00', '00:00'],
    ['23:59:59', '23:59'],
    ['24:00', ''],
    ['12:60', ''],
    ['6 pm', ''],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(displayTime(value)).toBe(expected);
  });
});
