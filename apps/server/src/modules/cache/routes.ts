import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/params.js';
import { HttpError } from '../../lib/http-error.js';
import { defineCacheJobs, getJob, startJob, type Job, type JobKind } from './jobs.js';
import { presentJob } from './presenter.js';
import { GenerateParams, JobParams, JobStartQuery } from './schema.js';
import * as cache from './service.js';

/**
 * The cache half of the cache and roles panel (admin spec §7, DESIGN.md §4); teachers and admins.
 * The long operations (clean_all, update_content) start a job: 202 with the job at once, then
 * GET /api/cats/jobs/{id} reports done/total until the state is 'done' or 'error'.
 */
export default async function cacheRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cache'];
  defineCacheJobs(app, {
    update_content: (report) => cache.updateContent(app, report),
    clean_all: (report) => cache.cleanAll(app, report),
  });

  async function runJob(reply: FastifyReply, kind: JobKind, startMessage: string, wait: boolean | undefined) {
    const { job, ended } = await startJob(app, kind);
    if (!wait) return reply.status(202).send({ message: startMessage, job: presentJob(job) });
    const done: Job = await ended();
    if (done.state === 'error') throw new Error(`cache job ${done.kind} failed`);
    return reply.send({ message: done.message, job: presentJob(done) });
  }

  app.get('/api/cats/generate/cat/:id/:arg', { schema: { params: GenerateParams, tags } }, async (req) => {
    const { roleIds, blocks } = await cache.generateForUser(app, req.params.id, req.params.arg);
    return {
      message: cache.CACHE_MESSAGES.generated,
      category_id: req.params.id,
      user_id: req.params.arg,
      generated: true,
      role_ids: roleIds,
      progress: blocks,
    };
  });

  app.get('/api/cats/update_content', { schema: { querystring: JobStartQuery, tags } }, async (req, reply) =>
    runJob(reply, 'update_content', cache.CACHE_MESSAGES.contentUpdating, req.query.wait),
  );

  app.get('/api/cats/clean_all', { schema: { querystring: JobStartQuery, tags } }, async (req, reply) =>
    runJob(reply, 'clean_all', cache.CACHE_MESSAGES.allCleaning, req.query.wait),
  );

  app.get('/api/cats/clean_content', { schema: { tags } }, async () => {
    const { counts } = await cache.cleanContent(app);
    return { message: cache.CACHE_MESSAGES.contentCleaned, counts };
  });

  app.get('/api/cats/clean_user/:id', { schema: { params: IdParams, tags } }, async (req) => {
    await cache.cleanUser(app, req.params.id);
    return { message: cache.CACHE_MESSAGES.userCleaned, user_id: req.params.id };
  });

  app.get('/api/cats/jobs/:id', { schema: { params: JobParams, tags } }, async (req) => {
    const job = await getJob(app, req.params.id);
    if (!job) throw new HttpError(404, cache.CACHE_MESSAGES.jobNotFound);
    return { job: presentJob(job) };
  });
}
