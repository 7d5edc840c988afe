import { z } from 'zod';
import { PASSWORD_MESSAGES } from '@portal/core';
import { UserResponse } from '../users/schema.js';

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
/**
 * A new password: the whole policy (length, control characters, strength with the user's name and email) runs in
 * the service (auth/passwords.ts `assertAcceptablePassword`), which answers 422 with the rule's `code`.
 */
export const NewPassword = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .max(10_000, { error: PASSWORD_MESSAGES.passwordLong })
  .describe(
    'At least 8 and at most 200 characters (in Unicode NFKC form), no control characters, and hard to guess ' +
      '(zxcvbn score ≥ 3, the user’s name and email count as guesses). 422 codes: password.too_short, ' +
      'password.too_long, password.blank, password.control_characters, password.common, password.weak.',
  );
const password = NewPassword;

export const LoginBody = z
  .object({
    email: z
      .string({ error: AUTH_MESSAGES.emailInvalid })
      .trim()
      .max(254, { error: AUTH_MESSAGES.emailInvalid }),
    password: z
      .string({ error: AUTH_MESSAGES.badCredentials })
      .max(200, { error: AUTH_MESSAGES.badCredentials }),
  })
  .meta({ examples: [{ email: 'student@example.com', password: 'correct horse battery' }] });

export const RegisterBody = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.nameRequired })
    .max(100, { error: 'The name may not be longer than 100 characters.' }),
  email: z.string({ error: AUTH_MESSAGES.emailInvalid }).trim().pipe(email),
  password,
  // required (the docs show it so); false/0 is refused by the route with the same message
  terms: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], {
    error: AUTH_MESSAGES.termsRequired,
  }),
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

/** A message for the user, nothing else. */
export const MessageResponse = z.object({ message: z.string() }).describe('A message for the user');

const EXAMPLE_USER = {
  id: 3,
  name: 'Student',
  email: 'student@example.com',
  first_name: 'Anna',
  last_name: 'Muster',
  birthdate: '2004-05-17',
  address: 'Bahnhofstrasse 1',
  zip: '8001',
  city: 'Zürich',
  country: 'Switzerland',
  phone: null,
  parent: 0,
  first_name_parent: null,
  last_name_parent: null,
  address_parent: null,
  zip_parent: null,
  city_parent: null,
  country_parent: null,
  phone_parent: null,
  email_parent: null,
  email_verified_at: '2026-09-01T08:00:00.000Z',
  is_student: 1,
  is_teacher: 0,
  is_admin: 0,
  all_access: 0,
};

/** Login and registration: the bearer token for `Authorization: Bearer <token>` and the user. */
export const TokenResponse = z
  .object({
    token: z
      .string()
      .describe('The bearer token of the new session: send it as `Authorization: Bearer <token>`'),
    user: UserResponse,
  })
  .meta({
    description: 'The session: a bearer token and the logged-in user',
    examples: [{ token: 'k3Jq9w0ZxY7mR2vT5bN8cL4pQ1sD6fHa', user: EXAMPLE_USER }],
  });

/** POST /api/auth: the current user, or (with `token` in the body) the logout's message only. */
export const AuthResponse = z
  .object({
    message: z.string().describe("'User returned', or 'Logged out' for a logout"),
    user: UserResponse.optional().describe('The logged-in user (absent for a logout)'),
  })
  .meta({
    description: 'The current user, or the logout message',
    examples: [{ message: 'User returned', user: EXAMPLE_USER }, { message: 'Logged out' }],
  });

/** POST /api/auth/reset-password/complete. */
export const ResetCompleteResponse = z
  .object({
    message: z.string(),
    sessions_revoked: z.literal(true).describe('Every session of the account was logged out'),
  })
  .describe('The password was reset');

/** POST /api/auth/verify-email: the user with email_verified_at set. */
export const VerifiedResponse = z
  .object({ message: z.string(), user: UserResponse })
  .describe('The address is confirmed: the user with email_verified_at set');
