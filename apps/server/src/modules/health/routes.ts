import type { FastifyInstance } from 'fastify';
import { HealthResponse, HealthUnavailableResponse } from './schema.js';

/**
 * Each dependency's state, within about HEALTH_CHECK_TIMEOUT_MS: 200 while the server can serve (Redis down is
 * 'degraded', still 200), 503 while a critical dependency (the database) is down or hung.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.health.register({
    name: 'database',
    critical: true,
    check: async () => {
      await app.database.ping();
      return 'up';
    },
  });
  app.health.register({
    name: 'redis',
    critical: false,
    check: async () => (app.redisGuard ? app.redisGuard.check() : 'off'),
  });

  app.get(
    '/api/health',
    {
      handlerTimeout: 5000,
      schema: {
        tags: ['health'],
        summary: "The server's dependencies: 200 while it can serve, 503 while it cannot",
        description:
          "Each dependency is 'up', 'down' or 'off' (not configured). 200 with status 'ok', or 'degraded' while " +
          "an optional dependency (Redis, mail, jobs) is down; 503 with status 'error' and a message while the " +
          'database is down or hung. Answers within about five seconds; never cached.',
        response: { 200: HealthResponse, 503: HealthUnavailableResponse },
      },
    },
    async (_req, reply) => {
      const { status, dependencies } = await app.health.report();
      reply.header('cache-control', 'no-store');
      if (status === 'error') {
        const down = Object.keys(dependencies).filter((d) => dependencies[d] === 'down');
        return reply.status(503).send({
          status,
          ...dependencies,
          message: `Not serving: ${down.join(', ')} ${down.length > 1 ? 'are' : 'is'} not reachable`,
        });
      }
      return { status, ...dependencies };
    },
  );
}
