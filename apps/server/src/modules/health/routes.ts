import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
    // on a connection of its own: requests queueing for the pool under load do not make it look down
    check: async () => {
      await app.database.healthQuery('select 1');
      return 'up';
    },
  });
  app.health.register({
    name: 'disk',
    critical: false,
    // the PGlite folder's disk: 'down' below DISK_MIN_FREE_MB (writes answer 507, reads work); 'off' on PostgreSQL
    check: async () => {
      const disk = app.disks.database;
      if (!disk) return 'off';
      await disk.refresh();
      return disk.isLow() ? 'down' : 'up';
    },
  });
  const probe = path.join(app.config.storageDir, `.health-${process.pid}`);
  app.health.register({
    name: 'storage',
    critical: false,
    // writable (a probe file written and removed) and above DISK_MIN_FREE_MB; otherwise uploads answer 507/503
    check: async () => {
      await writeFile(probe, 'ok');
      await rm(probe, { force: true });
      await app.disks.storage.refresh();
      return app.disks.storage.isLow() ? 'down' : 'up';
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
          "Each dependency is 'up', 'down' or 'off' (not configured), from a check of its own with its own time " +
          'limit (HEALTH_CHECK_TIMEOUT_MS; the database on a connection of its own). 503 with status ' +
          "'error' and a message only while the database is down or hung: take the instance out of the load " +
          "balancer. 200 with 'degraded' while an optional dependency is down and the server still serves: Redis " +
          '(limits and caches fall back to the database and memory), mail (mails wait in the outbox), jobs (the ' +
          'job engine does not answer), disk (the embedded database folder is below DISK_MIN_FREE_MB: writes answer ' +
          '507, reads work) or storage (not writable or below DISK_MIN_FREE_MB: uploads answer 507 or 503). ' +
          'Answers within about one time limit; never cached.',
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
