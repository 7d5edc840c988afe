import type { auditLog } from '../../db/schema.js';
import type { AuditAction, AuditItemType } from './service.js';

type AuditRow = typeof auditLog.$inferSelect;

export const presentAuditEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  user_id: row.actorId,
  user_name: row.actorName,
  action: row.action as AuditAction,
  item_type: row.itemType as AuditItemType,
  item_id: row.itemId,
  item_title: row.itemTitle,
  details: row.details,
});
