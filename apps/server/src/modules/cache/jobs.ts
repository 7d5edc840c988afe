import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { cacheJobs } from '../../db/schema.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { storedMessage } from '../../lib/i18n/stored.js';

/**
 * Long cache operations run as durable jobs on the job engine (lib/jobs.ts, DESIGN.md §4): the request queues
 * the job and returns its id at once; the panel polls GET /api/cats/jobs/{id} for `done` of `total`. The job
 * works in batches, each in its own short statement, and yields to the event loop between batches, so other
 * requests are served meanwhile.
 *
 * What the panel polls is the job's row in cache_jobs (any instance answers it); pg-boss owns the running. A
 * running job refreshes its heartbeat; one whose server was killed is found by its silent heartbeat (at once
 * on the next start of the embedded database, which only one process can open) and failed in pg-boss, which
 * runs it again from the start as attempt 2 (the operations are safe to repeat). After its last attempt the
 * row says it was interrupted. One job per kind runs at a time: asking again returns the running one.
 */
export type JobKind = 'clean_all' | 'update_content';
export type JobState = 'running' | 'done' | 'error';

export interface Job {
  id: string;
  kind: JobKind;
  state: JobState;
  done: number;
  total: number;
  /** the final message (done) or the error (error), as lib/i18n/stored.ts stores it */
  message: string | null;
  attempt: number;
  startedAt: string;
  finishedAt: string | null;
}

export interface JobReporter {
  /** Sets the total amount of work (e.g. rows). */
  total(n: number): Promise<void>;
  /** Adds finished work. */
  advance(n: number): Promise<void>;
}

export type CacheWork = Record<JobKind, (report: JobReporter) => Promise<string>>;

const QUEUE = 'cache-operation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEEP_MS = 60 * 60 * 1000;
/** A running job refreshes its heartbeat six times per JOB_STALE_SECONDS; one silent that long lost its server. */
const heartbeatMs = (app: FastifyInstance) => (app.config.jobStaleSeconds * 1000) / 6;
/** Runs after the first: a job interrupted twice more is given up. */
const RETRIES = 2;
export const CACHE_JOB_MESSAGES = defineMessages('cache', {
  interrupted: {
    en: 'The cache operation was interrupted because the server stopped. Please start it again.',
    de: 'Die Cache-Aufgabe wurde unterbrochen, weil der Server gestoppt hat. Bitte starte sie erneut.',
  },
  failed: {
    en: 'The cache operation failed. Please try again.',
    de: 'Die Cache-Aufgabe ist fehlgeschlagen. Bitte versuche es erneut.',
  },
});
/** Stored as code and parameters (lib/i18n/stored.ts): the job's reader reads it in their language. */
export const INTERRUPTED_MESSAGE = storedMessage(CACHE_JOB_MESSAGES.interrupted);
export const FAILED_MESSAGE = storedMessage(CACHE_JOB_MESSAGES.failed);

