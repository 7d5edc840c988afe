import { z } from 'zod';
import { Boolish, Id } from '../../lib/params.js';

export const CategoryQuery = z.object({
  children: Boolish.optional(),
  cards: Boolish.optional(),
  admin: Boolish.optional(),
});

export const ChildrenQuery = z.object({ children: Boolish.optional() });

export const ProgressParams = z.object({
  id: Id,
  levels: z.literal('7', { error: 'The progress has 7 levels; use /api/categories/progress/{id}/7' }),
});
