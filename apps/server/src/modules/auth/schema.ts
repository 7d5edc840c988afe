import { z } from 'zod';
import { PASSWORD_TEXTS } from '../../auth/passwords.js';
import { UserResponse } from '../users/schema.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const AUTH_MESSAGES = defineMessages('auth', {
  nameRequired: { en: 'The name field is required.', de: 'Bitte gib deinen Namen ein.' },
  emailInvalid: {
    en: 'The email must be a valid email address.',
    de: 'Gib eine gültige E-Mail-Adresse ein.',
  },
  emailTaken: {
    en: 'The email has already been taken.',
    de: 'Diese E-Mail-Adresse ist schon registriert. Melde dich an oder setze dein Passwort zurück.',
  },
  termsRequired: {
    en: 'You must accept the terms and conditions.',
    de: 'Bitte akzeptiere die Nutzungsbedingungen.',
  },
  badCredentials: {
    en: 'These credentials do not match our records.',
    de: 'E-Mail-Adresse oder Passwort stimmen nicht. Prüfe deine Eingabe oder setze dein Passwort zurück.',
  },
  userReturned: { en: 'User returned', de: 'Benutzer geladen' },
  loggedOut: { en: 'Logged out', de: 'Abgemeldet' },
  resetSent: {
    en: 'If this address belongs to an account, we have emailed a link to reset the password.',
    de: 'Falls zu dieser Adresse ein Konto gehört, haben wir dir einen Link zum Zurücksetzen des Passworts gemailt.',
  },
  resetInvalid: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    de: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  },
  resetDone: {
    en: 'Your password has been reset and every session and older reset link has ended. You can log in now.',
    de: 'Dein Passwort ist zurückgesetzt; alle Sitzungen und älteren Links sind beendet. Du kannst dich jetzt anmelden.',
  },
  verifyInvalid: {
    en: 'This verification link is invalid or has expired.',
    de: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  },
  verified: { en: 'Your email address is verified.', de: 'Deine E-Mail-Adresse ist bestätigt.' },
  passwordMismatch: { en: 'Password must match', de: 'Die Passwörter stimmen nicht überein.' },
});

const email = z
  .email({ error: AUTH_MESSAGES.emailInvalid.code })
  .max(254, { error: AUTH_MESSAGES.emailInvalid.code });
/**
 * A new password: the whole policy (length, control characters, strength with the user's name and email) runs in
 * the service (auth/passwords.ts `assertAcceptablePassword`), which answers 422 with the rule's `code`.
 */
export const NewPassword = z
  .string({ error: PASSWORD_TEXTS.too_short.code })
  .max(10_000, { error: PASSWORD_TEXTS.too_long.code })
  .describe(
    'At least 8 and at most 200 characters (in Unicode NFKC form), no control characters, and hard to guess ' +
      '(zxcvbn score ≥ 3, the user’s name and email count as guesses). 422 codes: password.too_short, ' +
      'password.too_long, password.blank, password.control_characters, password.common, password.weak.',
  );
const password = NewPassword;

export const LoginBody = z
  .object({
    email: z
      .string({ error: AUTH_MESSAGES.emailInvalid.code })
      .trim()
      .max(254, { error: AUTH_MESSAGES.emailInvalid.code }),
    password: z
      .string({ error: AUTH_MESSAGES.badCredentials.code })
      .max(200, { error: AUTH_MESSAGES.badCredentials.code }),
  })
  .meta({ examples: [{ email: 'student@example.com', password: 'correct horse battery' }] });

export const RegisterBody = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired.code })
    .trim()
    .min(1, { error: AUTH_MESSAGES.nameRequired.code })
    .max(100),
  email: z.string({ error: AUTH_MESSAGES.emailInvalid.code }).trim().pipe(email),
  password,
  // required (the docs show it so); false/0 is refused by the route with the same message
  terms: z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], {
    error: AUTH_MESSAGES.termsRequired.code,
  }),
});

export const AuthBody = z.object({ token: z.string().max(500).optional() }).nullish();

export const ResetRequestBody = z.object({
  email: z.string({ error: AUTH_MESSAGES.emailInvalid.code }).trim().pipe(email),
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
  language: 'de',
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
