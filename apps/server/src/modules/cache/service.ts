import { and, asc, count, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, categoryCounts, progressCache, roles, users } from '../../db/schema.js';
import { loadAccess } from '../../auth/visibility.js';
import type { User } from '../../auth/plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { getProgressTree, invalidateAllProgress, invalidateProgress } from '../progress/cache.js';
import { blocksOf } from '../progress/compute.js';
import { refreshCounts } from '../categories/admin-service.js';
import { yieldToOthers, type JobReporter } from './jobs.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { storedMessage } from '../../lib/i18n/stored.js';

export const CACHE_MESSAGES = defineMessages('cache', {
  userNotFound: { en: 'User not found', de: 'Diesen Benutzer gibt es nicht (mehr).' },
  categoryNotFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  jobNotFound: { en: 'Job not found', de: 'Diesen Auftrag gibt es nicht (mehr).' },
  generated: { en: 'Cache generated', de: 'Cache erzeugt' },
  userCleaned: { en: 'User cache cleaned', de: 'Cache des Benutzers geleert' },
  contentCleaned: { en: 'Content cache cleaned', de: 'Inhalts-Cache geleert' },
  allCleaning: { en: 'Cleaning all caches', de: 'Alle Caches werden geleert' },
  allCleaned: { en: 'All caches cleaned', de: 'Alle Caches geleert' },
  contentUpdating: { en: 'Updating the content cache', de: 'Der Inhalts-Cache wird aktualisiert' },
  contentUpdatedCounts: {
    en: 'Content cache updated: {categories} categories, {changed} changed',
    de: 'Inhalts-Cache aktualisiert: {categories} Kategorien, {changed} geändert',
  },
  contentUpdated: { en: 'Content cache updated', de: 'Inhalts-Cache aktualisiert' },
});

/** Rows per batch: each batch is one short statement; the job yields between batches. */
export const BATCH = 500;
const COUNT_BATCH = 100;

const { passwordHash: _ph, ...userColumns } = getTableColumns(users);

async function requireUser(app: FastifyInstance, id: number): Promise<User> {
  const [user] = await app.db.select(userColumns).from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, CACHE_MESSAGES.userNotFound);
  return user;
}

async function requireCategory(app: FastifyInstance, id: number) {
  const [cat] = await app.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(eq(categories.id, id));
  if (!cat) throw new HttpError(404, CACHE_MESSAGES.categoryNotFound);
  return cat;
}

/**
 * GET /api/cats/generate/cat/{categoryId}/{userId}: rebuilds the user's cached progress tree now (it is
 * marked stale first, so the tree is computed afresh from card_progress and content_progress and stored
 * under the cache's version check) and marks the user's roles on that category generated.
 * Returns the category's progress blocks as the user now sees them.
 */
export async function generateForUser(app: FastifyInstance, categoryId: number, userId: number) {
  await requireCategory(app, categoryId);
  const user = await requireUser(app, userId);
  await invalidateProgress(app, userId);
  const tree = await getProgressTree(app, await loadAccess(app, user));
  const marked = await app.db
    .update(roles)
    .set({ generated: true, updatedAt: new Date() })
    .where(and(eq(roles.userId, userId), eq(roles.categoryId, categoryId)))
    .returning({ id: roles.id });
  return { roleIds: marked.map((r) => r.id), blocks: blocksOf(tree, categoryId) };
}

/** GET /api/cats/clean_user/{id}: the user's cached progress tree is dropped, their roles not generated. */
export async function cleanUser(app: FastifyInstance, userId: number) {
  await requireUser(app, userId);
  await invalidateProgress(app, userId);
  await app.db
    .update(roles)
    .set({ generated: false, updatedAt: new Date() })
    .where(and(eq(roles.userId, userId), eq(roles.generated, true)));
}

/**
 * Marks every user's cached progress tree stale, in batches of BATCH users. It bumps each entry's
 * version (as invalidateProgress does) and never deletes rows: a tree computed before the bump can then
 * never be stored over it (a delete would let the version start again and accept such a stale write).
 */
export async function staleAllProgress(app: FastifyInstance, report?: JobReporter) {
  if (app.redis) {
    await invalidateAllProgress(app); // one generation counter for every user
    return;
  }
  let last = 0;
  for (;;) {
    const batch = await app.db
      .select({ id: progressCache.userId })
      .from(progressCache)
      .where(gt(progressCache.userId, last))
      .orderBy(asc(progressCache.userId))
      .limit(BATCH);
    if (!batch.length) return;
    const ids = batch.map((r) => r.id);
    await app.db
      .update(progressCache)
      .set({ tree: sql`'null'::jsonb`, version: sql`${progressCache.version} + 1`, updatedAt: new Date() })
      .where(inArray(progressCache.userId, ids));
    last = ids[ids.length - 1];
    await report?.advance(ids.length);
    await yieldToOthers();
  }
}

