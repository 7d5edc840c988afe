import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../auth/plugin.js';
import { IdParams } from '../../lib/params.js';
import { context } from '../categories/service.js';
import { ContentListQuery, StackQuery } from './schema.js';
import * as contents from './service.js';

/** The read side of theory and exercise contents, and the reading progress. Shapes: see presenter.ts. */
export default async function contentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contents'];

  for (const [path, kind] of [
    ['/api/theory/:id', 'theory'],
    ['/api/exercise/:id', 'exercise'],
  ] as const) {
    app.get(path, { schema: { params: IdParams, querystring: ContentListQuery, tags } }, async (req) => {
      const ctx = await context(app, currentUser(req));
      const scope = req.query.parent ? 'parent' : req.query.children ? 'children' : 'own';
      return { contents: await contents.listContents(app, ctx, kind, req.params.id, scope) };
    });
  }

  app.get('/api/contents/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const ctx = await context(app, currentUser(req));
    return contents.getContent(app, ctx, req.params.id);
  });

  // Teachers (access table): every content of one category, for the admin editor.
  app.get('/api/contents/category/:id', { schema: { params: IdParams, tags } }, async (req) => {
    const ctx = await context(app, currentUser(req));
    return { contents: await contents.contentsOfCategory(app, ctx, req.params.id) };
  });

  app.put(
    '/api/contents/update/:id/stack',
    { schema: { params: IdParams, querystring: StackQuery, tags } },
    async (req) => {
      const ctx = await context(app, currentUser(req));
      return contents.setStack(app, ctx, req.params.id, req.query.value);
    },
  );
}
