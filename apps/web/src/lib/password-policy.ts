import {
  PASSWORD_CODES,
  passwordProblem,
  passwordShapeProblem,
  type PasswordContext,
  type PasswordProblem,
} from '@portal/core';
import { useEffect, useState } from 'react';
import { isApiError } from './api';

/** The translation key (common namespace) of a password rule. */
export const passwordProblemKey = (problem: PasswordProblem) => `common:passwordPolicy.${problem}`;

const PROBLEM_OF_CODE = new Map(
  Object.entries(PASSWORD_CODES).map(([problem, code]) => [code, problem as PasswordProblem]),
);

/** The password rule a refused save names by its error code (`password.weak`, …), to show at the field. */
export function passwordProblemOf(error: unknown): PasswordProblem | null {
  return isApiError(error) && error.code ? (PROBLEM_OF_CODE.get(error.code) ?? null) : null;
}

/**
 * The first password rule (packages/core password-policy) the typed password breaks, to show at the field before
 * submitting. Length, whitespace and control characters are checked at once; the strength estimate (zxcvbn-ts with
 * its dictionaries, a lazy chunk) is loaded the first time a password of acceptable shape is typed, only on forms
 * that set one. `context`: the user's name and email, which make a password weak.
 */
export function usePasswordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  const shape = password ? passwordShapeProblem(password) : null;
  const { name = '', email = '' } = context;
  const key = `${password}\n${name}\n${email}`;
  const [checked, setChecked] = useState<{ key: string; problem: PasswordProblem | null } | null>(null);
  useEffect(() => {
    if (!password || shape) return;
    let current = true;
    void passwordProblem(password, { name, email }).then((problem) => {
      if (current) setChecked({ key, problem });
    });
    return () => {
      current = false;
    };
  }, [password, shape, name, email, key]);
  if (!password) return null;
  return shape ?? (checked?.key === key ? checked.problem : null);
}

/** The check a form runs on submit (waits for the dictionaries when they are not loaded yet). */
export const checkNewPassword = (password: string, context: PasswordContext = {}) =>
  passwordProblem(password, context);

/** Whether a rule is shown while typing (the dictionary rules) or only once the field was left (length). */
export const showsWhileTyping = (problem: PasswordProblem) =>
  problem !== 'passwordShort' && problem !== 'passwordBlank';
