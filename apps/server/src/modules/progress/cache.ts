import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.js';
import { progressCache } from '../../db/schema.js';
import { idsInPath } from '../../db/tree.js';
import type { Access } from '../../auth/visibility.js';
import {
  computeProgressTree,
  PACKED_LENGTH,
  packedSlot,
  type PackedTree,
  type ProgressKindName,
} from './compute.js';

/**
 * The per-user progress cache (DESIGN.md §4): a user's whole packed progress tree (see compute.ts),
 * in Redis when REDIS_URL is set, in the progress_cache table otherwise.
 *
 * Correctness: every entry carries a version. invalidateProgress() bumps the user's version (it never
 * just deletes), and a freshly computed tree is only written when the version is still the one read
 * before computing. So a computation that overlaps a progress write can never store a stale tree.
 * An entry also carries the fingerprint of the user's access (active roles and their exam types), so
 * a role that starts, expires or changes makes the entry stale by itself.
 *
 * Progress writes of one item (a content's reading progress, a card's stack) go through
 * writeProgress(), which moves the item from its old level to its new one in the cached tree instead of
 * dropping it, so the next read needs no recomputation.
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
  if (app.redisGuard) {
    await inRedis(app, async (redis) => {
      const pipe = redis.pipeline();
      for (const id of ids) pipe.incr(redisVersionKey(id));
      const results = await pipe.exec();
      const failed = results?.find(([err]) => err)?.[0];
      if (failed) throw failed;
    });
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
  if (app.redisGuard) {
    await inRedis(app, (redis) => redis.incr(REDIS_GENERATION_KEY));
    return;
  }
  await app.db.execute(
    sql`UPDATE progress_cache SET tree = 'null'::jsonb, version = version + 1, updated_at = now()`,
  );
}

/**
 * A write to the Redis cache (an invalidation or a moved item). Redis is optional: when it fails or is skipped,
 * the write is recorded as missed and healed before Redis serves a tree again (healProgressCache), so the answer
 * that caused it still succeeds and no stale tree is ever served.
 */
async function inRedis(app: FastifyInstance, write: (redis: Redis) => Promise<unknown>) {
  const guard = app.redisGuard!;
  try {
    if (!guard.available) throw new Error('Redis is skipped while its circuit is open');
    await guard.run(write);
  } catch (err) {
    guard.missed();
    app.log.warn(
      { err: (err as Error).message },
      'progress cache write missed Redis; healed when it returns',
    );
  }
}

/**
 * Run before Redis is used again after missed writes (and once after each start): a new generation makes
 * every tree stored before it invalid, so trees are recomputed from the database on their next read.
 */
export const healProgressCache = (redis: Redis) => redis.incr(REDIS_GENERATION_KEY);

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

/**
 * Trees this instance read or computed lately, per database handle (tests run many apps in one
 * process): { user id → version, fingerprint, tree }, the most recently used last. An entry is only used
 * for the same progress_cache version as the request read with its token (Access.progressVersion), so
 * it is exactly the stored tree, on any number of instances. Table store only: with Redis the version
 * lives in Redis and the read is one MGET anyway.
 */
const MEMORY_ENTRIES = 300;
interface Remembered {
  version: number;
  fp: string;
  tree: PackedTree;
}
const memories = new WeakMap<object, Map<number, Remembered>>();

function memoryOf(app: FastifyInstance): Map<number, Remembered> | null {
  if (app.redis) return null;
  let memory = memories.get(app.db);
  if (!memory) memories.set(app.db, (memory = new Map()));
  return memory;
}

function remember(memory: Map<number, Remembered> | null, userId: number, entry: Remembered) {
  if (!memory || !Number.isFinite(entry.version)) return;
  memory.delete(userId);
  memory.set(userId, entry);
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
}

