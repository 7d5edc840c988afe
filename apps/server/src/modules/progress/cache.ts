import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { progressCache } from '../../db/schema.js';
import type { Access } from '../../auth/visibility.js';
import { computeProgressTree, type PackedTree } from './compute.js';

/**
 * The per-user progress cache (DESIGN.md §4): a user's whole packed progress tree (see compute.ts),
 * in Redis when REDIS_URL is set, in the progress_cache table otherwise.
 *
 * Correctness: every entry carries a version. invalidateProgress() bumps the user's version (it never
 * just deletes), and a freshly computed tree is only written when the version is still the one read
 * before computing. So a computation that overlaps a progress write can never store a stale tree.
 * An entry also carries the fingerprint of the user's access (active roles and their exam types), so
 * a role that starts, expires or changes makes the entry stale by itself.
 */

/**
 * Marks the cached progress of these users stale; the next read recomputes it. Every write that changes
 * what a user's progress blocks show (an answer, a content progress value, a role of that user) calls it
 * after its own write has been committed.
 */
export async function invalidateProgress(app: FastifyInstance, userIds: number | number[]) {
  const ids = [...new Set(Array.isArray(userIds) ? userIds : [userIds])].filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  if (!ids.length) return;
  if (app.redis) {
    const pipe = app.redis.pipeline();
    for (const id of ids) pipe.incr(redisVersionKey(id));
    await pipe.exec();
    return;
  }
  await app.db.execute(sql`
    INSERT INTO progress_cache (user_id, tree, version, updated_at)
    SELECT id, 'null'::jsonb, 1, now() FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    ON CONFLICT (user_id) DO UPDATE SET tree = 'null'::jsonb, version = progress_cache.version + 1, updated_at = now()`);
}

/**
 * Marks every user's cached progress stale. For changes that alter the tree for everyone: cards or
 * contents created, moved or deleted, categories created, moved, deleted or their flags changed.
 */
export async function invalidateAllProgress(app: FastifyInstance) {
  if (app.redis) {
    await app.redis.incr(REDIS_GENERATION_KEY);
    return;
  }
  await app.db.execute(
    sql`UPDATE progress_cache SET tree = 'null'::jsonb, version = version + 1, updated_at = now()`,
  );
}

/** The fingerprint of what the user may see: a cached tree is only valid for the same access. */
export function accessFingerprint(access: Access): string {
  if (access.seesAll) return 'all';
  return access.grants
    .map((g) => `${g.categoryId}:${g.examType}:${g.path}`)
    .sort()
    .join(',');
}

interface Entry {
  fp: string;
  b: PackedTree;
}
const isEntry = (v: unknown): v is Entry =>
  !!v && typeof v === 'object' && typeof (v as Entry).fp === 'string' && typeof (v as Entry).b === 'object';

/** Concurrent requests of one user share one computation. */
const inFlight = new Map<string, Promise<PackedTree>>();

/** The user's packed progress tree: from the cache when valid, else computed and stored. */
export async function getProgressTree(app: FastifyInstance, access: Access): Promise<PackedTree> {
  const fp = accessFingerprint(access);
  const store = cacheStore(app);
  const cached = await store.read(access.userId);
  if (cached.entry && cached.entry.fp === fp) return cached.entry.b;
  const key = `${access.userId}|${cached.stamp}|${fp}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const tree = await computeProgressTree(app, access);
      await store.write(access.userId, cached.stamp, { fp, b: tree });
      return tree;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The store in use: Redis when configured, the progress_cache table otherwise (exported for tests). */
export const cacheStore = (app: FastifyInstance): Store => (app.redis ? redisStore(app) : tableStore(app));

export interface Store {
  /** The entry (if valid) and the stamp (version) it was read at. */
  read(userId: number): Promise<{ entry: Entry | null; stamp: string }>;
  /** Stores the entry unless the stamp changed meanwhile. */
  write(userId: number, stamp: string, entry: Entry): Promise<void>;
}

const ABSENT = 'absent';

function tableStore(app: FastifyInstance): Store {
  return {
    async read(userId) {
      const [row] = await app.db
        .select({ tree: progressCache.tree, version: progressCache.version })
        .from(progressCache)
        .where(eq(progressCache.userId, userId));
      if (!row) return { entry: null, stamp: ABSENT };
      return { entry: isEntry(row.tree) ? row.tree : null, stamp: String(row.version) };
    },
    async write(userId, stamp, entry) {
      if (stamp === ABSENT) {
        await app.db.insert(progressCache).values({ userId, tree: entry, version: 0 }).onConflictDoNothing();
        return;
      }
      await app.db
        .update(progressCache)
        .set({ tree: entry, updatedAt: new Date() })
        .where(and(eq(progressCache.userId, userId), eq(progressCache.version, Number(stamp))));
    },
  };
}

const REDIS_GENERATION_KEY = 'progress:generation';
const redisVersionKey = (userId: number) => `progress:version:${userId}`;
const redisTreeKey = (userId: number) => `progress:tree:${userId}`;
const REDIS_TTL_SECONDS = 7 * 24 * 3600;

function redisStore(app: FastifyInstance): Store {
  const redis = app.redis!;
  return {
    async read(userId) {
      const [version, generation, raw] = await redis.mget(
        redisVersionKey(userId),
        REDIS_GENERATION_KEY,
        redisTreeKey(userId),
      );
      const stamp = `${version ?? 0}.${generation ?? 0}`;
      if (!raw) return { entry: null, stamp };
      try {
        const stored = JSON.parse(raw) as { stamp?: string; entry?: unknown };
        return { entry: stored.stamp === stamp && isEntry(stored.entry) ? stored.entry : null, stamp };
      } catch {
        return { entry: null, stamp };
      }
    },
    async write(userId, stamp, entry) {
      // The stamp is part of the stored value: a write that lost a race is simply never valid.
      await redis.set(redisTreeKey(userId), JSON.stringify({ stamp, entry }), 'EX', REDIS_TTL_SECONDS);
    },
  };
}
