import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { multipartFields } from '../files/form-body.js';
import { presentCategory } from './admin-presenter.js';
import { CategoryBody, MoveBody, MoveParams } from './admin-schema.js';
import * as admin from './admin-service.js';

/** The write side of the category tree (admin spec §7 "Categories"); teacher or admin only (ACCESS_TABLE). */
export default async function categoryAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['categories (admin)'];

  app.post('/api/categories', { ...form, schema: { body: CategoryBody, tags } }, async (req, reply) => {
    const category = await admin.createCategory(app, req.body);
    await audit(app, currentUser(req), {
      action: 'create',
      itemType: 'category',
      itemId: category.id,
      itemTitle: category.title,
      details: { parent_id: category.parentId, position: category.position },
    });
    return reply
      .status(201)
      .send({ message: admin.CATEGORY_MESSAGES.CREATED, category: presentCategory(category) });
  });

  app.post(
    '/api/categories/:id',
    { ...form, schema: { params: IdParams, body: CategoryBody, tags } },
    async (req) => {
      const category = await admin.updateCategory(app, req.params.id, req.body);
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'category',
        itemId: category.id,
        itemTitle: category.title,
        details: { fields: Object.keys(req.body ?? {}) },
      });
      return { message: admin.CATEGORY_MESSAGES.UPDATED, updatedObject: presentCategory(category) };
    },
  );

  // What the deletion takes with it, for the confirmation ("3 subcategories, 42 cards, 5 contents").
  app.get('/api/categories/:id/delete-summary', { schema: { params: IdParams, tags } }, async (req) => {
    const { category, summary } = await admin.deleteSummary(app.db, req.params.id);
    return { id: category.id, title: category.title, ...summary };
  });

  // Into the trash (30 days), with its subtree, cards, contents and the roles on them; undone by a restore.
  app.post('/api/categories/delete/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const user = currentUser(req);
    const { deleted, trashId, title, summary } = await admin.deleteCategory(app, req.params.id, user.id);
    await audit(app, user, {
      action: 'delete',
      itemType: 'category',
      itemId: req.params.id,
      itemTitle: title,
      details: { trash_id: trashId, ...summary },
    });
    return { message: admin.CATEGORY_MESSAGES.DELETED, deleted, trash_id: trashId, summary };
  });

  app.post(
    '/api/categories/:id/move/:position',
    { ...form, schema: { params: MoveParams, body: MoveBody, tags } },
    async (req) => {
      const category = await admin.moveCategory(app, req.params.id, req.params.position, req.body.parent_id);
      await audit(app, currentUser(req), {
        action: 'move',
        itemType: 'category',
        itemId: category.id,
        itemTitle: category.title,
        details: { parent_id: category.parentId, position: category.position },
      });
      return { message: admin.CATEGORY_MESSAGES.MOVED, category: presentCategory(category) };
    },
  );

  // The cache panel's "update chapters" (DESIGN.md §4). Both spellings, so '/chapters' is never read as an id.
  for (const url of ['/api/categories/chapters/', '/api/categories/chapters']) {
    app.post(url, { schema: { tags } }, async () => {
      const count = await admin.updateChapters(app);
      return { message: admin.CATEGORY_MESSAGES.CHAPTERS_UPDATED, categories: count };
    });
  }
}
