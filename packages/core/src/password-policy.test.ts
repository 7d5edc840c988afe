import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem, passwordShapeProblem } from './password-policy';

describe('password policy', () => {
  it.each([
    ['short1', 'passwordShort'],
    ['        ', 'passwordBlank'],
    ['\t \t \t \t ', 'passwordBlank'],
    ['x'.repeat(201), 'passwordLong'],
    ['password', 'passwordCommon'],
    ['PassWord', 'passwordCommon'],
    ['12345678', 'passwordCommon'],
    ['qwertyuiop', 'passwordCommon'],
    ['iloveyou', 'passwordCommon'],
    ['correct horse battery staple', null],
    ['secret-password', null],
    ['  spaced but long  ', null],
  ] as const)('%j → %s', async (password, expected) => {
    expect(await passwordProblem(password)).toBe(expected);
  });

  it('checks length and whitespace without the dictionary', () => {
    expect(passwordShapeProblem('seven77')).toBe('passwordShort');
    expect(passwordShapeProblem('password')).toBeNull();
  });

  it('tells the user what to do', () => {
    expect(PASSWORD_MESSAGES.passwordShort).toBe('The password must be at least 8 characters.');
    expect(PASSWORD_MESSAGES.passwordCommon).toMatch(/choose another/);
  });
});
