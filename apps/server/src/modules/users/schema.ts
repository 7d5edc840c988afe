import { z } from 'zod';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { VALIDATION } from '../../lib/i18n/common-messages.js';

const USER_FIELD_MESSAGES = defineMessages('user', {
  birthdatePast: {
    en: 'The birthdate must be a real date in the past.',
    de: 'Das Geburtsdatum muss ein echtes Datum in der Vergangenheit sein.',
  },
});

const text = (max = 200) => z.string().trim().max(max).nullish();

export const ProfileFields = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  language: z
    .enum(['de', 'en'])
    .optional()
    .describe(
      'The language the user reads: server messages and mails use it (else Accept-Language, else de)',
    ),
  first_name: text(),
  last_name: text(),
  birthdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION.date.code })
    .refine(
      (d) => !Number.isNaN(Date.parse(d)) && d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10),
      {
        error: USER_FIELD_MESSAGES.birthdatePast.code,
      },
    )
    .nullish(),
  address: text(),
  zip: text(20),
  city: text(),
  country: text(),
  phone: text(50),
  parent: z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1'])])
    .transform(Number)
    .optional(),
  first_name_parent: text(),
  last_name_parent: text(),
  address_parent: text(),
  zip_parent: text(20),
  city_parent: text(),
  country_parent: text(),
  phone_parent: text(50),
  email_parent: z.union([z.email({ error: VALIDATION.email.code }).max(254), z.literal('')]).nullish(),
});

export const UpdateUserBody = ProfileFields.extend({
  password: z.string().max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
  current_password: z.string().max(200).optional(),
});

/** A right or the parent flag as the API answers it: 1 or 0 (learner spec §3). */
const Bit = z.literal([0, 1]);
const Text = z.string().nullable();

/** The user (learner spec §3 User): profile, contract partner, verification and rights. */
export const UserResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    first_name: Text,
    last_name: Text,
    language: z.enum(['de', 'en']).nullable().describe("The user's language (null: not chosen yet)"),
    birthdate: z.iso.date().nullable().describe('Calendar day, YYYY-MM-DD'),
    address: Text,
    zip: Text,
    city: Text,
    country: Text,
    phone: Text,
    parent: Bit.describe('1 when a parent is the contract partner (the *_parent fields apply)'),
    first_name_parent: Text,
    last_name_parent: Text,
    address_parent: Text,
    zip_parent: Text,
    city_parent: Text,
    country_parent: Text,
    phone_parent: Text,
    email_parent: Text,
    email_verified_at: z.iso
      .datetime()
      .nullable()
      .describe('When the email address was confirmed; null until then'),
    is_student: Bit,
    is_teacher: Bit.describe('Teacher mode: authoring, lessons, the admin panel'),
    is_admin: Bit,
    all_access: Bit.describe('Sees every programme without buying it'),
  })
  .describe('User');

/** POST /api/user/update with profile fields. */
export const ProfileUpdatedResponse = z
  .object({ message: z.string(), user: UserResponse })
  .describe('The profile was saved: the updated user');

/** POST /api/user/update with a new password, and POST /api/user/sessions/logout-others. */
export const SessionsEndedResponse = z
  .object({
    message: z.string(),
    other_sessions_ended: z.number().int().describe('How many other sessions (devices) were logged out'),
  })
  .describe('The other sessions were ended');

export const UpdateUserResponse = z
  .union([ProfileUpdatedResponse, SessionsEndedResponse])
  .describe('Profile fields: the updated user. A new password: the number of other sessions it ended');

/** One login of the user (a token): GET /api/user/sessions. */
export const SessionResponse = z
  .object({
    id: z.number().int(),
    device: z
      .string()
      .nullable()
      .describe('Browser and system read from the user agent, e.g. "Firefox on Linux"'),
    user_agent: z.string().nullable(),
    created_at: z.iso.datetime().describe('When this session logged in'),
    last_used_at: z.iso.datetime().describe('Last request (recorded at most once a minute)'),
    current: z.boolean().describe('The session making this request'),
  })
  .describe('Session');

export const SessionsResponse = z
  .object({ sessions: z.array(SessionResponse) })
  .describe("The user's active sessions, most recently used first");

/** POST /api/user/rights/{id}. */
export const RightsResponse = z
  .object({ message: z.string(), user: UserResponse })
  .describe('The rights were saved: the user with their rights now');

/** POST /api/user/delete/{id}. */
export const UserDeletedResponse = z
  .object({
    message: z.string(),
    id: z.number().int().describe('The deleted user'),
  })
  .describe('The user was deleted');
