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
