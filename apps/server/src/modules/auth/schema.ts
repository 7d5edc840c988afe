import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordShapeProblem } from '@portal/core';

export const AUTH_MESSAGES = {
  nameRequired: 'The name field is required.',
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'The email has already been taken.',
  passwordShort: PASSWORD_MESSAGES.passwordShort,
  termsRequired: 'You must accept the terms and conditions.',
  badCredentials: 'These credentials do not match our records.',
  userReturned: 'User returned',
  loggedOut: 'Logged out',
  resetSent: 'If this address belongs to an account, we have emailed a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone:
    'Your password has been reset and every session and older reset link has ended. You can log in now.',
  verifyInvalid: 'This verification link is invalid or has expired.',
  verified: 'Your email address is verified.',
  passwordMismatch: 'Password must match',
} as const;

const email = z.email({ error: AUTH_MESSAGES.emailInvalid }).max(254, { error: AUTH_MESSAGES.emailInvalid });
/** A new password's shape (length, not only whitespace); the common-password check runs in the service. */
export const NewPassword = z.string({ error: AUTH_MESSAGES.passwordShort }).superRefine((value, ctx) => {
  const problem = passwordShapeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
});
const password = NewPassword;

export const LoginBody = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .trim()
    .max(254, { error: AUTH_MESSAGES.emailInvalid }),
  password: z
    .string({ error: AUTH_MESSAGES.badCredentials })
    .max(200, { error: AUTH_MESSAGES.badCredentials }),
});

export const RegisterBody = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.nameRequired })
    .max(100, { error: 'The name may not be longer than 100 characters.' }),
  email: z.string({ error: AUTH_MESSAGES.emailInvalid }).trim().pipe(email),
  password,
  terms: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]).optional(),
});

export const AuthBody = z.object({ token: z.string().max(500).optional() }).nullish();

export const ResetRequestBody = z.object({
  email: z.string({ error: AUTH_MESSAGES.emailInvalid }).trim().pipe(email),
});

export const ResetCompleteBody = z.object({
  token: z.string().min(10).max(200),
  password,
  password_confirmation: z.string().max(200),
});

export const VerifyBody = z.object({ token: z.string().min(10).max(200) });
