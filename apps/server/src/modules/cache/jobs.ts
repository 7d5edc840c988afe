import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Long cache operations run as jobs (DESIGN.md §4): the request starts the job and returns its id at
 * once; the panel polls GET /api/cats/jobs/{id} for `done` of `total`. The job works in batches, each in
 * its own short statement, and yields to the event loop between batches, so other requests are served
 * meanwhile. The job's state is kept in Redis when configured (any instance can answer the poll),
 * in memory otherwise. One job per kind runs at a time per instance: asking again returns the running one.
 */
export type JobKind = 'clean_all' | 'update_content';
export type JobState = 'running' | 'done' | 'error';

export interface Job {
  id: string;
  kind: JobKind;
  state: JobState;
  done: number;
  total: number;
  /** the final message (done) or the error (error) */
  message: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface JobReporter {
  /** Sets the total amount of work (e.g. rows). */
  total(n: number): Promise<void>;
  /** Adds finished work. */
  advance(n: number): Promise<void>;
}

const KEEP_MS = 60 * 60 * 1000;
const MAX_KEPT = 200;
const redisKey = (id: string) => `cache:job:${id}`;

interface Registry {
  jobs: Map<string, Job>;
  /** kind → id of the job of that kind running on this instance */
  running: Map<string, string>;
  /** job id → promise of its end, for callers that wait */
  endings: Map<string, Promise<Job>>;
}

/** One registry per app instance (keyed by its database handle, shared by all its plugin contexts). */
const registries = new WeakMap<object, Registry>();
function registry(app: FastifyInstance): Registry {
  let r = registries.get(app.db);
  if (!r) {
    r = { jobs: new Map(), running: new Map(), endings: new Map() };
    registries.set(app.db, r);
  }
  return r;
}

/** Resolves when every job of this app has ended (called on close). */
export async function allJobsEnded(app: FastifyInstance) {
  await Promise.allSettled([...registry(app).endings.values()]);
}

function remember(app: FastifyInstance, job: Job) {
  const memory = registry(app).jobs;
  memory.set(job.id, job);
  if (memory.size > MAX_KEPT) {
    const cutoff = Date.now() - KEEP_MS;
    for (const [id, j] of memory)
      if (
        j.state !== 'running' &&
        (Date.parse(j.finishedAt ?? j.startedAt) < cutoff || memory.size > MAX_KEPT)
      )
        memory.delete(id);
  }
}

async function save(app: FastifyInstance, job: Job) {
  remember(app, { ...job });
  if (app.redis) {
    try {
      await app.redis.set(redisKey(job.id), JSON.stringify(job), 'PX', KEEP_MS);
    } catch (err) {
      app.log.warn({ err }, 'could not store the job state in Redis');
    }
  }
}

export async function getJob(app: FastifyInstance, id: string): Promise<Job | null> {
  const local = registry(app).jobs.get(id);
  if (local) return { ...local };
  if (!app.redis) return null;
  const raw = await app.redis.get(redisKey(id));
  return raw ? (JSON.parse(raw) as Job) : null;
}

/** Yields to the event loop so queued requests run between two batches. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Starts `work` as a job of `kind` (or returns the one of that kind already running) and returns the
 * job as it stands; `ended` resolves with the finished job.
 */
export async function startJob(
  app: FastifyInstance,
  kind: JobKind,
  work: (report: JobReporter) => Promise<string>,
): Promise<{ job: Job; ended: Promise<Job> }> {
  const { jobs: memory, running, endings } = registry(app);
  const runningId = running.get(kind);
  if (runningId) {
    const job = memory.get(runningId);
    const ended = endings.get(runningId);
    if (job && ended) return { job: { ...job }, ended };
  }
  const job: Job = {
    id: randomUUID(),
    kind,
    state: 'running',
    done: 0,
    total: 0,
    message: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
  };
  running.set(kind, job.id);
  await save(app, job);
  const reporter: JobReporter = {
    total: async (n) => {
      job.total = n;
      await save(app, job);
    },
    advance: async (n) => {
      job.done = Math.min(job.total, job.done + n);
      await save(app, job);
    },
  };
  const ended = (async () => {
    await yieldToOthers(); // the request that started the job answers first
    try {
      job.message = await work(reporter);
      job.done = job.total;
      job.state = 'done';
    } catch (err) {
      app.log.error({ err, kind }, 'cache job failed');
      job.state = 'error';
      job.message = 'The cache operation failed. Please try again.';
    }
    job.finishedAt = new Date().toISOString();
    running.delete(kind);
    await save(app, job);
    endings.delete(job.id);
    return { ...job };
  })();
  endings.set(job.id, ended);
  return { job: { ...job }, ended };
}
