import { z } from 'zod';
import { CONTENT_LEVELS } from '@portal/core';
import { Boolish } from '../../lib/params.js';
import { CONTENT_MESSAGES } from './service.js';

export const ContentListQuery = z.object({
  children: Boolish.optional().describe('1: the items of the category and all its visible descendants'),
  parent: Boolish.optional().describe('1: the items of its visible ancestors (the "parent content" table)'),
});

/** ?value= must be exactly one of the four progress values (no '1e3', no ' 333'). */
export const StackQuery = z.object({
  value: z
    .string({ error: CONTENT_MESSAGES.badValue.code })
    .describe('0 never read, 333 read, 666 understood, 1000 learned')
    .refine((v) => (CONTENT_LEVELS as readonly number[]).map(String).includes(v), {
      error: CONTENT_MESSAGES.badValue.code,
    })
    .transform(Number),
  raise: z
    .literal('1')
    .optional()
    .describe(
      'raise only: the stored value stays when it is already as high (the “mark read” offer after opening a document; a level set meanwhile on another device is never lowered)',
    ),
});

const Rating = (what: string) => z.number().int().describe(`${what}, 1 to 5`);

export const MediaType = z
  .enum(['document', 'url', 'video'])
  .describe('document: an uploaded file; url: a web page; video: a video link');
export const ContentKind = z.enum(['theory', 'exercise']).describe('Theory or exercise');
export const SolutionActive = z
  .enum(['1', '0'])
  .describe('"1" when the solution is shown to learners, "0" while it is hidden (a string, as in the spec)');
export const NoProgress = z
  .boolean()
  .describe('true: the item carries no progress select (no stack is stored)');

/** The fields every content object has (learner spec §3 "Content item", admin spec §3 "Content"). */
export const ContentFields = {
  id: z.number().int(),
  name: z.string().describe('The title; "//" marks a line break'),
  description: z.string(),
  relevance: Rating('Relevance'),
  difficulty: Rating('Difficulty'),
  category_id: z.number().int(),
  file_path: z
    .string()
    .nullable()
    .describe('A document’s stored file name, or the http(s) URL of a url or video'),
  file_extension: z
    .string()
    .nullable()
    .describe('A document’s extension (e.g. "pdf"); null for urls and videos'),
  media_type: MediaType,
  content_type: ContentKind,
  solution_active: SolutionActive,
  no_progress: NoProgress,
};

export const ContentCategory = z
  .object({
    id: z.number().int(),
    chapter: z.string().describe('"1.2": 1-based positions below the programme; "" for the programme itself'),
    title: z.string(),
    path: z.string().describe('Titles from the programme down, joined by " › "'),
  })
  .describe('Where the item is in the course tree');

/** A content item as a learner (or teacher) reads it, with the user's progress and where it opens. */
export const ContentItem = z
  .object({
    ...ContentFields,
    solution_path: z
      .string()
      .nullable()
      .describe(
        'The solution’s file name or URL; null when there is none, and for learners while solution_active is "0"',
      ),
    file_url: z
      .string()
      .nullable()
      .describe(
        'Where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature for a document (for this user, valid 4 to 8 hours), the URL itself for a url or video; null when missing',
      ),
    solution_url: z
      .string()
      .nullable()
      .describe('The same for the solution; null when there is none or it is hidden from this user'),
    category: ContentCategory,
    stack: z
      .number()
      .int()
      .describe('The user’s progress: 0 never read, 333 read, 666 understood, 1000 learned'),
  })
  .describe('Content item');

const exampleItem = {
  id: 7,
  name: 'Lineare Gleichungen',
  description: 'Umformen und Lösen',
  relevance: 4,
  difficulty: 2,
  category_id: 4,
  file_path: 'b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf',
  file_extension: 'pdf',
  media_type: 'document',
  content_type: 'theory',
  solution_active: '1',
  solution_path: null,
  no_progress: false,
  file_url:
    '/storage/user_uploads/b3f1c2d4e5f60718293a4b5c6d7e8f90.pdf?expires=1764180000&user=5&signature=Yk3…',
  solution_url: null,
  category: { id: 4, chapter: '1.2', title: 'Gleichungen', path: 'Mathematik › Algebra › Gleichungen' },
  stack: 333,
};

export const ContentItemResponse = ContentItem.meta({ examples: [exampleItem] });

export const ContentListResponse = z
  .object({ contents: z.array(ContentItem) })
  .describe('Content items')
  .meta({ examples: [{ contents: [exampleItem] }] });

export const StackResponse = z
  .object({
    message: z.string(),
    id: z.number().int().describe('The content item'),
    stack: ContentItem.shape.stack.describe('The progress now (unchanged when not stored)'),
    stored: z.boolean().describe('false for watch-only access: nothing is stored'),
  })
  .describe('The progress of a content item')
  .meta({ examples: [{ message: 'Progress updated', id: 7, stack: 666, stored: true }] });
