import { describe, expect, it } from 'vitest';
import { weekRange } from '@portal/core';
import { dayHeading, formatDay, groupByDay, webcalUrl } from './week-view';

const relative = { today: 'Heute', tomorrow: 'Morgen', yesterday: 'Gestern' };

describe('dayHeading', () => {
  it.each([
    ['2027-01-03', '2027-01-03', 'de', 'Heute'],
    ['2027-01-04', '2027-01-03', 'de', 'Morgen'],
    ['2027-01-02', '2027-01-03', 'de', 'Gestern'],
    ['2026-12-28', '2027-01-03', 'de', 'Montag, 28/12/2026'],
    ['2027-01-03', '2026-12-31', 'de', 'Sonntag, 03/01/2027'],
    ['2027-01-03', '2026-12-31', 'en', 'Sunday, 03/01/2027'],
  ])('%s seen on %s in %s → %s', (day, today, language, label) => {
    expect(dayHeading(day, today, language, relative).label).toBe(label);
  });
});

describe('formatDay', () => {
  it('writes DD/MM/YYYY in both languages, as the cart does (learner spec §5)', () => {
    expect(formatDay('2026-06-15')).toBe('15/06/2026');
    expect(formatDay('2026-11-23')).toBe('23/11/2026');
  });
});

describe('groupByDay', () => {
  it('groups by day in the order of the week and leaves out empty days', () => {
    const week = weekRange('2026-12-31', 0);
    const lessons = [
      { id: 1, day: '2027-01-03' },
      { id: 2, day: '2026-12-28' },
      { id: 3, day: '2027-01-03' },
      { id: 4, day: '2027-01-04' }, // the stored range's Monday after: not displayed
    ];
    expect(groupByDay(lessons, week.days)).toEqual([
      { day: '2026-12-28', lessons: [{ id: 2, day: '2026-12-28' }] },
      {
        day: '2027-01-03',
        lessons: [
          { id: 1, day: '2027-01-03' },
          { id: 3, day: '2027-01-03' },
        ],
      },
    ]);
  });
});

it('webcalUrl', () => {
  expect(webcalUrl('https://portal.example/api/calendar/abc.ics')).toBe(
    'webcal://portal.example/api/calendar/abc.ics',
  );
});