const fromRow = (r: typeof cacheJobs.$inferSelect): Job => ({
  id: r.id,
  kind: r.kind as JobKind,
  state: r.state as JobState,
  done: r.done,
  total: r.total,
  message: r.message,
  attempt: r.attempt,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

async function readJob(app: FastifyInstance, id: string): Promise<Job | null> {
  const [row] = await app.db.select().from(cacheJobs).where(eq(cacheJobs.id, id));
  return row ? fromRow(row) : null;
}

async function update(app: FastifyInstance, id: string, changes: Partial<typeof cacheJobs.$inferInsert>) {
  await app.db
    .update(cacheJobs)
    .set({ ...changes, heartbeatAt: new Date() })
    .where(eq(cacheJobs.id, id));
}

/**
 * Running jobs whose server died (heartbeat silent for JOB_STALE_SECONDS, or, with `all`, every running one: only one
 * process opens an embedded database) are failed in pg-boss, which retries them while retries remain.
 */
async function recoverInterrupted(app: FastifyInstance, opts: { all?: boolean; id?: string } = {}) {
  const silent = await app.db
    .select({ id: cacheJobs.id })
    .from(cacheJobs)
    .where(
      and(
        eq(cacheJobs.state, 'running'),
        opts.id ? eq(cacheJobs.id, opts.id) : undefined,
        opts.all
          ? undefined
          : lt(cacheJobs.heartbeatAt, sql`now() - make_interval(secs => ${app.config.jobStaleSeconds})`),
      ),
    );
  for (const { id } of silent) {
    const job = UUID.test(id) ? await app.jobs.get(QUEUE, id) : null;
    if (job?.state === 'active') {
      app.log.warn({ jobId: id }, 'cache job interrupted by a stopped server: running it again');
      await app.jobs.fail(QUEUE, id, INTERRUPTED_MESSAGE);
      await update(app, id, { message: null });
    } else if (!job || job.state === 'failed' || job.state === 'cancelled') {
      await update(app, id, { state: 'error', message: INTERRUPTED_MESSAGE, finishedAt: new Date() });
    }
    // created or retry: waiting for a worker, which refreshes the heartbeat when it starts
  }
}

async function runJob(app: FastifyInstance, work: CacheWork, job: PgBoss.JobWithMetadata<{ kind: JobKind }>) {
  const { id } = job;
  const kind = job.data.kind;
  let done = 0;
  let total = 0;
  // A repeated run starts from the beginning: the operations are safe to repeat.
  await update(app, id, { state: 'running', done, total, message: null, attempt: job.retryCount + 1 });
  const reporter: JobReporter = {
    total: async (n) => {
      total = n;
      await update(app, id, { total });
    },
    advance: async (n) => {
      done = Math.min(total, done + n);
      await update(app, id, { done });
    },
  };
  const heartbeat = setInterval(() => {
    update(app, id, {}).catch((err: unknown) => app.log.warn({ err }, 'cache job heartbeat failed'));
  }, heartbeatMs(app));
  heartbeat.unref();
  try {
    const message = await work[kind](reporter);
    await update(app, id, { state: 'done', done: total, message, finishedAt: new Date() });
  } catch (err) {
    app.log.error({ err, kind, attempt: job.retryCount + 1 }, 'cache job failed');
    const last = job.retryCount >= job.retryLimit;
    await update(app, id, last ? { state: 'error', message: FAILED_MESSAGE, finishedAt: new Date() } : {});
    throw err;
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Declares the cache operations' queue on the app's job engine, and a sweep each minute that runs again what
 * a killed server left (also done when the engine starts, and when a job is polled).
 */
export function defineCacheJobs(app: FastifyInstance, work: CacheWork) {
  app.jobs.define<{ kind: JobKind }>({ name: QUEUE, handle: (job) => runJob(app, work, job) });
  app.jobs.define({ name: 'cache-recover', cron: '* * * * *', handle: () => recoverInterrupted(app) });
  app.jobs.onStart(() => recoverInterrupted(app, { all: app.database.kind === 'pglite' }));
}

export async function getJob(app: FastifyInstance, id: string): Promise<Job | null> {
  await recoverInterrupted(app, { id });
  return readJob(app, id);
}

/** Waits until the job has ended (polling its row: it may run on another instance). */
async function ended(app: FastifyInstance, id: string): Promise<Job> {
  for (;;) {
    const job = await getJob(app, id);
    if (!job) throw new Error(`cache job ${id} disappeared`);
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Yields to the event loop so queued requests run between two batches. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Queues a job of `kind` (or returns the one of that kind already running) and returns the job as it
 * stands; `ended` resolves with the finished job.
 */
export async function startJob(
  app: FastifyInstance,
  kind: JobKind,
): Promise<{ job: Job; ended: () => Promise<Job> }> {
  await app.jobs.start();
  await recoverInterrupted(app);
  await app.db
    .delete(cacheJobs)
    .where(
      and(
        lt(cacheJobs.startedAt, sql`now() - make_interval(secs => ${KEEP_MS / 1000})`),
        inArray(cacheJobs.state, ['done', 'error']),
      ),
    );
  // The row first, so the worker (maybe on another instance) always finds it; the unique index on the running
  // job of a kind makes a concurrent second start find the first one instead.
  const [created] = await app.db
    .insert(cacheJobs)
    .values({ id: randomUUID(), kind, state: 'running' })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    const [running] = await app.db
      .select()
      .from(cacheJobs)
      .where(and(eq(cacheJobs.kind, kind), eq(cacheJobs.state, 'running')));
    if (!running) return startJob(app, kind); // it ended meanwhile
    return { job: fromRow(running), ended: () => ended(app, running.id) };
  }
  const { id } = created;
  try {
    await app.jobs.send(QUEUE, { kind }, { id, retryLimit: RETRIES, retryDelay: 1, expireInSeconds: 3600 });
  } catch (e) {
    await app.db.delete(cacheJobs).where(eq(cacheJobs.id, id));
    throw e;
  }
  const job = fromRow(created);
  return { job, ended: () => ended(app, id) };
}
