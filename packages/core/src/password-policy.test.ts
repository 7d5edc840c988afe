import { beforeAll, describe, expect, it } from 'vitest';
import {
  contextWords,
  normalizePassword,
  PASSWORD_CODES,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordShapeProblem,
} from './password-policy';

const ANNA = { name: 'Anna Muster', email: 'anna.muster@example.com' };

describe('password policy', () => {
  // The first judgement loads the dictionaries (seconds on a loaded machine): done here, so no test's time limit
  // depends on whether it happens to run first.
  beforeAll(async () => {
    await passwordProblem('warm-up words for the dictionaries');
  }, 60_000);

  it.each([
    ['short1', 'passwordShort'],
    ['        ', 'passwordBlank'],
    ['x'.repeat(201), 'passwordLong'],
    ['password', 'passwordCommon'],
    ['PassWord', 'passwordCommon'],
    ['12345678', 'passwordCommon'],
    ['qwertyuiop', 'passwordCommon'],
    ['iloveyou', 'passwordCommon'],
    // the red team's findings (issue 33)
    ['aaaaaaaa', 'passwordWeak'],
    ['\u0000'.repeat(8), 'passwordControl'],
    ['qwertzuiop', 'passwordWeak'],
    ['ｐａｓｓｗｏｒｄ', 'passwordCommon'],
    // control characters anywhere, also in an otherwise strong password
    ['\t \t \t \t ', 'passwordControl'],
    ['correct\nhorse battery', 'passwordControl'],
    ['correct horse\u007f battery', 'passwordControl'],
    ['correct horse\u0085battery', 'passwordControl'],
    // weak by pattern or dictionary (German and English)
    ['Sommerferien2024', 'passwordWeak'],
    ['abcdefgh123', 'passwordWeak'],
    ['a1b2'.repeat(50), 'passwordWeak'],
    ['Passwort123!', null],
    // strong enough
    ['correct horse battery staple', null],
    ['vier unabhängige Wörter am Fluss', null],
    ['secret-password', null],
    ['  spaced but long  ', null],
  ] as const)('%j → %s', async (password, expected) => {
    expect(await passwordProblem(password)).toBe(expected);
  });

  it('judges the password with the user’s own name and email as guesses', async () => {
    expect(await passwordProblem('anna.muster2024')).toBeNull();
    expect(await passwordProblem('anna.muster2024', ANNA)).toBe('passwordWeak');
    expect(contextWords(ANNA)).toEqual(
      expect.arrayContaining(['anna muster', 'anna', 'muster', 'anna.muster@example.com', 'anna.muster']),
    );
  });

  it('judges the NFKC form: full-width and compatibility characters read as what they look like', async () => {
    expect(normalizePassword('ｐａｓｓｗｏｒｄ')).toBe('password');
    expect(normalizePassword('ﬁle')).toBe('file');
    expect(passwordShapeProblem('ｓｈｏｒｔ')).toBe('passwordShort');
    expect(await passwordProblem('１２３４５６７８')).toBe('passwordCommon');
  });

  it('checks length, whitespace and control characters without the dictionary', () => {
    expect(passwordShapeProblem('seven77')).toBe('passwordShort');
    expect(passwordShapeProblem('password')).toBeNull();
    expect(passwordShapeProblem('pass\u0000word')).toBe('passwordControl');
  });

  it('tells the user what to do, with a stable code per rule', () => {
    expect(PASSWORD_MESSAGES.passwordShort).toBe('The password must be at least 8 characters.');
    expect(PASSWORD_MESSAGES.passwordCommon).toMatch(/choose another/);
    expect(PASSWORD_MESSAGES.passwordWeak).toMatch(/too easy to guess/);
    expect(PASSWORD_MESSAGES.passwordControl).toMatch(/control characters/);
    expect(Object.keys(PASSWORD_CODES).sort()).toEqual(Object.keys(PASSWORD_MESSAGES).sort());
    expect(PASSWORD_CODES.passwordWeak).toBe('password.weak');
  });
});
