import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/params.js';
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
      return reply.status(201).send({ message: admin.CONTENT_ADMIN_MESSAGES.CREATED, object });
    },
  );

  app.put(
    '/api/contents/update/:id',
    { ...form, schema: { params: IdParams, body: ContentBody, tags } },
    async (req) => {
      const object = admin.presentContent(await admin.updateContent(app, req.params.id, req.body));
      return { message: admin.CONTENT_ADMIN_MESSAGES.UPDATED, object };
    },
  );

  app.delete('/api/contents/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const deleted = await admin.deleteContents(app, [req.params.id]);
    return { message: admin.CONTENT_ADMIN_MESSAGES.DELETED, deleted };
  });

  // Bulk delete of the table's checked rows: one transaction, all or nothing.
  app.post('/api/contents/delete', { ...form, schema: { body: ContentIdsBody, tags } }, async (req) => {
    const deleted = await admin.deleteContents(app, req.body.content_ids);
    return { message: admin.CONTENT_ADMIN_MESSAGES.DELETED, deleted };
  });

  app.post(
    '/api/contents/update/moveTo/:id',
    { ...form, schema: { params: IdParams, body: ContentIdsBody, tags } },
    async (req) => {
      const moved = await admin.moveContents(app, req.params.id, req.body.content_ids);
      return { message: admin.CONTENT_ADMIN_MESSAGES.MOVED, moved, category_id: req.params.id };
    },
  );
}
