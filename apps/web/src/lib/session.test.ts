import { describe, expect, it } from 'vitest';
import { modesOf, type User } from './session';

const user = (flags: Partial<User>) => ({ id: 1, name: 'x', email: 'x@y.z', ...flags }) as User;

describe('modes (DESIGN §4)', () => {
  it.each<[Partial<User>, object]>([
    [
      { is_admin: 1, is_teacher: 0, is_student: 0 },
      { adminMode: true, teacherMode: true, studentMode: false },
    ],
    [
      { is_admin: 0, is_teacher: 1, is_student: 0 },
      { adminMode: false, teacherMode: true, studentMode: false },
    ],
    [
      { is_admin: 0, is_teacher: 0, is_student: 1 },
      { adminMode: false, teacherMode: false, studentMode: true },
    ],
  ])('%o → %o', (flags, expected) => {
    expect(modesOf(user(flags))).toMatchObject({ ...expected, loggedIn: true });
  });

  it('logged out has no mode', () => {
    expect(modesOf(null)).toEqual({
      user: null,
      loggedIn: false,
      adminMode: false,
      teacherMode: false,
      studentMode: false,
    });
  });
});
