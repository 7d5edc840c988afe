import { describe, expect, it } from 'vitest';
import { answerTotals, dueTotals, formatDay, percent, shortDay, todayIso } from './format';

describe('statistics formatting', () => {
  it('shows calendar days as DD/MM/YYYY and DD/MM', () => {
    expect(formatDay('2026-12-01')).toBe('01/12/2026');
    expect(shortDay('2026-12-01')).toBe('01/12');
    expect(formatDay('soon')).toBe('soon');
  });

  it("today is the browser's calendar day", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('rounds percentages and keeps null', () => {
    expect(percent(62.5)).toBe(63);
    expect(percent(null)).toBeNull();
    expect(percent(Number.NaN)).toBeNull();
  });

  it('sums answers and due cards', () => {
    expect(
      answerTotals([
        { right: 3, wrong: 1 },
        { right: 0, wrong: 0 },
      ]),
    ).toEqual({ total: 4, right: 3, wrong: 1, rightPercent: 75 });
    expect(answerTotals([]).rightPercent).toBeNull();
    expect(
      dueTotals([
        { date: '2026-01-01', cards: 2 },
        { date: '2026-01-02', cards: 5 },
        { date: '2026-01-03', cards: 5 },
      ]),
    ).toEqual({ total: 12, peak: { date: '2026-01-02', cards: 5 } });
    expect(dueTotals([{ date: '2026-01-01', cards: 0 }]).peak).toBeNull();
  });
});
