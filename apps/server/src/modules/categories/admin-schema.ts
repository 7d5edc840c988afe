import { z } from 'zod';
import { EXAM_FLAGS, type ExamFlag } from '../../db/schema.js';
import { Id, parseBoolish } from '../../lib/params.js';
import { ExamFlags } from './schema.js';

/** A flag from a form or JSON: '1'/'0', 1/0, true/false. */
export const FlagValue = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => parseBoolish(v) as boolean);

const flagShape = Object.fromEntries(EXAM_FLAGS.map((flag) => [flag, FlagValue.optional()])) as {
  [K in ExamFlag]: z.ZodOptional<typeof FlagValue>;
};

/** parent_id: 0, '', 'null' or null mean top level (null); otherwise a category id. */
export const ParentId = z
  .union([z.null(), z.literal(''), z.literal('null'), z.literal('0'), z.literal(0), Id])
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

const Position = z.coerce.number().int().min(0).max(1_000_000);

/** Create and update form (admin spec §7): title (alias name), parent_id, position, description, the flags. */
export const CategoryBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    // Title checks carry the spec's message, so they are made in the service, not here.
    // (documented as the text they must be; the service refuses other values with 422)
    title: z.unknown().optional().meta({
      type: 'string',
      maxLength: 255,
      description: 'Required on create (or `name`); up to 255 characters',
    }),
    name: z
      .unknown()
      .optional()
      .meta({ type: 'string', maxLength: 255, description: 'Another name for `title`' }),
    parent_id: ParentId.optional(),
    position: Position.optional(),
    description: z.string().max(200_000).nullish(),
    price: z.coerce.number().min(0).max(1_000_000).optional(),
    ...flagShape,
  }),
);
export type CategoryInput = z.output<typeof CategoryBody>;

export const MoveParams = z.object({ id: Id, position: Position });

export const MoveBody = z.preprocess((v) => v ?? {}, z.object({ parent_id: ParentId.optional() }));

// ---- Responses (shapes produced by admin-presenter.ts) ----

const Int = z.number().int();

/** A category as the admin API returns it: spec field names, flags '1'/'0', `name` = `title`. */
export const AdminCategory = z
  .object({
    id: Int,
    category_id: Int.describe('Same as id'),
    title: z.string(),
    name: z.string().describe('Same as title; `//` marks a line break'),
    description: z.string(),
    parent_id: Int.nullable().describe('The parent category; null at top level'),
    position: Int.describe('Order among its siblings, from 0'),
    price: z.number().describe('Price in CHF'),
    image: z.string().nullable().describe('File name under /storage/user_uploads/, or null'),
    path: z.string().describe('Materialized path of ids from the root, e.g. `/1/12/`'),
    depth: Int.describe('0 at top level'),
    ...ExamFlags.shape,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .describe('Category (admin)');

export const CategoryCreatedResponse = z.object({ message: z.string(), category: AdminCategory });

export const CategoryUpdatedResponse = z.object({ message: z.string(), updatedObject: AdminCategory });

export const CategoryMovedResponse = z.object({ message: z.string(), category: AdminCategory });

const DeleteCounts = {
  subcategories: Int.describe('Categories below it'),
  cards: Int.describe('Cards in the subtree'),
  contents: Int.describe('Theory and exercise contents in the subtree'),
  roles: Int.describe('Roles on the subtree’s categories'),
};

export const DeleteSummaryResponse = z
  .object({ id: Int, title: z.string(), ...DeleteCounts })
  .describe('What deleting the category takes with it');

export const CategoryDeletedResponse = z.object({
  message: z.string(),
  deleted: z.array(Int).describe('Ids of the categories moved to the trash (the category and its subtree)'),
  trash_id: Int.describe('The trash entry; POST /api/trash/{id}/restore undoes the deletion'),
  summary: z.object(DeleteCounts),
});

export const ChaptersUpdatedResponse = z.object({
  message: z.string(),
  categories: Int.describe('Number of categories whose counts were recomputed'),
});
