import { describe, it, expect } from 'vitest';
import { datePart, isRoleActive, modesOf, type UserRights } from './roles';

describe('modesOf', () => {
  it.each<[UserRights, boolean, boolean, boolean]>([
    // user flags, adminMode, teacherMode, studentMode
    [{ is_student: 1, is_teacher: 0, is_admin: 0 }, false, false, true],
    [{ is_student: 0, is_teacher: 1, is_admin: 0 }, false, true, false],
    [{ is_student: 0, is_teacher: 0, is_admin: 1 }, true, true, false],
    [{ is_student: '1', is_teacher: '1', is_admin: '0' }, false, true, true],
    [{ is_admin: true }, true, true, false],
    [{}, false, false, false],
  ])('%j → admin %s, teacher %s, student %s', (user, adminMode, teacherMode, studentMode) => {
    expect(modesOf(user)).toEqual({ adminMode, teacherMode, studentMode });
  });
});

describe('isRoleActive (start and expiration inclusive)', () => {
  const role = { start_date: '2026-01-10', expiration_date: '2027-01-10' };
  it.each([
    ['2026-01-09', false],
    ['2026-01-10', true],
    ['2026-06-15', true],
    ['2027-01-10', true],
    ['2027-01-11', false],
  ])('today %s → %s', (today, expected) => {
    expect(isRoleActive(role, today)).toBe(expected);
  });

  it('reads date-time values by their date part', () => {
    expect(
      isRoleActive(
        { start_date: '2026-01-10 08:00:00', expiration_date: '2026-01-10T00:00:00Z' },
        '2026-01-10',
      ),
    ).toBe(true);
  });

  it('an unreadable date is not active', () => {
    expect(isRoleActive({ start_date: '', expiration_date: '2027-01-10' }, '2026-06-15')).toBe(false);
  });
});

describe('datePart', () => {
  it.each([
    ['2027-01-10T00:00:00.000Z', '2027-01-10'],
    ['2027-01-10', '2027-01-10'],
  ])('%s → %s', (value, expected) => {
    expect(datePart(value)).toBe(expected);
  });
});
