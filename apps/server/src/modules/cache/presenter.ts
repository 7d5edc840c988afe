import type { Job } from './jobs.js';
import { readStoredMessage } from '../../lib/i18n/stored.js';
import type { Language } from '../../lib/i18n/language.js';

/** A job as the API shows it; its message in `lang`. */
export function presentJob(job: Job, lang: Language) {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    done: job.done,
    total: job.total,
    percent: job.total ? Math.floor((job.done * 100) / job.total) : job.state === 'running' ? 0 : 100,
    message: readStoredMessage(job.message, lang),
    attempt: job.attempt,
    started_at: job.startedAt,
    finished_at: job.finishedAt,
  };
}
