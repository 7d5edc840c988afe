import { parseIsoDate } from '@portal/core';
import { z } from 'zod';
import { EXAM_FLAGS } from '../../db/schema.js';
import { Boolish, Id } from '../../lib/params.js';

export const ROLE_MESSAGES = {
  created: 'Role created',
  updated: 'Role updated',
  deleted: 'Role deleted',
  examType: `The exam type must be one of: ${EXAM_FLAGS.join(', ')}.`,
  date: 'The date must be a date (YYYY-MM-DD).',
  categoryRequired: 'The category_id field is required.',
  categoryMissing: 'The category does not exist.',
  userMissing: 'User not found',
  roleMissing: 'Role not found',
  order: 'The expiration date must not be before the start date.',
} as const;

/** Form fields arrive as strings; an empty field means "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ExamType = z.enum(EXAM_FLAGS, { error: ROLE_MESSAGES.examType });

/** A calendar day; only the date part (first 10 characters) of a longer value is used (admin spec §5). */
export const RoleDate = z
  .string({ error: ROLE_MESSAGES.date })
  .trim()
  .transform((v) => v.slice(0, 10))
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, { error: ROLE_MESSAGES.date });

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

const PageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const PerPage = z.coerce.number().int().min(1).max(200).catch(25);

/** Search and paging for the users list (stays usable with 10,000 users). */
export const RolesQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  page: PageNumber.default(1),
  per_page: PerPage.default(25),
  /** 1: only users holding at least one role */
  with_roles: z.preprocess(blankToUndefined, Boolish.optional()).catch(undefined),
});

export const RolesCategoryQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  /** one category: its roles paged */
  category_id: z.preprocess(blankToUndefined, Id.optional()).catch(undefined),
  /** 1: every category (for the category picker), not only programmes and categories with roles */
  all: z.preprocess(blankToUndefined, Boolish.optional()).catch(undefined),
  page: PageNumber.default(1),
  per_page: PerPage.default(25),
});

export type CreateRoleInput = z.output<typeof CreateRoleBody>;
export type UpdateRoleInput = z.output<typeof UpdateRoleBody>;
