import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, isTeacher } from '../../auth/plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { IdParams } from '../../lib/params.js';
import {
  presentAdminCategory,
  presentCat,
  presentCategory,
  presentCategoryWithChildren,
  presentCatNode,
  presentProgress,
} from './presenter.js';
import { sendVersioned } from './reply-memo.js';
import { CategoryQuery, ChildrenQuery, ProgressParams } from './schema.js';
import * as categories from './service.js';

/** The learner's read side of the course tree. Response shapes: see presenter.ts. */
export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];

  // The user's top categories (with their children when children=1).
  app.get('/api/categories', { schema: { querystring: ChildrenQuery, tags } }, async (req, reply) => {
    const ctx = await categories.context(app, currentUser(req));
    return sendVersioned(app, ctx, req, reply, async () => {
      const [forest, tree] = await Promise.all([
        categories.loadForest(app, ctx),
        categories.progressTree(app, ctx),
      ]);
      const roots = forest.children(0);
      if (!req.query.children) {
        const rows = await categories.loadCategories(
          app,
          ctx,
          roots.map((r) => r.id),
        );
        return { categories: rows.map((r) => presentCategory(r, forest, tree)) };
      }
      const kids = new Map(roots.map((r) => [r.id, forest.children(r.id).map((c) => c.id)]));
      const rows = await categories.loadCategories(app, ctx, [
        ...roots.map((r) => r.id),
        ...[...kids.values()].flat(),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        categories: roots
          .filter((r) => byId.has(r.id))
          .map((r) =>
            presentCategoryWithChildren(
              byId.get(r.id)!,
              kids
                .get(r.id)!
                .map((id) => byId.get(id)!)
                .filter(Boolean),
              forest,
              tree,
            ),
          ),
      };
    });
  });

  // One category; children=1 adds its visible children; cards=1&admin=1 (teachers) gives its own cards instead.
  app.get(
    '/api/categories/:id',
    { schema: { params: IdParams, querystring: CategoryQuery, tags } },
    async (req, reply) => {
      const user = currentUser(req);
      if (req.query.admin && !isTeacher(user))
        throw new HttpError(403, categories.CATEGORY_MESSAGES.teachersOnly);
      const ctx = await categories.context(app, user);
      if (req.query.admin && req.query.cards) {
        // the category's cards: not covered by the tree's versions
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        return presentAdminCategory(row, await categories.categoryCards(app, row.id));
      }
      return sendVersioned(app, ctx, req, reply, async () => {
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        const [forest, tree] = await Promise.all([
          categories.loadForest(app, ctx, row),
          categories.progressTree(app, ctx),
        ]);
        if (!req.query.children) return presentCategory(row, forest, tree);
        const children = await categories.loadCategories(
          app,
          ctx,
          forest.children(row.id).map((c) => c.id),
        );
        return presentCategoryWithChildren(row, children, forest, tree);
      });
    },
  );

  // Progress blocks only (7 card levels), of the category and, with children=1, of its visible children.
  app.get(
    '/api/categories/progress/:id/:levels',
    { schema: { params: ProgressParams, querystring: ChildrenQuery, tags } },
    async (req, reply) => {
      const ctx = await categories.context(app, currentUser(req));
      return sendVersioned(app, ctx, req, reply, async () => {
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        const [forest, tree] = await Promise.all([
          req.query.children ? categories.loadForest(app, ctx, row) : Promise.resolve(null),
          categories.progressTree(app, ctx),
        ]);
        return presentProgress(row, forest ? forest.children(row.id) : null, tree);
      });
    },
  );

  app.get('/api/cats/roots', { schema: { tags } }, async (req, reply) => {
    const ctx = await categories.context(app, currentUser(req));
    return sendVersioned(app, ctx, req, reply, async () => {
      const [forest, tree] = await Promise.all([
        categories.loadForest(app, ctx),
        categories.progressTree(app, ctx),
      ]);
      return { roots: forest.children(0).map((n) => presentCatNode(n, forest, tree)) };
    });
  });

  app.get('/api/cats/:id', { schema: { params: IdParams, tags } }, async (req, reply) => {
    const ctx = await categories.context(app, currentUser(req));
    return sendVersioned(app, ctx, req, reply, async () => {
      const row = await categories.findVisibleCategory(app, ctx, req.params.id);
      const [forest, tree] = await Promise.all([
        categories.loadForest(app, ctx, row),
        categories.progressTree(app, ctx),
      ]);
      return presentCat(row, forest, tree);
    });
  });
}
