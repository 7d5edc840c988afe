import { parseIsoDate } from '@portal/core';
import { z } from 'zod';
import { EXAM_FLAGS } from '../../db/schema.js';
import { Boolish, Id } from '../../lib/params.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const ROLE_MESSAGES = defineMessages('roles', {
  created: { en: 'Role created', de: 'Rolle erstellt' },
  updated: { en: 'Role updated', de: 'Rolle gespeichert' },
  deleted: { en: 'Role deleted', de: 'Rolle gelöscht' },
  examType: {
    en: `The exam type must be one of: ${EXAM_FLAGS.join(', ')}.`,
    de: `Der Prüfungstyp muss einer der folgenden sein: ${EXAM_FLAGS.join(', ')}.`,
  },
  date: { en: 'The date must be a date (YYYY-MM-DD).', de: 'Gib ein gültiges Datum ein.' },
  categoryRequired: { en: 'The category_id field is required.', de: 'Bitte wähle eine Kategorie.' },
  categoryMissing: { en: 'The category does not exist.', de: 'Die gewählte Kategorie gibt es nicht.' },
  userMissing: { en: 'User not found', de: 'Diesen Benutzer gibt es nicht (mehr).' },
  roleMissing: { en: 'Role not found', de: 'Diese Rolle gibt es nicht (mehr).' },
  order: {
    en: 'The expiration date must not be before the start date.',
    de: 'Das Ablaufdatum darf nicht vor dem Startdatum liegen.',
  },
});

/** Form fields arrive as strings; an empty field means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ExamType = z.enum(EXAM_FLAGS, { error: ROLE_MESSAGES.examType.code });

/** A calendar day; only the date part (first 10 characters) of a longer value is used (admin spec §5). */
export const RoleDate = z
  .string({ error: ROLE_MESSAGES.date.code })
  .trim()
  .transform((v) => v.slice(0, 10))
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, {
    error: ROLE_MESSAGES.date.code,
  });

const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const CreateRoleBody = z.object({
  exam_type: opt(ExamType),
  expiration_date: opt(RoleDate),
  start_date: opt(RoleDate),
  category_id: z.preprocess(blankToUndefined, Id.optional()),
  watch_only: opt(Boolish),
});

export const UpdateRoleBody = z.object({
  exam_type: opt(ExamType),
  expiration_date: opt(RoleDate),
  start_date: opt(RoleDate),
  watch_only: opt(Boolish),
});

const PAGING_MESSAGES = defineMessages('roles', {
  page: { en: 'The page must be a whole number from 1.', de: 'Die Seite muss eine ganze Zahl ab 1 sein.' },
  perPage: {
    en: 'The number per page must be a whole number from 1 to 200.',
    de: 'Die Anzahl pro Seite muss eine ganze Zahl von 1 bis 200 sein.',
  },
  rolesPerCategory: {
    en: 'The number of roles per category must be a whole number from 0 to 200.',
    de: 'Die Anzahl Rollen pro Kategorie muss eine ganze Zahl von 0 bis 200 sein.',
  },
});
const PAGE_MESSAGE = PAGING_MESSAGES.page.code;
const PER_PAGE_MESSAGE = PAGING_MESSAGES.perPage.code;
const ROLES_PER_CATEGORY_MESSAGE = PAGING_MESSAGES.rolesPerCategory.code;

/** A whole number from a query string in [min, max], refused with `message` (422) otherwise. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && !/^\s*\d+\s*$/.test(v) ? Number.NaN : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

/** Paging (API convention): page from 1, per_page 1 to 200; anything else is refused with 422. */
const PageNumber = wholeNumber(1, 1_000_000, PAGE_MESSAGE).describe('The page, from 1');
const PerPage = wholeNumber(1, 200, PER_PAGE_MESSAGE).describe('Items per page, 1 to 200');

