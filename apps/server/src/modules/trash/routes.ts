import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { IdParams } from '../../lib/params.js';
import type { TrashKind } from './batch.js';
import { defineTrashJobs } from './jobs.js';
import { presentTrashEntry } from './presenter.js';
import { TrashActionResponse, TrashResponse } from './schema.js';
import { listTrash, purgeBatch, restoreBatch, TRASH_MESSAGES } from './service.js';
import { say } from '../../lib/i18n/request.js';

/** The Trash view of the admin area (issue 18 §2): list, restore, delete for good; teachers and admins. */
export default async function trashRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trash'];
  defineTrashJobs(app);

  app.get(
    '/api/trash',
    {
      schema: {
        tags,
        summary: 'What is in the trash (deleted in the last 30 days)',
        response: { 200: TrashResponse },
      },
    },
    async () => {
      const now = new Date();
      return { entries: (await listTrash(app)).map((row) => presentTrashEntry(row, now)) };
    },
  );

  app.post(
    '/api/trash/:id/restore',
    {
      schema: {
        tags,
        summary: 'Restore a trash entry where it was',
        description:
          'A category goes back under its parent at its old position (at the top level when the parent is ' +
          'gone); cards, contents and roles into their category, refused with 422 while that category is ' +
          'itself in the trash. 422 with code `trash.role_user_gone` for a role whose user has been deleted ' +
          '(nothing is left to restore). 404 when the entry is no longer in the trash.',
        params: IdParams,
        response: { 200: TrashActionResponse, ...errors(404, 422) },
      },
    },
    async (req) => {
      const batch = await restoreBatch(app, currentUser(req), req.params.id);
      return {
        message: say(app, req, TRASH_MESSAGES.RESTORED),
        id: batch.id,
        kind: batch.kind as TrashKind,
        title: batch.title,
      };
    },
  );

  app.post(
    '/api/trash/:id/delete',
    {
      schema: {
        tags,
        summary: 'Delete a trash entry for good',
        description:
          'Removes the rows and their progress; cannot be undone. 404 when it is no longer in the trash.',
        params: IdParams,
        response: { 200: TrashActionResponse, ...errors(404) },
      },
    },
    async (req) => {
      const batch = await purgeBatch(app, currentUser(req), req.params.id);
      return {
        message: say(app, req, TRASH_MESSAGES.PURGED),
        id: batch.id,
        kind: batch.kind as TrashKind,
        title: batch.title,
      };
    },
  );
}
