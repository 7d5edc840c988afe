import { z } from 'zod';
import { EXAM_FLAGS, type ExamFlag } from '../../db/schema.js';
import { Id, parseBoolish } from '../../lib/params.js';

/** A flag from a form or JSON: '1'/'0', 1/0, true/false. */
export const FlagValue = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], {
    error: 'A flag must be 1 or 0',
  })
  .transform((v) => parseBoolish(v) as boolean);

const flagShape = Object.fromEntries(EXAM_FLAGS.map((flag) => [flag, FlagValue.optional()])) as {
  [K in ExamFlag]: z.ZodOptional<typeof FlagValue>;
};

/** parent_id: 0, '', 'null' or null mean top level (null); otherwise a category id. */
export const ParentId = z
  .union([z.null(), z.literal(''), z.literal('null'), z.literal('0'), z.literal(0), Id])
  .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

const Position = z.coerce
  .number({ error: 'The position must be a number' })
  .int({ error: 'The position must be a whole number' })
  .min(0, { error: 'The position must be 0 or more' })
  .max(1_000_000, { error: 'The position is too large' });

/** Create and update form (admin spec §7): title (alias name), parent_id, position, description, the flags. */
export const CategoryBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    // Title checks carry the spec's message, so they are made in the service, not here.
    title: z.unknown().optional(),
    name: z.unknown().optional(),
    parent_id: ParentId.optional(),
    position: Position.optional(),
    description: z.string({ error: 'The description must be text' }).max(200_000).nullish(),
    price: z.coerce
      .number({ error: 'The price must be a number' })
      .min(0, { error: 'The price must be 0 or more' })
      .max(1_000_000, { error: 'The price is too large' })
      .optional(),
    ...flagShape,
  }),
);
export type CategoryInput = z.output<typeof CategoryBody>;

export const MoveParams = z.object({ id: Id, position: Position });

export const MoveBody = z.preprocess((v) => v ?? {}, z.object({ parent_id: ParentId.optional() }));