/** Search and paging for the users list (stays usable with 10,000 users). */
export const RolesQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .describe('Name or email contains it, or the id is it'),
  page: PageNumber.default(1),
  per_page: PerPage.default(25).describe('Users per page, 1 to 200'),
  /** 1: only users holding at least one role */
  with_roles: z
    .preprocess(blankToUndefined, Boolish.optional())
    .catch(undefined)
    .describe('1: only users holding at least one role'),
});

export const RolesCategoryQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .describe(
      'Only roles of users whose name or email contains it (or whose id is it), and their categories',
    ),
  /** one category: its roles paged */
  category_id: z
    .preprocess(blankToUndefined, Id.optional())
    .catch(undefined)
    .describe('One category: page and per_page then page its roles'),
  /** 1: every category (for the category picker), not only programmes and categories with roles */
  all: z
    .preprocess(blankToUndefined, Boolish.optional())
    .catch(undefined)
    .describe('1: every category (for the category picker), not only programmes and categories with roles'),
  page: PageNumber.default(1),
  per_page: PerPage.default(25).describe('Categories per page (with category_id: roles per page), 1 to 200'),
  roles_per_category: wholeNumber(0, 200, ROLES_PER_CATEGORY_MESSAGE)
    .default(25)
    .describe('Without category_id: how many of each category’s roles (newest first) come along, 0 to 200'),
});

export type CreateRoleInput = z.output<typeof CreateRoleBody>;
export type UpdateRoleInput = z.output<typeof UpdateRoleBody>;

// ---- Answers (issue 21): Role and User as the admin spec §3 names them ----

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Bit = z.union([z.literal(0), z.literal(1)]);
const Message = z.string().describe('What happened, in words for the user');

export const Role = z
  .object({
    id: z.int(),
    user_id: z.int(),
    category_id: z.int().describe('The category whose subtree the role opens'),
    category_title: z.string(),
    exam_type: z.string().describe(`The exam type: ${EXAM_FLAGS.join(', ')}`),
    start_date: Day,
    expiration_date: Day.describe('The last day of access'),
    watch_only: Bit.describe('1: the user reads but no progress is stored'),
    generated: z.boolean().describe('The user’s cache was generated for this role since it last changed'),
    active: z.boolean().describe('Today lies between start_date and expiration_date'),
  })
  .describe('Role');

export const PanelUser = z
  .object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    is_student: Bit,
    is_teacher: Bit,
    is_admin: Bit,
    all_access: Bit.describe('1: sees every category without roles'),
  })
  .describe('User');

const PageInfo = {
  total: z.int().describe('How many items there are over all pages'),
  page: z.int().describe('This page, from 1'),
  per_page: z.int(),
  last_page: z.int().describe('The last page (1 when there is nothing)'),
};

export const RolesResponse = z
  .object({
    users: z.array(PanelUser.extend({ roles: z.array(Role) }).describe('UserWithRoles')),
    ...PageInfo,
  })
  .describe('A page of users with their roles');

export const CategoryWithRoles = z
  .object({
    id: z.int(),
    title: z.string(),
    path_title: z.string().describe('The readable path, e.g. "Mathematik › Algebra"'),
    parent_id: z.int().nullable(),
    depth: z.int().describe('0 for a programme (top-level category)'),
    roles_count: z.int().describe('How many roles the category holds (matching q)'),
    roles: z
      .array(Role.extend({ user: PanelUser }))
      .describe('Newest first: a page of them with category_id, else the first roles_per_category'),
  })
  .describe('CategoryWithRoles');

export const RolesCategoryResponse = z
  .object({
    categories: z.array(CategoryWithRoles).describe('In tree order'),
    ...PageInfo,
    total: PageInfo.total.describe(
      'How many categories match (with category_id: how many roles the category holds matching q)',
    ),
  })
  .describe('A page of categories with their roles');

export const RoleResponse = z.object({ message: Message, role: Role }).describe('The role as saved');

export const RoleDeletedResponse = z
  .object({
    message: Message,
    id: z.int().describe('The deleted role'),
    trash_id: z.int().describe('The trash entry that restores it (30 days)'),
  })
  .describe('The role deleted (in the trash)');
