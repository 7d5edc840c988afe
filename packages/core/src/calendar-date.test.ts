import { describe, it, expect } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateOf,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  requireIsoDate,
  toDayNumber,
  weekdayOf,
} from './calendar-date';

describe('parseIsoDate', () => {
  it.each([
    ['2026-05-01', { year: 2026, month: 5, day: 1 }],
    ['2026-05-01 10:00:00', { year: 2026, month: 5, day: 1 }],
    ['2026-05-01T23:59:59.000Z', { year: 2026, month: 5, day: 1 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['2026-00-10', null],
    ['2026-04-31', null],
    ['', null],
    ['01/05/2026', null],
  ])('%j → %j', (input, expected) => {
    expect(parseIsoDate(input)).toEqual(expected);
  });

  it('treats null and undefined as no date', () => {
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });

  it('requireIsoDate throws a RangeError on a malformed date', () => {
    expect(() => requireIsoDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2026-01-01', 20454],
  ])('%s is day %i', (iso, dayNumber) => {
    expect(toDayNumber(requireIsoDate(iso))).toBe(dayNumber);
    expect(formatIsoDate(fromDayNumber(dayNumber))).toBe(iso);
  });

  it('round-trips every day of 1999..2101', () => {
    const start = toDayNumber({ year: 1999, month: 1, day: 1 });
    const end = toDayNumber({ year: 2101, month: 12, day: 31 });
    const ours: string[] = [];
    const fromDate: string[] = [];
    for (let n = start; n <= end; n++) {
      ours.push(formatIsoDate(fromDayNumber(n)));
      fromDate.push(new Date(n * 86_400_000).toISOString().slice(0, 10));
    }
    expect(ours).toEqual(fromDate);
    expect(ours.map((iso) => toDayNumber(requireIsoDate(iso)) - start)).toEqual(ours.map((_, i) => i));
  });
});

describe('addDays / daysBetween / weekdayOf', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-10-25', 1, '2026-10-26'], // DST change in Europe: no drift
  ])('%s %+i days → %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
    expect(daysBetween(iso, expected)).toBe(days);
  });

  it.each([
    ['2027-01-03', 0], // Sunday
    ['2026-12-28', 1], // Monday
    ['2026-12-31', 4], // Thursday
    ['1970-01-01', 4],
    ['1969-12-28', 0],
  ])('%s is weekday %i', (iso, weekday) => {
    expect(weekdayOf(iso)).toBe(weekday);
  });
});

describe('addMonths (end-of-month clamping)', () => {
  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-05-15', 12, '2027-05-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-10-31', 1, '2026-11-30'],
  ])('%s + %i months → %s', (iso, months, expected) => {
    expect(addMonths(iso, months)).toBe(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('calendarDateOf', () => {
  it('reads the local calendar day of a Date', () => {
    expect(calendarDateOf(new Date(2026, 11, 31, 23, 30))).toEqual({ year: 2026, month: 12, day: 31 });
  });
});
