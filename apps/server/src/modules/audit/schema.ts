import { z } from 'zod';
import { Id } from '../../lib/params.js';
import { AUDIT_ITEM_TYPES } from './service.js';

const optionalId = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), Id.optional());

export const AuditQuery = z.object({
  user_id: optionalId,
  item_type: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(AUDIT_ITEM_TYPES, {
        error: `The item type must be one of ${AUDIT_ITEM_TYPES.join(', ')}`,
      }),
    )
    .optional(),
  item_id: optionalId,
  page: z.coerce
    .number({ error: 'The page must be a number' })
    .int({ error: 'The page must be a whole number' })
    .min(1, { error: 'The page must be at least 1' })
    .max(100_000, { error: 'The page is too large' })
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int({ error: 'per_page must be a whole number' })
    .min(1, { error: 'per_page must be between 1 and 200' })
    .max(200, { error: 'per_page must be between 1 and 200' })
    .default(50),
});
