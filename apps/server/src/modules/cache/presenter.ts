import type { Job } from './jobs.js';

export function presentJob(job: Job) {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    done: job.done,
    total: job.total,
    percent: job.total ? Math.floor((job.done * 100) / job.total) : job.state === 'running' ? 0 : 100,
    message: job.message,
    attempt: job.attempt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
  };
}
