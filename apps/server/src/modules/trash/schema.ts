import { z } from 'zod';

export const TRASH_KINDS = ['category', 'cards', 'contents', 'lesson', 'role'] as const;

const Kind = z
  .enum(TRASH_KINDS)
  .describe('What was deleted together: a category with its subtree, cards, contents, a lesson or a role');

/** One deletion in the trash (issue 18 §2): kept 30 days, then deleted for good. */
export const TrashEntryResponse = z
  .object({
    id: z.number().int(),
    kind: Kind,
    title: z.string(),
    summary: z
      .record(z.string(), z.number().int())
      .describe('What went with it: counts of categories, cards, contents, roles, lessons'),
    source: z
      .string()
      .nullable()
      .describe(
        'Cards or contents: the category they were deleted from (the title then lists their names); null otherwise and for batches deleted before it was kept',
      ),
    deleted_at: z.iso.datetime(),
    deleted_by: z.number().int().nullable().describe('The user who deleted it; null once that user is gone'),
    deleted_by_name: z.string().nullable(),
    purge_at: z.iso.datetime().describe('When it is deleted for good (30 days after deleted_at)'),
    days_left: z.number().int().describe('Whole days until purge_at'),
  })
  .describe('Trash entry');

export const TrashResponse = z
  .object({ entries: z.array(TrashEntryResponse).describe('Newest first') })
  .describe('The trash');

/** A restored or purged entry. */
export const TrashActionResponse = z
  .object({
    message: z.string(),
    id: z.number().int(),
    kind: Kind,
    title: z.string(),
  })
  .describe('The entry that was restored or deleted for good');
