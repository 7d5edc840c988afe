import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { progressCache } from '../../db/schema.js';

/**
 * Drops a user's cached progress tree so the next read recomputes it. Every write that changes what a
 * user's progress blocks would show (an answer, a content progress value, a role) must call this.
 */
export async function invalidateProgress(app: FastifyInstance, userIds: number | number[]) {
  const ids = Array.isArray(userIds) ? userIds : [userIds];
  if (!ids.length) return;
  await app.db.delete(progressCache).where(ids.length === 1 ? eq(progressCache.userId, ids[0]) : inArray(progressCache.userId, ids));
}