/** The user's packed progress tree (shared: never mutate it): from the cache when valid, else computed and stored. */
export async function getProgressTree(app: FastifyInstance, access: Access): Promise<PackedTree> {
  const fp = accessFingerprint(access);
  const memory = memoryOf(app);
  const known = memory?.get(access.userId);
  if (known && known.version === access.progressVersion && known.fp === fp) {
    remember(memory, access.userId, known);
    return known.tree;
  }
  if (app.redisGuard && !app.redisGuard.available) return computeProgressTree(app, access);
  const store = cacheStore(app);
  let cached: Awaited<ReturnType<Store['read']>>;
  try {
    cached = await store.read(access.userId);
  } catch (err) {
    if (!app.redisGuard) throw err;
    // Redis failed: the database path, computed and not cached.
    return computeProgressTree(app, access);
  }
  if (cached.entry && cached.entry.fp === fp) {
    remember(memory, access.userId, { version: Number(cached.stamp), fp, tree: cached.entry.b });
    return cached.entry.b;
  }
  const key = `${access.userId}|${cached.stamp}|${fp}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const tree = await computeProgressTree(app, access);
      try {
        await store.write(access.userId, cached.stamp, { fp, b: tree });
      } catch (err) {
        // Only a copy failed to be kept (Redis); stamped, so a late write can never be taken for current.
        if (!app.redisGuard) throw err;
      }
      // Under the version it was computed at: a write since then has a newer version, so no request
      // that saw that write can get this tree.
      remember(memory, access.userId, { version: Number(cached.stamp), fp, tree });
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

const prepareRead = (app: FastifyInstance) =>
  app.db
    .select({ tree: progressCache.tree, version: progressCache.version })
    .from(progressCache)
    .where(eq(progressCache.userId, sql.placeholder('userId')))
    .prepare('progress_cache_read');
const readQueries = new WeakMap<object, ReturnType<typeof prepareRead>>();
/** The read of every tree and progress request, prepared once per database. */
function readQuery(app: FastifyInstance) {
  let query = readQueries.get(app.db);
  if (!query) readQueries.set(app.db, (query = prepareRead(app)));
  return query;
}

function tableStore(app: FastifyInstance): Store {
  return {
    async read(userId) {
      const [row] = await readQuery(app).execute({ userId });
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
  const guard = app.redisGuard!;
  return {
    async read(userId) {
      const [version, generation, raw] = await guard.run((redis) =>
        redis.mget(redisVersionKey(userId), REDIS_GENERATION_KEY, redisTreeKey(userId)),
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
      await guard.run((redis) =>
        redis.set(redisTreeKey(userId), JSON.stringify({ stamp, entry }), 'EX', REDIS_TTL_SECONDS),
      );
    },
  };
}

/** One item of a user moving from one level to another (card stack 0..6, content 0 | 333 | 666 | 1000). */
export interface ProgressChange {
  /** materialized path of the item's category ('/1/5/9/') */
  categoryPath: string;
  kind: ProgressKindName;
  from: number;
  to: number;
}

/** Moves one item between levels on its category and every ancestor; false when the tree does not fit. */
export function applyChange(tree: PackedTree, change: ProgressChange): boolean {
  const from = packedSlot(change.kind, change.from);
  const to = packedSlot(change.kind, change.to);
  if (from === null || to === null) return false;
  if (from === to) return true;
  for (const id of idsInPath(change.categoryPath)) {
    const row = tree[id];
    if (!row || row.length !== PACKED_LENGTH || !(row[from] > 0)) return false;
    row[from] -= 1;
    row[to] += 1;
  }
  return true;
}

/** Transaction-level lock on one user's progress writes (class id: 'prog' as a number). */
const PROGRESS_LOCK_CLASS = 0x70726f67;

/**
 * A progress write of one user that keeps the cached tree correct (DESIGN.md §4: update or invalidate).
 * `write` runs in a transaction holding the user's progress lock: it reads the old level, stores the new
 * one and returns the change (or null when nothing changed). The cached tree is then updated in place
 * (table: in the same transaction, under a row lock; Redis: atomically after the commit), or marked
 * stale when there is no valid tree to update.
 */
export async function writeProgress<T>(
  app: FastifyInstance,
  userId: number,
  write: (tx: Db) => Promise<{ result: T; change: ProgressChange | null }>,
): Promise<T> {
  let redisChange: ProgressChange | null = null;
  const result = await app.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PROGRESS_LOCK_CLASS}, ${userId})`);
    const cached = app.redis
      ? undefined
      : (
          await tx
            .select({ tree: progressCache.tree })
            .from(progressCache)
            .where(eq(progressCache.userId, userId))
            .for('update')
        )[0];
    const { result, change } = await write(tx as unknown as Db);
    if (!change) return result;
    if (app.redis) {
      redisChange = change;
      return result;
    }
    const entry = cached && isEntry(cached.tree) ? cached.tree : null;
    if (entry && applyChange(entry.b, change)) {
      await tx
        .update(progressCache)
        .set({ tree: entry, version: sql`${progressCache.version} + 1`, updatedAt: new Date() })
        .where(eq(progressCache.userId, userId));
    } else {
      await tx.execute(sql`
        INSERT INTO progress_cache (user_id, tree, version, updated_at) VALUES (${userId}, 'null'::jsonb, 1, now())
        ON CONFLICT (user_id) DO UPDATE SET tree = 'null'::jsonb, version = progress_cache.version + 1, updated_at = now()`);
    }
    return result;
  });
  if (redisChange) await applyProgressChangeInRedis(app, userId, redisChange);
  return result;
}

/**
 * Redis: bumps the user's version and, only if the stored tree was valid for the version before, stores
 * it again with the change applied under the new version; one atomic script, so a concurrent
 * invalidation or computation can never leave a stale tree marked valid.
 */
const APPLY_SCRIPT = `
local version = redis.call('GET', KEYS[1]) or '0'
local generation = redis.call('GET', KEYS[2]) or '0'
local raw = redis.call('GET', KEYS[3])
local newVersion = redis.call('INCR', KEYS[1])
if not raw then return 0 end
local ok, stored = pcall(cjson.decode, raw)
if not ok or type(stored) ~= 'table' or stored.stamp ~= (version .. '.' .. generation) or type(stored.entry) ~= 'table' then return 0 end
local from = tonumber(ARGV[1]) + 1
local to = tonumber(ARGV[2]) + 1
for i = 4, #ARGV do
  local row = stored.entry.b[ARGV[i]]
  if type(row) ~= 'table' or #row ~= tonumber(ARGV[3]) or not (row[from] > 0) then return 0 end
  row[from] = row[from] - 1
  row[to] = row[to] + 1
end
stored.stamp = newVersion .. '.' .. generation
redis.call('SET', KEYS[3], cjson.encode(stored), 'EX', ${REDIS_TTL_SECONDS})
return 1
`;

/** A committed progress write of one item, applied to the user's tree in Redis (or recorded as missed). */
export async function applyProgressChangeInRedis(
  app: FastifyInstance,
  userId: number,
  change: ProgressChange,
) {
  const from = packedSlot(change.kind, change.from);
  const to = packedSlot(change.kind, change.to);
  if (from === null || to === null) {
    await inRedis(app, (redis) => redis.incr(redisVersionKey(userId)));
    return;
  }
  if (from === to) return;
  await inRedis(app, (redis) =>
    redis.eval(
      APPLY_SCRIPT,
      3,
      redisVersionKey(userId),
      REDIS_GENERATION_KEY,
      redisTreeKey(userId),
      String(from),
      String(to),
      String(PACKED_LENGTH),
      ...idsInPath(change.categoryPath).map(String),
    ),
  );
}
