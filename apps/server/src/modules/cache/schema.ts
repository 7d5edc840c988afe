import { z } from 'zod';
import { Boolish, Id } from '../../lib/params.js';

/** GET /api/cats/generate/cat/{id}/{arg}: category id and user id (DESIGN.md §4). */
export const GenerateParams = z.object({ id: Id, arg: Id });

/** wait=1: answer when the job has ended instead of at once (scripts, tests). */
export const JobStartQuery = z.object({
  wait: z.preprocess((v) => (v === '' ? undefined : v), Boolish.optional()).catch(undefined),
});

export const JobParams = z.object({
  id: z.string().trim().min(1).max(100),
});

// ---- Answers (issue 21) ----

const Message = z.string().describe('What happened, in words for the user');

export const CacheJob = z
  .object({
    id: z.string().describe('Poll GET /api/cats/jobs/{id} with it'),
    kind: z.enum(['clean_all', 'update_content']),
    state: z.enum(['running', 'done', 'error']),
    done: z.int().describe('Work done so far, of total'),
    total: z.int().describe('All the work (e.g. rows); 0 until known'),
    percent: z.int().describe('done of total in whole percent (100 once ended)'),
    message: z.string().nullable().describe('The final message (done) or what went wrong (error)'),
    attempt: z
      .int()
      .describe('1 for the first run; a run interrupted by a stopped server runs again as 2, 3'),
    started_at: z.iso.datetime(),
    finished_at: z.iso.datetime().nullable(),
  })
  .describe('CacheJob');

export const CacheJobResponse = z
  .object({ message: Message, job: CacheJob })
  .describe('202: the job started (or the one running); 200 with wait=1: the job ended');
export const JobResponse = z.object({ job: CacheJob }).describe('The job’s state and progress');

const ProgressBlock = z
  .object({
    n: z.int().describe('How many items'),
    p: z.array(z.int()).describe('Items per progress level (7 levels for cards, 4 for theory and exercises)'),
  })
  .describe('ProgressBlock');

export const GenerateForUserResponse = z
  .object({
    message: Message,
    category_id: z.int(),
    user_id: z.int(),
    generated: z.boolean().describe('Always true: the cache was generated'),
    role_ids: z.array(z.int()).describe('The user’s roles on the category, now marked generated'),
    progress: z
      .object({ cards: ProgressBlock, theory: ProgressBlock, exercises: ProgressBlock })
      .describe('The category’s progress as the user now sees it'),
  })
  .describe('The user’s cache generated');

export const CleanContentResponse = z
  .object({
    message: Message,
    counts: z.int().describe('Cached subtree counts dropped'),
  })
  .describe('The content cache dropped');

export const CleanUserResponse = z
  .object({ message: Message, user_id: z.int() })
  .describe('The user’s cache dropped');
