import { passwordProblem, passwordShapeProblem, type PasswordProblem } from '@portal/core';
import { useEffect, useState } from 'react';

/** The translation key (common namespace) of a password rule. */
export const passwordProblemKey = (problem: PasswordProblem) => `common:passwordPolicy.${problem}`;

/**
 * The first password rule (packages/core password-policy) the typed password breaks, to show before
 * submitting. Length and whitespace are checked at once; the common-password list (a lazy chunk of about
 * 200 KB) is loaded the first time a password of acceptable shape is typed, only on forms that set one.
 */
export function usePasswordProblem(password: string): PasswordProblem | null {
  const shape = password ? passwordShapeProblem(password) : null;
  const [common, setCommon] = useState<{ password: string; problem: PasswordProblem | null } | null>(null);
  useEffect(() => {
    if (!password || shape) return;
    let current = true;
    void passwordProblem(password).then((problem) => {
      if (current) setCommon({ password, problem });
    });
    return () => {
      current = false;
    };
  }, [password, shape]);
  if (!password) return null;
  return shape ?? (common?.password === password ? common.problem : null);
}

/** The check a form runs on submit (waits for the dictionary when it is not loaded yet). */
export const checkNewPassword = (password: string) => passwordProblem(password);
