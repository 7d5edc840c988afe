import { z } from 'zod';
import { Id } from '../../lib/params.js';

/**
 * Card create/update payload (admin spec §7): title, relevance, difficulty, learntype_id, category_id, data
 * (object or JSON string) and, for interactive cards, type. The fields are checked in the service, in the
 * spec's order and with the spec's messages, so the schema here only accepts the shape.
 */
export const CardBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    title: z.unknown().optional(),
    relevance: z.unknown().optional(),
    difficulty: z.unknown().optional(),
    learntype_id: z.unknown().optional(),
    type: z.unknown().optional(),
    category_id: z.unknown().optional(),
    data: z.unknown().optional(),
    description: z.unknown().optional(),
  }),
);
export type CardPayload = z.output<typeof CardBody>;

export const CategoryIdParams = z.object({ categoryId: Id });

/**
 * A list of ids from JSON ([1, 2]), a form (card_ids[]=1&card_ids[]=2 or '1,2') or a JSON string ('[1,2]').
 * At most 1000 at once; duplicates are dropped.
 */
export const IdList = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      const text = v.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return v;
        }
      }
      return text === '' ? [] : text.split(',').map((s) => s.trim());
    }
    return typeof v === 'number' ? [v] : v;
  },
  z
    .array(Id, { error: 'A list of ids is required' })
    .min(1, { error: 'Select at least one item' })
    .max(1000, { error: 'At most 1000 items at once' })
    .transform((ids) => [...new Set(ids)]),
);

export const CardIdsBody = z.preprocess((v) => v ?? {}, z.object({ card_ids: IdList }));
