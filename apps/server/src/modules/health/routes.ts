import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_req, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: 'up' };
    } catch {
      return reply
        .status(503)
        .send({ status: 'error', database: 'down', message: 'The database is not reachable' });
    }
  });
}
