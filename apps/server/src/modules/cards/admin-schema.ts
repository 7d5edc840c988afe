import { z } from 'zod';
import { Id } from '../../lib/params.js';
import { CardData, CardFields, CardType } from './schema.js';

/**
 * Documents a body whose fields the service checks itself: the request schema stays `loose` (it accepts the
 * shape, so the service can refuse in the spec's order with the spec's messages, 422), while the API document
 * shows the typed `documented` schema, which is what the service accepts.
 */
export function documentedBody<T extends z.ZodType>(loose: T, documented: z.ZodType): T {
  const json = z.toJSONSchema(documented, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  delete json.$schema;
  return loose.meta(json) as T;
}

const LooseCardBody = z.preprocess(
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
export type CardPayload = z.output<typeof LooseCardBody>;

const rating = (what: string) =>
  z.number().int().min(1).max(5).describe(`${what}, 1 to 5 (a form post sends the digit as text)`);

/** The card editor's fields, typed (admin spec §3 "Card", §5 for the rules and their order). */
const CardInputFields = {
  title: z
    .string()
    .min(1)
    .max(255)
    .describe('Must be filled ("Title must be entered"); at most 255 characters'),
  relevance: rating('Relevance'),
  difficulty: rating('Difficulty'),
  learntype_id: z
    .number()
    .int()
    .describe('A learn type id of GET /api/learntypes; 0 (standard) when left out'),
  type: CardType.describe(
    '1 image, 2 HTML, 3 single choice, 4 multi choice, 5 pair matching, 6 cloze, 7 word. May be left out for image and HTML cards: their data tells which (image when it cannot tell)',
  ),
  category_id: z.number().int().describe('Ignored: the category is the path’s'),
  data: z
    .union([CardData, z.string().describe('The same object as JSON text (a form post)')])
    .describe(
      'The content of the card; its shape depends on `type` (one shape per type, see the alternatives). Image names must be uploads of POST /api/file; HTML is cleaned. Refused with the spec’s messages, e.g. "You need to upload images first", "You have more than one correct Answer"',
    ),
  description: z.string().max(5000).nullable().describe('An optional note; at most 5000 characters'),
};

/**
 * Card create payload (admin spec §7): title, relevance, difficulty, learntype_id, category_id, data (object
 * or JSON string) and, for interactive cards, type. JSON or a form (multipart or urlencoded). The fields are
 * checked in the service, in the spec's order and with the spec's messages (422).
 */
export const CardBody = documentedBody(
  LooseCardBody,
  z
    .object(CardInputFields)
    .partial({ learntype_id: true, type: true, category_id: true, description: true })
    .describe('A new card')
    .meta({
      examples: [
        {
          title: 'Lösung einer Gleichung',
          relevance: 5,
          difficulty: 1,
          learntype_id: 0,
          type: 3,
          data: {
            question: 'Welche Lösung hat 2x + 6 = 14?',
            answers: [{ false: 'x = 3' }, { true: 'x = 4' }],
          },
        },
      ],
    }),
);

/** Card update payload: the create fields, each optional; a field left out keeps its value. */
export const CardUpdateBody = documentedBody(
  LooseCardBody,
  z
    .object(CardInputFields)
    .partial()
    .describe('The fields to change; the result is validated as a whole card'),
);

/** A card as the editor reads it (admin spec §3 "Card"). */
export const AdminCard = z
  .object({
    ...CardFields,
    created_at: z.string().describe('ISO 8601 instant'),
    updated_at: z.string().describe('ISO 8601 instant'),
  })
  .describe('Card (editor)');

export const CardCreatedResponse = z.object({ message: z.string(), card: AdminCard });
export const CardUpdatedResponse = z.object({ message: z.string(), updatedObject: AdminCard });
export const CardsDeletedResponse = z.object({
  message: z.string(),
  deleted: z.array(z.number().int()).describe('The ids moved to the trash'),
  trash_id: z.number().int().describe('Undo with POST /api/trash/{trash_id}/restore (kept 30 days)'),
});
export const CardsMovedResponse = z.object({
  message: z.string(),
  moved: z.array(z.number().int()).describe('The ids moved'),
  category_id: z.number().int().describe('The category they are in now'),
});

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
    .array(Id)
    .min(1)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
);

export const CardIdsBody = z
  .preprocess(
    (v) => v ?? {},
    z.object({
      card_ids: IdList.describe(
        'The card ids: a JSON array, repeated form fields card_ids[]=1&card_ids[]=2, or "1,2" (at most 1000)',
      ),
    }),
  )
  .describe('The selected cards');
