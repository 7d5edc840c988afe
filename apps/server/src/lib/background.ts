import type { FastifyInstance } from 'fastify';
import { purgeExpiredSessions } from '../auth/sessions.js';
import { sweepStaging } from './staging.js';

/** A job on this queue sends every outbox mail that is due (see lib/mail-worker.ts). */
export const MAIL_QUEUE = 'mail';

/**
 * The server's background work as jobs on the job engine:
 * - mail: one job per queued mail sends it at once; a sweep each minute sends the retries that have come due
 *   (backoff 30 s … 1 h). Rows are claimed with SKIP LOCKED, so several instances never send one mail twice.
 * - purge: each hour (and once at start) sent mails past MAIL_RETENTION_DAYS and expired or idle tokens and
 *   links are deleted; the schedule fires once across all instances.
 */
export function defineBackgroundJobs(app: FastifyInstance) {
  app.jobs.define({
    name: MAIL_QUEUE,
    cron: '* * * * *',
    handle: async () => {
      const sent = await app.mailWorker.drain();
      if (sent) app.log.info({ sent }, 'mails sent');
    },
  });
  app.jobs.define({
    name: 'purge',
    cron: '0 * * * *',
    handle: async () => {
      const mails = await app.mailWorker.purge();
      const sessions = await purgeExpiredSessions(app.db, app.config.tokenIdleMinutes);
      const throttles = await app.accountLimits.purge();
      app.log.info({ mails, ...sessions, throttles }, 'purged expired mails, tokens, links and login counts');
    },
  });
}

/**
 * Starts the job engine in the server process (API tests start it only when a route needs it) and queues a
 * first mail sweep and purge. Returns the stop function (app.close() stops the engine too).
 */
export async function startBackgroundJobs(app: FastifyInstance): Promise<() => Promise<void>> {
  if (!app.config.smtpUrl)
    app.log.info('SMTP_URL is not set: mails stay in the outbox table (read the links there)');
  const swept = await sweepStaging(app.config.storageDir);
  if (swept.length) app.log.info({ files: swept.length }, 'removed staging files older than a day');
  await app.jobs.start();
  await app.jobs.send(MAIL_QUEUE, {});
  await app.jobs.send('purge', {}, { singletonKey: 'startup', singletonSeconds: 600 });
  return () => app.jobs.stop();
}
