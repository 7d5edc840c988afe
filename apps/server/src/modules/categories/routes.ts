import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, isTeacher } from '../../auth/plugin.js';
import { errors, NoBody } from '../../lib/api-contract.js';
import { HttpError } from '../../lib/http-error.js';
import { IdParams } from '../../lib/params.js';
import { fileLinker } from '../../lib/signed-files.js';
import {
  presentAdminCategory,
  presentCat,
  presentCategory,
  presentCategoryWithChildren,
  presentCatNode,
  presentProgress,
} from './presenter.js';
import { sendVersioned } from './reply-memo.js';
import {
  CategoriesResponse,
  CategoryQuery,
  CategoryResponse,
  CatResponse,
  CatRootsResponse,
  ChildrenQuery,
  ProgressParams,
  ProgressResponse,
} from './schema.js';
import * as categories from './service.js';

/** The learner's read side of the course tree. Response shapes: see presenter.ts. */
export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];
  const versioned =
    'Answered with an ETag (Cache-Control: private, no-cache): send it back in If-None-Match to get 304 without a body while nothing changed.';
  const hidden = 'A category the user may not see is 403 (or absent from lists); an unknown id is 404.';

  // The user's top categories (with their children when children=1).
  app.get(
    '/api/categories',
    {
      schema: {
        summary: 'The user’s top categories with their progress',
        description: `The categories the user may see at the top of the tree, by position, each with the user’s progress blocks over its subtree; children=1 adds their visible children. ${versioned}`,
        querystring: ChildrenQuery,
        tags,
        response: { 200: CategoriesResponse, 304: NoBody },
      },
    },
    async (req, reply) => {
      const ctx = await categories.context(app, currentUser(req));
      return sendVersioned(app, ctx, req, reply, async () => {
        const [forest, tree] = await categories.forestAndProgress(app, ctx);
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
    },
  );

  // One category; children=1 adds its visible children; cards=1&admin=1 (teachers) gives its own cards instead.
  app.get(
    '/api/categories/:id',
    {
      schema: {
        summary: 'One category with its progress (children=1: with its children)',
        description: `A category with the user’s progress blocks over its subtree; children=1 adds its visible children (one level, by position). Teachers: cards=1&admin=1 gives the category without progress and with its own cards (admin=1 is 403 for learners; that answer has no ETag). ${hidden} ${versioned}`,
        params: IdParams,
        querystring: CategoryQuery,
        tags,
        response: { 200: CategoryResponse, 304: NoBody, ...errors(403, 404) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      if (req.query.admin && !isTeacher(user))
        throw new HttpError(403, categories.CATEGORY_MESSAGES.teachersOnly);
      const ctx = await categories.context(app, user);
      if (req.query.admin && req.query.cards) {
        // the category's cards: not covered by the tree's versions
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        return presentAdminCategory(
          row,
          await categories.categoryCards(app, row.id),
          fileLinker(app.fileSigningSecret, user),
        );
      }
      return sendVersioned(app, ctx, req, reply, async () => {
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        const [forest, tree] = await categories.forestAndProgress(app, ctx, row);
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
    {
      schema: {
        summary: 'The progress blocks of a category (children=1: and of its children)',
        description: `Only the user’s progress blocks (cards in 7 levels, theory and exercises in 4) of the category and, with children=1, of its visible children. The levels segment must be 7. ${hidden} ${versioned}`,
        params: ProgressParams,
        querystring: ChildrenQuery,
        tags,
        response: { 200: ProgressResponse, 304: NoBody, ...errors(403, 404) },
      },
    },
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

  app.get(
    '/api/cats/roots',
    {
      schema: {
        summary: 'The compact tree: the user’s top categories',
        description: `The user’s visible top categories, by position, with their progress blocks and number of visible children. ${versioned}`,
        tags,
        response: { 200: CatRootsResponse, 304: NoBody },
      },
    },
    async (req, reply) => {
      const ctx = await categories.context(app, currentUser(req));
      return sendVersioned(app, ctx, req, reply, async () => {
        const [forest, tree] = await categories.forestAndProgress(app, ctx);
        return { roots: forest.children(0).map((n) => presentCatNode(n, forest, tree)) };
      });
    },
  );

  app.get(
    '/api/cats/:id',
    {
      schema: {
        summary: 'The compact tree: a category with its children',
        description: `A category’s progress blocks, its visible children keyed by id (with their own progress) and the counts of its visible subtree. ${hidden} ${versioned}`,
        params: IdParams,
        tags,
        response: { 200: CatResponse, 304: NoBody, ...errors(403, 404) },
      },
    },
    async (req, reply) => {
      const ctx = await categories.context(app, currentUser(req));
      return sendVersioned(app, ctx, req, reply, async () => {
        const row = await categories.findVisibleCategory(app, ctx, req.params.id);
        const [forest, tree] = await categories.forestAndProgress(app, ctx, row);
        return presentCat(row, forest, tree);
      });
    },
  );
}
