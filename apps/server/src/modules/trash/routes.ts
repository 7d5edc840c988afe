import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { defineTrashJobs } from './jobs.js';
import { presentTrashEntry } from './presenter.js';
import { listTrash, purgeBatch, restoreBatch, TRASH_MESSAGES } from './service.js';

/** The Trash view of the admin area (issue 18 §2): list, restore, delete for good; teachers and admins. */
export default async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trash'];
  defineTrashJobs(app);

  app.get('/api/trash', { schema: { tags } }, async () => {
    const now = new Date();
    return { entries: (await listTrash(app)).map((row) => presentTrashEntry(row, now)) };
  });

  app.post('/api/trash/:id/restore', { schema: { params: IdParams, tags } }, async (req) => {
    const batch = await restoreBatch(app, currentUser(req), req.params.id);
    return { message: TRASH_MESSAGES.RESTORED, id: batch.id, kind: batch.kind, title: batch.title };
  });

  app.post('/api/trash/:id/delete', { schema: { params: IdParams, tags } }, async (req) => {
    const batch = await purgeBatch(app, currentUser(req), req.params.id);
    return { message: TRASH_MESSAGES.PURGED, id: batch.id, kind: batch.kind, title: batch.title };
  });
}