async function resetGenerated(app: FastifyInstance, report?: JobReporter) {
  for (;;) {
    const batch = await app.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.generated, true))
      .orderBy(asc(roles.id))
      .limit(BATCH);
    if (!batch.length) return;
    await app.db
      .update(roles)
      .set({ generated: false })
      .where(
        inArray(
          roles.id,
          batch.map((r) => r.id),
        ),
      );
    await report?.advance(batch.length);
    await yieldToOthers();
  }
}

/**
 * GET /api/cats/clean_content: drops the content caches: the subtree counts (rebuilt by update content
 * or update chapters) and the content progress held in every user's progress tree (rebuilt on each
 * user's next read).
 */
export async function cleanContent(app: FastifyInstance) {
  const dropped = await app.db.delete(categoryCounts).returning({ id: categoryCounts.categoryId });
  await staleAllProgress(app);
  return { counts: dropped.length };
}

/**
 * The clean_all job: every cache is dropped: subtree counts, every user's progress tree (marked stale
 * in batches), and every role's generated flag. Answers and progress live in card_progress and
 * content_progress and are never touched, so an answer given meanwhile is never lost; it is in the
 * next tree computed.
 */
export async function cleanAll(app: FastifyInstance, report: JobReporter) {
  const [[trees], [generated]] = await Promise.all([
    app.db.select({ n: count() }).from(progressCache),
    app.db.select({ n: count() }).from(roles).where(eq(roles.generated, true)),
  ]);
  await report.total(1 + (app.redis ? 1 : trees.n) + generated.n);
  await app.db.delete(categoryCounts);
  await report.advance(1);
  await staleAllProgress(app, report);
  if (app.redis) await report.advance(1);
  await resetGenerated(app, report);
  return storedMessage(CACHE_MESSAGES.allCleaned);
}

/**
 * The update_content job: the subtree counts (cards, theory, exercises) of every category are computed
 * afresh, COUNT_BATCH categories per statement. When any count was wrong, every progress tree is marked
 * stale as well, since a tree counts the same items.
 */
export async function updateContent(app: FastifyInstance, report: JobReporter) {
  const [{ n }] = await app.db.select({ n: count() }).from(categories);
  await report.total(n);
  let last = 0;
  let changed = 0;
  for (;;) {
    const batch = await app.db
      .select({ id: categories.id })
      .from(categories)
      .where(gt(categories.id, last))
      .orderBy(asc(categories.id))
      .limit(COUNT_BATCH);
    if (!batch.length) break;
    const ids = batch.map((r) => r.id);
    changed += await recountCategories(app, ids);
    last = ids[ids.length - 1];
    await report.advance(ids.length);
    await yieldToOthers();
  }
  if (changed) await staleAllProgress(app);
  return storedMessage(CACHE_MESSAGES.contentUpdatedCounts, { categories: n, changed });
}

/**
 * Fresh subtree counts for these categories, counted exactly as the authoring writes count them
 * (categories/admin-service.ts refreshCounts), in one transaction; returns how many rows were missing
 * or wrong. The rows are locked first (missing ones inserted, so they can be): an authoring write that
 * is refreshing the same rows is waited for, and the count then runs on a snapshot that includes it;
 * one that comes later waits for this batch and writes its own, newer count. So a concurrent write is
 * never overwritten by an older count.
 */
async function recountCategories(app: FastifyInstance, ids: number[]): Promise<number> {
  return app.db.transaction(async (tx) => {
    const added = await tx
      .insert(categoryCounts)
      .values(ids.map((categoryId) => ({ categoryId })))
      .onConflictDoNothing()
      .returning({ id: categoryCounts.categoryId });
    const snapshot = () =>
      tx
        .select({
          id: categoryCounts.categoryId,
          cards: categoryCounts.cards,
          theory: categoryCounts.theory,
          exercises: categoryCounts.exercises,
        })
        .from(categoryCounts)
        .where(inArray(categoryCounts.categoryId, ids))
        .orderBy(asc(categoryCounts.categoryId));
    const before = await snapshot().for('update');
    await refreshCounts(tx, ids);
    const after = new Map((await snapshot()).map((r) => [r.id, r]));
    const fresh = new Set(added.map((r) => r.id));
    return before.filter((b) => {
      const a = after.get(b.id);
      return (
        fresh.has(b.id) || !a || a.cards !== b.cards || a.theory !== b.theory || a.exercises !== b.exercises
      );
    }).length;
  });
}
