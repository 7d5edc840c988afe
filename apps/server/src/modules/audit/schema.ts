import { z } from 'zod';
import { Id } from '../../lib/params.js';
import { AUDIT_ACTIONS, AUDIT_ITEM_TYPES } from './service.js';

const optionalId = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), Id.optional());

export const AuditQuery = z.object({
  user_id: optionalId,
  item_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(AUDIT_ITEM_TYPES)).optional(),
  item_id: optionalId,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});

/** One entry of the audit log (issue 18 §9): who did what to which item, when. */
export const AuditEntryResponse = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime().describe('When it happened'),
    user_id: z.number().int().nullable().describe('Who did it; null for the system or a since deleted user'),
    user_name: z.string().describe("Their name at the time ('system' for the purge job)"),
    action: z.enum(AUDIT_ACTIONS),
    item_type: z.enum(AUDIT_ITEM_TYPES),
    item_id: z.number().int().nullable(),
    item_title: z.string().describe("The item's title at the time"),
    details: z
      .record(z.string(), z.unknown())
      .describe('What changed: e.g. `{ right }` for a grant, `{ trash_id, summary }` for a delete'),
  })
  .describe('Audit entry');

export const AuditResponse = z
  .object({
    entries: z.array(AuditEntryResponse).describe('Newest first'),
    total: z.number().int().describe('Entries matching the filter, over all pages'),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .describe('One page of the audit log');
