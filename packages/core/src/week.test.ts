import { describe, it, expect } from 'vitest';
import { daysBetween } from './calendar-date';
import { dayHeader, isoWeekday, lessonLinkState, toHourMinute, WEEK_RANGE_DAYS, weekRange } from './week';

describe('weekRange', () => {
  it.each([
    // today, offset, stored from, displayed Monday, displayed Sunday, stored to
    ['2026-06-17', 0, '2026-06-14', '2026-06-15', '2026-06-21', '2026-06-22'], // a Wednesday
    ['2026-06-15', 0, '2026-06-14', '2026-06-15', '2026-06-21', '2026-06-22'], // a Monday
    ['2026-06-21', 0, '2026-06-14', '2026-06-15', '2026-06-21', '2026-06-22'], // a Sunday is day 7
    ['2026-05-31', 0, '2026-05-24', '2026-05-25', '2026-05-31', '2026-06-01'], // Sunday, month end
    ['2026-05-31', 1, '2026-05-31', '2026-06-01', '2026-06-07', '2026-06-08'], // across a month boundary
    ['2026-12-31', 0, '2026-12-27', '2026-12-28', '2027-01-03', '2027-01-04'], // week spanning the new year
    ['2026-12-31', 1, '2027-01-03', '2027-01-04', '2027-01-10', '2027-01-11'], // across a year boundary
    ['2027-01-03', 0, '2026-12-27', '2026-12-28', '2027-01-03', '2027-01-04'], // a Sunday in the new year
    ['2027-01-03', -1, '2026-12-20', '2026-12-21', '2026-12-27', '2026-12-28'],
    ['2026-03-04', -2, '2026-02-15', '2026-02-16', '2026-02-22', '2026-02-23'],
    ['2028-03-01', -1, '2028-02-20', '2028-02-21', '2028-02-27', '2028-02-28'],
    ['2028-03-01', 0, '2028-02-27', '2028-02-28', '2028-03-05', '2028-03-06'], // leap year
  ])('today %s, offset %i → %s | %s..%s | %s', (today, offset, from, displayFrom, displayTo, to) => {
    const week = weekRange(today, offset);
    expect(week).toMatchObject({ from, displayFrom, displayTo, to });
    expect(daysBetween(week.from, week.to)).toBe(WEEK_RANGE_DAYS);
  });

  it('the stored range spans 8 days', () => {
    expect(WEEK_RANGE_DAYS).toBe(8);
  });

  it('lists the seven displayed days Monday to Sunday', () => {
    expect(weekRange('2026-12-31', 0).days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('consecutive offsets from a Sunday tile the calendar Monday to Sunday, across months and years', () => {
    for (let offset = -60; offset <= 60; offset++) {
      const week = weekRange('2026-12-27', offset);
      const next = weekRange('2026-12-27', offset + 1);
      expect(isoWeekday(week.displayFrom)).toBe(1);
      expect(isoWeekday(week.displayTo)).toBe(7);
      expect(next.from).toBe(week.displayTo);
      expect(next.displayFrom).toBe(week.to);
    }
  });

  it('reads a Date as the local calendar day', () => {
    expect(weekRange(new Date(2027, 0, 3, 23, 59), 0).displayFrom).toBe('2026-12-28');
    expect(weekRange(new Date(2027, 0, 4, 0, 1), 0).displayFrom).toBe('2027-01-04');
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-12-28', 1],
    ['2027-01-02', 6],
    ['2027-01-03', 7],
  ])('%s → %i', (iso, weekday) => {
    expect(isoWeekday(iso)).toBe(weekday);
  });
});

describe('dayHeader', () => {
  it.each([
    ['2026-12-31', '2026-12-31', 'today', 4],
    ['2027-01-01', '2026-12-31', 'tomorrow', 5],
    ['2026-12-30', '2026-12-31', 'yesterday', 3],
    ['2027-01-03', '2026-12-31', 'weekday', 0],
    ['2026-12-28', '2026-12-31', 'weekday', 1],
    ['2026-03-01', '2026-02-28', 'tomorrow', 0],
    // seen on a Sunday, across a month and a year boundary
    ['2026-06-22', '2026-06-21', 'tomorrow', 1],
    ['2026-06-20', '2026-06-21', 'yesterday', 6],
    ['2026-02-28', '2026-03-01', 'yesterday', 6],
    ['2026-12-31', '2027-01-01', 'yesterday', 4],
    ['2027-01-04', '2027-01-03', 'tomorrow', 1],
    ['2026-12-28', '2027-01-03', 'weekday', 1],
  ])('%s seen on %s → %s (weekday %i)', (day, today, kind, weekday) => {
    expect(dayHeader(day, today)).toEqual({ kind, weekday, date: day });
  });
});

describe('lessonLinkState', () => {
  it.each([
    ['', '123 456', 'unavailable'],
    ['-', '123 456', 'unavailable'],
    ['--', '123 456', 'unavailable'],
    [null, '123 456', 'unavailable'],
    ['https://zoom.us/j/1', '', 'recording'],
    ['https://zoom.us/j/1', '-', 'recording'],
    ['https://zoom.us/j/1', 'xx', 'recording'],
    ['https://zoom.us/j/1', null, 'recording'],
    ['abc', '123', 'live'],
    ['https://zoom.us/j/1', '123 456 789', 'live'],
    ['https://zoom.us/j/1', 12345, 'live'],
  ])('link %j, meeting id %j → %s', (link, meetingId, expected) => {
    expect(lessonLinkState(link, meetingId)).toBe(expected);
  });
});

describe('toHourMinute', () => {
  it.each([
    ['14:30:00', '14:30'],
    ['08:05', '08:05'],
  ])('%s → %s', (time, expected) => {
    expect(toHourMinute(time)).toBe(expected);
  });
});
