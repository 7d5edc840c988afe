import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { IdParams } from '../../lib/params.js';
import { audit } from '../audit/service.js';
import { multipartFields } from '../files/form-body.js';
import { presentCategory } from './admin-presenter.js';
import {
  CategoryBody,
  CategoryCreatedResponse,
  CategoryDeletedResponse,
  CategoryMovedResponse,
  CategoryUpdatedResponse,
  ChaptersUpdatedResponse,
  DeleteSummaryResponse,
  MoveBody,
  MoveParams,
} from './admin-schema.js';
import * as admin from './admin-service.js';
import { say } from '../../lib/i18n/request.js';

/** The write side of the category tree (admin spec §7 "Categories"); teacher or admin only (ACCESS_TABLE). */
export default async function categoryAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const form = { preValidation: multipartFields };
  const tags = ['categories (admin)'];
  // a form: JSON or multipart text fields (files go through POST /api/file)
  const consumes = ['application/json', 'multipart/form-data'];

  app.post(
    '/api/categories',
    {
      ...form,
      schema: {
        summary: 'Create a category',
        description:
          'A form of title (or name), parent_id (0, empty or null: top level), position, description, price and the 14 exam flags (1/0, true/false; default on). The new category is placed at `position` among its siblings (default: last). 422 when the title is missing or too long or the parent does not exist.',
        body: CategoryBody,
        consumes,
        tags,
        response: { 201: CategoryCreatedResponse },
      },
    },
    async (req, reply) => {
      const category = await admin.createCategory(app, req.body);
      await audit(app, currentUser(req), {
        action: 'create',
        itemType: 'category',
        itemId: category.id,
        itemTitle: category.title,
        details: { parent_id: category.parentId, position: category.position },
      });
      return reply.status(201).send({
        message: say(app, req, admin.CATEGORY_MESSAGES.CREATED),
        category: presentCategory(category),
      });
    },
  );

  app.post(
    '/api/categories/:id',
    {
      ...form,
      schema: {
        summary: 'Update a category',
        description:
          'The same form as the create; only the fields sent change (a new parent_id or position moves it). 422 when the title is empty or too long or the parent does not exist.',
        params: IdParams,
        body: CategoryBody,
        consumes,
        tags,
        response: { 200: CategoryUpdatedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const category = await admin.updateCategory(app, req.params.id, req.body);
      await audit(app, currentUser(req), {
        action: 'update',
        itemType: 'category',
        itemId: category.id,
        itemTitle: category.title,
        details: { fields: Object.keys(req.body ?? {}) },
      });
      return {
        message: say(app, req, admin.CATEGORY_MESSAGES.UPDATED),
        updatedObject: presentCategory(category),
      };
    },
  );

  // What the deletion takes with it, for the confirmation ("3 subcategories, 42 cards, 5 contents").
  app.get(
    '/api/categories/:id/delete-summary',
    {
      schema: {
        summary: 'What deleting a category would take with it',
        description: 'The counts of its subcategories, cards, contents and roles, for the confirmation.',
        params: IdParams,
        tags,
        response: { 200: DeleteSummaryResponse, ...errors(404) },
      },
    },
    async (req) => {
      const { category, summary } = await admin.deleteSummary(app.db, req.params.id);
      return { id: category.id, title: category.title, ...summary };
    },
  );

  // Into the trash (30 days), with its subtree, cards, contents and the roles on them; undone by a restore.
  app.post(
    '/api/categories/delete/:id',
    {
      schema: {
        summary: 'Delete a category (into the trash)',
        description:
          'Moves the category with its subtree, cards, contents and the roles on them to the trash for 30 days; POST /api/trash/{trash_id}/restore undoes it.',
        params: IdParams,
        tags,
        response: { 200: CategoryDeletedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      const { deleted, trashId, title, summary } = await admin.deleteCategory(app, req.params.id, user.id);
      await audit(app, user, {
        action: 'delete',
        itemType: 'category',
        itemId: req.params.id,
        itemTitle: title,
        details: { trash_id: trashId, ...summary },
      });
      return { message: say(app, req, admin.CATEGORY_MESSAGES.DELETED), deleted, trash_id: trashId, summary };
    },
  );

  app.post(
    '/api/categories/:id/move/:position',
    {
      ...form,
      schema: {
        summary: 'Move a category',
        description:
          'Moves the category with its subtree to `position` among the children of `parent_id` (absent: its current parent; 0, empty or null: top level); the position is clamped to the sibling list. 422 when the parent does not exist or lies in its own subtree.',
        params: MoveParams,
        body: MoveBody,
        consumes,
        tags,
        response: { 200: CategoryMovedResponse, ...errors(404) },
      },
    },
    async (req) => {
      const before = await admin.requireCategory(app.db, req.params.id);
      const category = await admin.moveCategory(app, req.params.id, req.params.position, req.body.parent_id);
      // the audit log names where it came from and went (issue 34 §6); null: the top level
      const titleOf = async (id: number | null) =>
        id ? ((await admin.requireCategory(app.db, id).catch(() => null))?.title ?? null) : null;
      await audit(app, currentUser(req), {
        action: 'move',
        itemType: 'category',
        itemId: category.id,
        itemTitle: category.title,
        details: {
          parent_id: category.parentId,
          position: category.position,
          from_id: before.parentId,
          from_title: await titleOf(before.parentId),
          to_title: await titleOf(category.parentId),
        },
      });
      return { message: say(app, req, admin.CATEGORY_MESSAGES.MOVED), category: presentCategory(category) };
    },
  );

  // The cache panel's "update chapters" (DESIGN.md §4). Both spellings, so '/chapters' is never read as an id.
  // The trailing-slash spelling is kept working but hidden from the docs (one operation, not two).
  for (const url of ['/api/categories/chapters/', '/api/categories/chapters']) {
    const schema = {
      summary: 'Update the chapters (recompute every category’s counts)',
      description:
        'The cache panel’s "update chapters": recomputes the cards, theory and exercise counts of every category over its subtree.',
      tags,
      response: { 200: ChaptersUpdatedResponse },
    };
    app.post(url, { schema: url.endsWith('/') ? { ...schema, hide: true } : schema }, async (req) => {
      const count = await admin.updateChapters(app);
      return { message: say(app, req, admin.CATEGORY_MESSAGES.CHAPTERS_UPDATED), categories: count };
    });
  }
}
