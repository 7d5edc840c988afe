import { z } from 'zod';
import { CONTENT_LEVELS } from '@portal/core';
import { Boolish } from '../../lib/params.js';
import { CONTENT_MESSAGES } from './service.js';

export const ContentListQuery = z.object({
  children: Boolish.optional(),
  parent: Boolish.optional(),
});

/** ?value= must be exactly one of the four progress values (no '1e3', no ' 333'). */
export const StackQuery = z.object({
  value: z
    .string({ error: CONTENT_MESSAGES.badValue })
    .refine((v) => (CONTENT_LEVELS as readonly number[]).map(String).includes(v), {
      error: CONTENT_MESSAGES.badValue,
    })
    .transform(Number),
});
