import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { CategoryIdParams } from '../cards/admin-schema.js';
import { multipartFields } from '../files/form-body.js';
import { ContentBody, ContentIdsBody } from './admin-schema.js';
import * as admin from './admin-service.js';

/** The content editor's API (admin spec §7 "Content"); teacher or admin only (ACCESS_TABLE). */
export default async function contentAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['contents (admin)'];

  // GET /api/contents/{id} is the read side's (modules/contents/routes.ts): teachers get every field there.

  app.post(
    '/api/contents/create/:categoryId',
    { ...form, schema: { params: CategoryIdParams, body: ContentBody, tags } },
    async (req, reply) => {
      const object = admin.presentContent(await admin.createContent(app, req.params.categoryId, req.body));
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'content',
        itemId: object.id,
        itemTitle: object.name,
        details: { category_id: req.params.categoryId },
      });
      return reply.status(201).send({ message: admin.CONTENT_ADMIN_MESSAGES.CREATED, object });
    },
  );

  app.put(
    '/api/contents/update/:id',
    { ...form, schema: { params: IdParams, body: ContentBody, tags } },
    async (req) => {
      const object = admin.presentContent(await admin.updateContent(app, req.params.id, req.body));
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'content',
        itemId: object.id,
        itemTitle: object.name,
      });
      return { message: admin.CONTENT_ADMIN_MESSAGES.UPDATED, object };
    },
  );

  // Deletions go to the trash (30 days) as one batch; the answer's trash_id undoes them (POST /api/trash/{id}/restore).
  const trash = async (user: ReturnType<typeof currentUser>, ids: number[]) => {
    const { deleted, items, trashId } = await admin.deleteContents(app, ids, user.id);
    await audit(
      app,
      user,
      items.map((c) => ({
        action: 'delete' as const,
        itemType: 'content' as const,
        itemId: c.id,
        itemTitle: c.title,
        details: { trash_id: trashId },
      })),
    );
    return { message: admin.CONTENT_ADMIN_MESSAGES.DELETED, deleted, trash_id: trashId };
  };

  app.delete('/api/contents/:id', { schema: { params: IdParams, tags } }, async (req) =>
    trash(currentUser(req), [req.params.id]),
  );

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post('/api/contents/delete', { ...form, schema: { body: ContentIdsBody, tags } }, async (req) =>
    trash(currentUser(req), req.body.content_ids),
  );

  app.post(
    '/api/contents/update/moveTo/:id',
    { ...form, schema: { params: IdParams, body: ContentIdsBody, tags } },
    async (req) => {
      const moved = await admin.moveContents(app, req.params.id, req.body.content_ids);
      await audit(
        app,
        currentUser(req),
        moved.map((id) => ({
          action: 'move' as const,
          itemType: 'content' as const,
          itemId: id,
          details: { category_id: req.params.id },
        })),
      );
      return { message: admin.CONTENT_ADMIN_MESSAGES.MOVED, moved, category_id: req.params.id };
    },
  );
}
