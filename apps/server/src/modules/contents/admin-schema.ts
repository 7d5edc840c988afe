import { z } from 'zod';
import { IdList } from '../cards/admin-schema.js';

/**
 * Content create/update payload (admin spec §7 "Content"). The fields are checked in the service in the
 * spec's order with its messages; the schema only accepts the shape.
 */
export const ContentBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    id: z.unknown().optional(),
    category_id: z.unknown().optional(),
    name: z.unknown().optional(),
    description: z.unknown().optional(),
    relevance: z.unknown().optional(),
    difficulty: z.unknown().optional(),
    file_path: z.unknown().optional(),
    file_extension: z.unknown().optional(),
    content_type: z.unknown().optional(),
    media_type: z.unknown().optional(),
    solution_active: z.unknown().optional(),
    solution_path: z.unknown().optional(),
    no_progress: z.unknown().optional(),
  }),
);
export type ContentPayload = z.output<typeof ContentBody>;

export const ContentIdsBody = z.preprocess((v) => v ?? {}, z.object({ content_ids: IdList }));
