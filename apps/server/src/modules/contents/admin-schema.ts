import { z } from 'zod';
import { documentedBody, IdList } from '../cards/admin-schema.js';
import { ContentFields, ContentKind, MediaType } from './schema.js';

const LooseContentBody = z.preprocess(
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
export type ContentPayload = z.output<typeof LooseContentBody>;

const flag = (description: string) =>
  z
    .union([z.enum(['1', '0', 'true', 'false']), z.boolean(), z.literal(1), z.literal(0)])
    .describe(description);
const rating = (what: string) =>
  z.number().int().min(1).max(5).describe(`${what}, 1 to 5 (a form post sends the digit as text)`);

/** The content editor's fields, typed (admin spec §3 "Content", §5 for the rules and their order). */
const ContentInputFields = {
  name: z
    .string()
    .min(1)
    .max(255)
    .describe('The title ("//" a line break); must be filled; at most 255 characters'),
  description: z.string().min(1).max(5000).describe('Must be filled; at most 5000 characters'),
  relevance: rating('Relevance'),
  difficulty: rating('Difficulty'),
  media_type: MediaType,
  file_path: z
    .string()
    .describe('document: the stored name of an upload (POST /api/file); url, video: an http(s) URL'),
  content_type: ContentKind.describe('theory (when left out) or exercise'),
  solution_active: flag('Whether learners see the solution: "1" (when left out) or "0"; true/false accepted'),
  solution_path: z
    .string()
    .nullable()
    .describe('An uploaded document’s stored name or an http(s) URL; null or "" for none'),
  no_progress: flag('true (or "1"): the item has no progress select; false when left out'),
  id: ContentFields.id.describe('Ignored'),
  category_id: ContentFields.category_id.describe(
    'Ignored: the category is the path’s (create) or stays (update)',
  ),
  file_extension: z.string().describe('Ignored: taken from the stored file'),
};

/**
 * Content create payload (admin spec §7 "Content"): JSON or a form. The fields are checked in the service in
 * the spec's order with its messages (422), e.g. "Title must be entered", "You need to upload document first".
 */
export const ContentBody = documentedBody(
  LooseContentBody,
  z
    .object(ContentInputFields)
    .partial({
      relevance: true,
      difficulty: true,
      media_type: true,
      content_type: true,
      solution_active: true,
      solution_path: true,
      no_progress: true,
      id: true,
      category_id: true,
      file_extension: true,
    })
    .describe('A new content item (relevance, difficulty 3 and media_type document when left out)')
    .meta({
      examples: [
        {
          name: 'Lineare Gleichungen',
          description: 'Umformen und Lösen',
          relevance: 4,
          difficulty: 2,
          media_type: 'url',
          file_path: 'https://example.org/gleichungen',
          content_type: 'theory',
          solution_active: '1',
          no_progress: false,
        },
      ],
    }),
);

/** Content update payload: the create fields, each optional; a field left out keeps its value. */
export const ContentUpdateBody = documentedBody(
  LooseContentBody,
  z
    .object(ContentInputFields)
    .partial()
    .describe('The fields to change; the result is validated as a whole item'),
);

export const ContentIdsBody = z
  .preprocess(
    (v) => v ?? {},
    z.object({
      content_ids: IdList.describe(
        'The content ids: a JSON array, repeated form fields content_ids[]=1&content_ids[]=2, or "1,2" (at most 1000)',
      ),
    }),
  )
  .describe('The selected content items');

/** A content item as the editor writes it (admin spec §3 "Content"). */
export const AdminContent = z
  .object({
    ...ContentFields,
    solution_path: z.string().nullable().describe('The solution’s stored file name or URL; null when none'),
    created_at: z.string().describe('ISO 8601 instant'),
    updated_at: z.string().describe('ISO 8601 instant'),
  })
  .describe('Content (editor)');

export const ContentWrittenResponse = z.object({ message: z.string(), object: AdminContent });
export const ContentsDeletedResponse = z.object({
  message: z.string(),
  deleted: z.array(z.number().int()).describe('The ids moved to the trash'),
  trash_id: z.number().int().describe('Undo with POST /api/trash/{trash_id}/restore (kept 30 days)'),
});
export const ContentsMovedResponse = z.object({
  message: z.string(),
  moved: z.array(z.number().int()).describe('The ids moved'),
  category_id: z.number().int().describe('The category they are in now'),
});
