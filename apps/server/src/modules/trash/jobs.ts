import type { FastifyInstance } from 'fastify';
import { removeOrphanUploads } from '../files/service.js';
import { purgeExpiredTrash } from './service.js';

/**
 * Durable crons on the job engine (lib/jobs.ts), each firing once across all instances:
 * - trash-purge (hourly): trash entries older than 30 days are deleted for good;
 * - orphan-uploads (hourly): uploads that no card, content, attachment or category refers to after a day go.
 */
export function defineTrashJobs(app: FastifyInstance) {
  app.jobs.define({
    name: 'trash-purge',
    cron: '20 * * * *',
    handle: async () => {
      const purged = await purgeExpiredTrash(app);
      if (purged) app.log.info({ purged }, 'trash entries older than 30 days deleted for good');
    },
  });
  app.jobs.define({
    name: 'orphan-uploads',
    cron: '40 * * * *',
    handle: async () => {
      const removed = await removeOrphanUploads(app);
      if (removed.length) app.log.info({ removed: removed.length }, 'unreferenced uploads removed');
    },
  });
}
