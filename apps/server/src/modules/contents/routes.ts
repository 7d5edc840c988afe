import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { errors } from '../../lib/api-contract.js';
import { IdParams } from '../../lib/params.js';
import { context } from '../categories/service.js';
import {
  ContentItemResponse,
  ContentListQuery,
  ContentListResponse,
  StackQuery,
  StackResponse,
} from './schema.js';
import * as contents from './service.js';
import { say } from '../../lib/i18n/request.js';

/** The read side of theory and exercise contents, and the reading progress. Shapes: see presenter.ts. */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contents'];

  for (const [path, kind] of [
    ['/api/theory/:id', 'theory'],
    ['/api/exercise/:id', 'exercise'],
  ] as const) {
    const schema = {
      summary: `The ${kind} items of a category`,
      description: `The ${kind} items of category \`id\` the user may see, ordered by chapter, then name; \`?children=1\` adds those of all its visible descendants, \`?parent=1\` gives those of its visible ancestors instead. 404 when the category does not exist, 403 when it is outside the user’s access.`,
      params: IdParams,
      querystring: ContentListQuery,
      tags,
      response: { 200: ContentListResponse, ...errors(403, 404) },
    };
    app.get(path, { schema }, async (req) => {
      const ctx = await context(app, currentUser(req));
      const scope = req.query.parent ? 'parent' : req.query.children ? 'children' : 'own';
      return { contents: await contents.listContents(app, ctx, kind, req.params.id, scope) };
    });
  }

  app.get(
    '/api/contents/:id',
    {
      schema: {
        summary: 'One content item',
        description:
          'The item with the user’s progress and signed links. Learners get no solution while `solution_active` is "0"; teachers always do. 403 when its category is outside the user’s access.',
        params: IdParams,
        tags,
        response: { 200: ContentItemResponse, ...errors(403, 404) },
      },
    },
    async (req) => {
      const ctx = await context(app, currentUser(req));
      return contents.getContent(app, ctx, req.params.id);
    },
  );

  // Teachers (access table): every content of one category, for the admin editor.
  app.get(
    '/api/contents/category/:id',
    {
      schema: {
        summary: 'Every content item of one category (editor)',
        description: 'Theory and exercises of the category itself, by id, for the content editor.',
        params: IdParams,
        tags,
        response: { 200: ContentListResponse, ...errors(404) },
      },
    },
    async (req) => {
      const ctx = await context(app, currentUser(req));
      return { contents: await contents.contentsOfCategory(app, ctx, req.params.id) };
    },
  );

  app.put(
    '/api/contents/update/:id/stack',
    {
      schema: {
        summary: 'Set the user’s progress on a content item',
        description:
          'Watch-only access stores nothing (`stored: false`, `stack` unchanged). With `raise=1` a higher stored value stays and is answered. 422 for another value or an item with `no_progress`; 403 when the item is outside the user’s access.',
        params: IdParams,
        querystring: StackQuery,
        tags,
        response: { 200: StackResponse, ...errors(403, 404) },
      },
    },
    async (req) => {
      const ctx = await context(app, currentUser(req));
      const result = await contents.setStack(app, ctx, req.params.id, req.query.value, !!req.query.raise);
      return { ...result, message: say(app, req, result.message) };
    },
  );
}
