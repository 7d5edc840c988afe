/**
 * The cache panel's states (admin spec §4): a cache operation goes idle → updating/cleaning →
 * updated/cleaned or error; a role's generation goes false → true or 'error'. Pure, so it is tested
 * without a browser.
 */
import type { CacheJob } from './api/cache';

export type CacheOperation = 'updateChapters' | 'updateContent' | 'cleanAll' | 'cleanContent';
export type OperationPhase = 'idle' | 'running' | 'finished' | 'error';
export type OperationLabel = 'idle' | 'updating' | 'updated' | 'cleaning' | 'cleaned' | 'error';

export const CACHE_OPERATIONS: CacheOperation[] = [
  'updateChapters',
  'updateContent',
  'cleanAll',
  'cleanContent',
];

const VERB: Record<CacheOperation, 'update' | 'clean'> = {
  updateChapters: 'update',
  updateContent: 'update',
  cleanAll: 'clean',
  cleanContent: 'clean',
};

/** The state word the panel shows for an operation in a phase. */
export function operationLabel(op: CacheOperation, phase: OperationPhase): OperationLabel {
  if (phase === 'idle' || phase === 'error') return phase;
  const verb = VERB[op];
  if (phase === 'running') return verb === 'update' ? 'updating' : 'cleaning';
  return verb === 'update' ? 'updated' : 'cleaned';
}

/** Operations the server runs as a job with progress (the others answer when done). */
export const JOB_OF: Partial<Record<CacheOperation, CacheJob['kind']>> = {
  updateContent: 'update_content',
  cleanAll: 'clean_all',
};

/** What runJob follows of a server job (GET /api/cats/jobs/{id}). */
export type JobProgress = Pick<CacheJob, 'state' | 'done' | 'total' | 'percent' | 'message'>;

/**
 * Starts a job and polls it until it ends, reporting each poll. Resolves with the final job; rejects
 * when the job ends in 'error' (with its message) or a call fails.
 */
export async function runJob<J extends JobProgress & { id: string }>(
  start: () => Promise<{ job: J }>,
  poll: (id: string) => Promise<{ job: J }>,
  onProgress: (job: J) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  intervalMs = 400,
): Promise<J> {
  let { job } = await start();
  onProgress(job);
  while (job.state === 'running') {
    await wait(intervalMs);
    ({ job } = await poll(job.id));
    onProgress(job);
  }
  if (job.state === 'error') throw new Error(job.message ?? 'error');
  return job;
}

/** A role's generation state: not generated, generated, or failed. */
export type GenerateState = boolean | 'error';

/**
 * Generates the given roles one after the other (admin spec §4, §8): each goes to true, or to 'error'
 * and the loop stops there, reporting the failure (the panel shows it in an alert).
 */
export async function generateInOrder<R extends { id: number }>(
  roles: R[],
  generate: (role: R) => Promise<unknown>,
  onState: (roleId: number, state: GenerateState) => void,
): Promise<{ done: number; failed?: { role: R; error: unknown } }> {
  let done = 0;
  for (const role of roles) {
    try {
      await generate(role);
      onState(role.id, true);
      done++;
    } catch (error) {
      onState(role.id, 'error');
      return { done, failed: { role, error } };
    }
  }
  return { done };
}

/** Today as YYYY-MM-DD in the browser's time zone (the default start and expiry of a new role). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form of a new role (admin spec §3): exam type eth, start and expiry today, not watch-only. */
export function defaultRoleInput(now = new Date()) {
  const today = todayIso(now);
  return { exam_type: 'eth', start_date: today, expiration_date: today, watch_only: false };
}
