import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { learnTypes } from '../../db/schema.js';
import { LearnTypesResponse } from './schema.js';

/** Learn types with the seconds a card of that type takes (learner spec §3, admin spec §3). */
export async function listLearnTypes(app: FastifyInstance) {
  return app.db
    .select({ id: learnTypes.id, name: learnTypes.name, time: learnTypes.time })
    .from(learnTypes)
    .orderBy(asc(learnTypes.id));
}

export default async function learnTypeRoutes(app: FastifyInstance) {
  // Public: the card editor and the session's time estimate both read it; it holds nothing personal.
  app.get(
    '/api/learntypes',
    {
      schema: {
        tags: ['cards'],
        summary: 'The learn types with the seconds a card of each takes',
        description: 'Public and cacheable for five minutes.',
        response: { 200: LearnTypesResponse },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { learningtypes: await listLearnTypes(app) };
    },
  );
}
