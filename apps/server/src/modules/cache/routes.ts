import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/params.js';
import { HttpError } from '../../lib/http-error.js';
import { defineCacheJobs, getJob, startJob, type Job, type JobKind } from './jobs.js';
import { presentJob } from './presenter.js';
import { errors } from '../../lib/api-contract.js';
import {
  CacheJobResponse,
  CleanContentResponse,
  CleanUserResponse,
  GenerateForUserResponse,
  GenerateParams,
  JobParams,
  JobResponse,
  JobStartQuery,
} from './schema.js';
import * as cache from './service.js';
import { requestLanguage, say } from '../../lib/i18n/request.js';
import { translate, type CatalogueMessage } from '../../lib/i18n/catalogue.js';
import { readStoredMessage } from '../../lib/i18n/stored.js';

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

  async function runJob(
    req: FastifyRequest,
    reply: FastifyReply,
    kind: JobKind,
    startMessage: CatalogueMessage,
    wait: boolean | undefined,
  ) {
    const { job, ended } = await startJob(app, kind);
    const lang = requestLanguage(app, req);
    if (!wait)
      return reply.status(202).send({ message: translate(startMessage, lang), job: presentJob(job, lang) });
    const done: Job = await ended();
    if (done.state === 'error') throw new Error(`cache job ${done.kind} failed`);
    return reply.send({ message: readStoredMessage(done.message, lang), job: presentJob(done, lang) });
  }

  app.get(
    '/api/cats/generate/cat/:id/:arg',
    {
      schema: {
        params: GenerateParams,
        tags,
        summary: 'Rebuilds a user’s cache for a category now',
        description:
          'id: the category, arg: the user. Recomputes the user’s progress tree, marks their roles on the category ' +
          'generated and answers the category’s progress as the user now sees it. 404: unknown category or user.',
        response: { 200: GenerateForUserResponse, ...errors(404) },
      },
    },
    async (req) => {
      const { roleIds, blocks } = await cache.generateForUser(app, req.params.id, req.params.arg);
      return {
        message: say(app, req, cache.CACHE_MESSAGES.generated),
        category_id: req.params.id,
        user_id: req.params.arg,
        generated: true,
        role_ids: roleIds,
        progress: blocks,
      };
    },
  );

  app.get(
    '/api/cats/update_content',
    {
      schema: {
        querystring: JobStartQuery,
        tags,
        summary: 'Recomputes the content cache (a job)',
        description:
          'Recomputes the cached subtree counts of every category. Runs as a job: 202 at once with the job (poll GET /api/cats/jobs/{id}); asking again while it ' +
          'runs returns the running job. wait=1: 200 once the job has ended (scripts, tests); a job that fails then ' +
          'answers 500.',
        response: { 200: CacheJobResponse, 202: CacheJobResponse },
      },
    },
    async (req, reply) =>
      runJob(req, reply, 'update_content', cache.CACHE_MESSAGES.contentUpdating, req.query.wait),
  );

  app.get(
    '/api/cats/clean_all',
    {
      schema: {
        querystring: JobStartQuery,
        tags,
        summary: 'Drops every cache (a job)',
        description:
          'Drops the subtree counts and every user’s progress tree and marks every role not generated. Runs as a job: 202 at once with the job (poll GET /api/cats/jobs/{id}); asking again while it ' +
          'runs returns the running job. wait=1: 200 once the job has ended (scripts, tests); a job that fails then ' +
          'answers 500.',
        response: { 200: CacheJobResponse, 202: CacheJobResponse },
      },
    },
    async (req, reply) => runJob(req, reply, 'clean_all', cache.CACHE_MESSAGES.allCleaning, req.query.wait),
  );

  app.get(
    '/api/cats/clean_content',
    {
      schema: {
        tags,
        summary: 'Drops the cached subtree counts',
        description: 'They are computed again on the next read, with the same numbers.',
        response: { 200: CleanContentResponse },
      },
    },
    async (req) => {
      const { counts } = await cache.cleanContent(app);
      return { message: say(app, req, cache.CACHE_MESSAGES.contentCleaned), counts };
    },
  );

  app.get(
    '/api/cats/clean_user/:id',
    {
      schema: {
        params: IdParams,
        tags,
        summary: 'Drops a user’s cache',
        description:
          'The user’s cached progress tree is dropped and their roles count as not generated. 404: unknown user.',
        response: { 200: CleanUserResponse, ...errors(404) },
      },
    },
    async (req) => {
      await cache.cleanUser(app, req.params.id);
      return { message: say(app, req, cache.CACHE_MESSAGES.userCleaned), user_id: req.params.id };
    },
  );

  app.get(
    '/api/cats/jobs/:id',
    {
      schema: {
        params: JobParams,
        tags,
        summary: 'A cache job’s progress',
        description:
          'Poll until state is done or error. Any server instance answers. 404: unknown job (or gone).',
        response: { 200: JobResponse, ...errors(404) },
      },
    },
    async (req) => {
      const job = await getJob(app, req.params.id);
      if (!job) throw new HttpError(404, cache.CACHE_MESSAGES.jobNotFound);
      return { job: presentJob(job, requestLanguage(app, req)) };
    },
  );
}
