import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'move',
  'delete',
  'restore',
  'purge',
  'grant',
  'revoke',
  'import',
  'export',
] as const;
export const AUDIT_ITEM_TYPES = ['category', 'card', 'content', 'lesson', 'role', 'user'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];

export interface AuditEntry {
  action: AuditAction;
  itemType: AuditItemType;
  itemId?: number | null;
  itemTitle?: string | null;
  details?: Record<string, unknown>;
}

/** Who did it: a logged-in user, or the system (the purge job). */
export interface AuditActor {
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'system' };

/**
 * Writes audit entries (issue 18 §9): who created, changed, moved, deleted or restored which category, card,
 * content, lesson or role, and who granted or revoked which rights. Pass the writing transaction so the entry
 * commits with the change it describes.
 */
export async function audit(
  app: FastifyInstance,
  actor: AuditActor,
  entries: AuditEntry | AuditEntry[],
  exec: Db | Tx = app.db,
) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await exec.insert(auditLog).values(
    list.map((e) => ({
      actorId: actor.id,
      actorName: actor.name,
      action: e.action,
      itemType: e.itemType,
      itemId: e.itemId ?? null,
      itemTitle: (e.itemTitle ?? '').slice(0, 300),
      details: e.details ?? {},
    })),
  );
}

export interface AuditFilter {
  userId?: number;
  itemType?: AuditItemType;
  itemId?: number;
  page: number;
  perPage: number;
}

/** The log, newest first, filtered by the acting user and by item (type, id). */
export async function listAudit(app: FastifyInstance, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.userId) where.push(eq(auditLog.actorId, filter.userId));
  if (filter.itemType) where.push(eq(auditLog.itemType, filter.itemType));
  if (filter.itemId) where.push(eq(auditLog.itemId, filter.itemId));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(condition),
  ]);
  return { rows, total };
}
