import { describe, expect, it } from 'vitest';
import { isTrashExpired, TRASH_DAYS, trashDaysLeft, trashPurgeAt } from './trash';

describe('trash retention (issue 18: kept 30 days)', () => {
  const deleted = new Date('2026-11-01T10:00:00Z');
  it('keeps 30 days', () => {
    expect(TRASH_DAYS).toBe(30);
    expect(trashPurgeAt(deleted).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });
  it.each([
    ['2026-11-01T10:00:00Z', false, 30],
    ['2026-11-01T10:00:01Z', false, 30],
    ['2026-11-30T09:59:59Z', false, 2],
    ['2026-11-30T10:00:00Z', false, 1],
    ['2026-11-30T10:00:01Z', false, 1],
    ['2026-12-01T10:00:00Z', true, 0],
    ['2027-01-01T00:00:00Z', true, 0],
  ])('at %s expired=%s, %i days left', (now, expired, left) => {
    expect(isTrashExpired(deleted, new Date(now))).toBe(expired);
    expect(trashDaysLeft(deleted, new Date(now))).toBe(left);
  });
});
