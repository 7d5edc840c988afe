import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  validatorCompiler,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { accessPlugin, adminOnlyDocs } from './auth/plugin.js';
import { createRegisterLimits, type RegisterLimits } from './auth/register-limits.js';
import { errorAnswer, registerErrorHandler, requestLanguage, sendError } from './lib/error-handler.js';
import { ACCESS, REQUEST } from './lib/i18n/common-messages.js';
import { HttpError } from './lib/http-error.js';
import './lib/validation-messages.js';
import { hasMethodAnswer, trackRouteMethods } from './lib/method-not-allowed.js';
import {
  API_DESCRIPTION,
  createValidatorCompiler,
  registerApiContract,
  type ContractViolation,
} from './lib/api-contract.js';
import { serializeRequest } from './lib/log-redact.js';
import { closeSanitizer } from './modules/files/html.js';
import { closeImportPool } from './modules/import/pool.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.js';
import { createMailWorker, mailQueueState, type MailWorker } from './lib/mail-worker.js';
import { createAccountLimits, type AccountLimits } from './auth/account-limits.js';
import { setHashQueueMax } from './auth/passwords.js';
import { HealthRegistry } from './lib/health.js';
import { DiskSpace } from './lib/disk-space.js';
import { RedisGuard } from './lib/redis.js';
import { resilientRateLimitStore } from './lib/rate-limit-store.js';
import { healProgressCache } from './modules/progress/cache.js';
import { resolveSigningSecret } from './lib/signed-files.js';
import healthRoutes from './modules/health/routes.js';
import authRoutes from './modules/auth/routes.js';
import userRoutes from './modules/users/routes.js';
import categoryAdminRoutes from './modules/categories/admin-routes.js';
import cardAdminRoutes from './modules/cards/admin-routes.js';
import contentAdminRoutes from './modules/contents/admin-routes.js';
import fileRoutes from './modules/files/routes.js';
import lessonRoutes from './modules/lessons/routes.js';
import cardRoutes from './modules/cards/routes.js';
import learnTypeRoutes from './modules/learntypes/routes.js';
import shopRoutes from './modules/shop/routes.js';
import paymentRoutes from './modules/payments/routes.js';
import categoryRoutes from './modules/categories/routes.js';
import contentRoutes from './modules/contents/routes.js';
import rolesRoutes from './modules/roles/routes.js';
import userAdminRoutes from './modules/users/admin-routes.js';
import cacheRoutes from './modules/cache/routes.js';
import importRoutes from './modules/import/routes.js';
import memoryRoutes from './modules/memory/routes.js';
import trashRoutes from './modules/trash/routes.js';
import auditRoutes from './modules/audit/routes.js';
import { JobEngine } from './lib/jobs.js';
import { defineBackgroundJobs, MAIL_QUEUE } from './lib/background.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Queues a mail in the outbox (the mail worker sends it). */
    mailer: Mailer;
    mailWorker: MailWorker;
    /** The durable job engine (pg-boss): cache operations, purges. Started by the server process, or on first use. */
    jobs: JobEngine;
    accountLimits: AccountLimits;
    registerLimits: RegisterLimits;
    /** The raw client; call Redis through `redisGuard.run` (time limit, breaker) and have a database path. */
    redis: Redis | null;
    redisGuard: RedisGuard | null;
    /** Dependency checks of /api/health; areas register theirs (lib/health.ts). */
    health: HealthRegistry;
    /** Free space of the PGlite folder's disk (null on PostgreSQL or in memory) and of the storage folder's. */
    disks: { database: DiskSpace | null; storage: DiskSpace };
    /** The HMAC key of signed /storage links (lib/signed-files.ts). */
    fileSigningSecret: string;
    /** Answers that broke the documented contract (strict mode only: the API tests fail on them). */
    contractViolations: ContractViolation[];
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the mail worker sends mails (tests); SMTP from the config otherwise. */
  mailer?: Mailer;
  /** Called for every route as it is registered (the authorization test enumerates the routes with it). */
  onRouteCollected?: (route: RouteOptions) => void;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API modules, one per area (DESIGN.md §2). Add a new area here. */
const modules = [
  healthRoutes,
  authRoutes,
  userRoutes,
  cardRoutes,
  learnTypeRoutes,
  lessonRoutes,
  shopRoutes,
  paymentRoutes,
  categoryRoutes,
  contentRoutes,
  categoryAdminRoutes,
  cardAdminRoutes,
  contentAdminRoutes,
  fileRoutes,
  rolesRoutes,
  userAdminRoutes,
  cacheRoutes,
  importRoutes,
  memoryRoutes,
  trashRoutes,
  auditRoutes,
];

export async function buildApp({
  config,
  database,
  mailer,
  onRouteCollected,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
          },
    bodyLimit: 1024 * 1024,
    // Time limits: a request is answered (503 after handlerTimeout) and received in full (408 after requestTimeout:
    // a body that trickles in byte by byte ends there); Node checks the latter every connectionsCheckingInterval.
    handlerTimeout: config.requestTimeoutMs,
    requestTimeout: config.bodyTimeoutMs,
    http: {
      requestTimeout: config.bodyTimeoutMs,
      headersTimeout: Math.min(config.bodyTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(1000, config.bodyTimeoutMs),
    },
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names (off: the socket's address).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Ids in paths are validated by the routes; cap the URL to keep hostile input cheap.
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(createValidatorCompiler(validatorCompiler));
  app.decorate('contractViolations', registerApiContract(app, config.strictContract));

  const redisGuard = config.redisUrl
    ? new RedisGuard(config.redisUrl, { timeoutMs: config.redisTimeoutMs, log: app.log })
    : null;
  redisGuard?.onHeal(healProgressCache);
  const redis = redisGuard?.client ?? null;
  app.decorate('config', config);
  app.decorate('redisGuard', redisGuard);
  app.decorate('health', new HealthRegistry(config.healthCheckTimeoutMs));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  const jobs = new JobEngine(database, app.log);
  app.decorate('jobs', jobs);
  // A queued mail is sent by a job at once once the engine runs (the server process starts it; tests drain).
  const mailWorker = createMailWorker(
    database.db,
    {
      transport: mailer ?? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
      ...config.mail,
      log: app.log,
    },
    () => {
      if (jobs.started)
        jobs
          .send(MAIL_QUEUE, {})
          .catch((e: unknown) => app.log.warn({ error: String(e) }, 'mail job not queued'));
    },
  );
  app.decorate('fileSigningSecret', resolveSigningSecret(config.fileSigningSecret, config.storageDir));
  app.decorate(
    'mailer',
    createOutboxMailer(database.db, () => mailWorker.notifyQueued()),
  );
  app.decorate('mailWorker', mailWorker);
  app.health.register({
    name: 'mail',
    critical: false,
    check: () => mailQueueState(database.db, Boolean(config.smtpUrl)),
  });
  defineBackgroundJobs(app);
  app.health.register({ name: 'jobs', critical: false, check: () => jobs.state() });
  app.decorate('accountLimits', createAccountLimits(config.accountLimits, database.db));
  app.decorate('registerLimits', createRegisterLimits(config.registerLimits, redis));
  const disk = (name: 'database' | 'storage', dir: string) =>
    new DiskSpace(name, dir, config.diskMinFreeBytes, config.diskCheckIntervalMs, app.log);
  const disks = {
    database:
      database.kind === 'pglite' && !config.pgliteDir.startsWith('memory://')
        ? disk('database', config.pgliteDir)
        : null,
    storage: disk('storage', config.storageDir),
  };
  app.decorate('disks', disks);
  app.addHook('onReady', async () => {
    await disks.database?.start();
    await disks.storage.start();
  });
  // A full PGlite disk: every write is refused (507) before PostgreSQL runs out of room; reads keep working.
  app.addHook('preHandler', async (req) => {
    if (!disks.database || !WRITE_METHODS.has(req.method)) return;
    // POST /api/auth without a token reads the current user (the spec's route); with one it logs out
    if (req.routeOptions.url === '/api/auth' && !(req.body as { token?: unknown } | null)?.token) return;
    await disks.database.assertRoom();
  });
  if (redisGuard)
    app.addHook('onReady', () => redisGuard.whenReady(Math.max(config.redisTimeoutMs * 4, 1000)));
  setHashQueueMax(config.hashQueueMax);
  app.addHook('onClose', async () => {
    disks.database?.stop();
    disks.storage.stop();
    await jobs.stop();
    await closeSanitizer();
    await closeImportPool();
    await redisGuard?.close();
  });

  registerErrorHandler(app);
  const allowedMethods = trackRouteMethods(app);
  if (onRouteCollected) app.addHook('onRoute', onRouteCollected);
  // An upload reads its body inside the handler: its limit adds the time to receive the body (BODY_TIMEOUT_MS).
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
    if (consumes?.includes('multipart/form-data') && !route.handlerTimeout)
      route.handlerTimeout = config.requestTimeoutMs + config.bodyTimeoutMs;
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: [
          "'self'",
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redisGuard ? { store: resilientRateLimitStore(redisGuard) } : {}),
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, REQUEST.too_many_attempts, undefined, undefined, undefined, {
        seconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 50, fieldSize: 100_000 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Learning portal API', version: '1.0.0', description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // schemas with `.meta({ id })` (the objects the spec names) become components/schemas
    transformObject: jsonSchemaTransformObject,
  });
  // /api/docs: public in development and tests; in production only for admins unless API_DOCS_PUBLIC=1.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(config.apiDocsPublic ? {} : { uiHooks: { onRequest: (req) => adminOnlyDocs(app, req) } }),
  });
  await app.register(accessPlugin);
  // An answer for a logged-in user is never kept by a browser or proxy (a shared computer's cache keeps no
  // private data): no-store, or private, no-cache when it has an ETag to revalidate with. Routes that set their
  // own Cache-Control keep it.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.user && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', reply.hasHeader('etag') ? 'private, no-cache' : 'no-store');
    return payload;
  });

  for (const mod of modules) await app.register(mod);

  await registerStatic(app, config, allowedMethods);
  return app;
}

async function registerStatic(
  app: FastifyInstance,
  config: Config,
  allowedMethods: (path: string) => string[],
) {
  const storageRoot = config.storageDir;
  mkdirSync(path.join(storageRoot, 'user_uploads'), { recursive: true });
  mkdirSync(path.join(storageRoot, 'thumbnails'), { recursive: true });
  // Stored uploads are served only with a signed link (lib/signed-files.ts, files/storage-routes.ts).
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      // Looked up per request, not from a file list fixed at start: a rebuilt web app needs no restart.
      wildcard: true,
      index: 'index.html',
      // The web build writes .br and .gz next to its text assets (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed build assets never change; everything else is revalidated.
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  // The single-page app: any other GET that is not an API or file path gets index.html.
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isPage =
      req.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/storage/') &&
      !url.startsWith('/publicFiles/') &&
      !path.extname(url);
    if (hasMethodAnswer(url)) {
      const allowed = allowedMethods(url);
      if (allowed.length)
        return reply
          .status(405)
          .header('Allow', allowed.join(', '))
          .send(
            errorAnswer(requestLanguage(app, req), REQUEST.method_not_allowed, {
              method: req.method,
              allowed: allowed.join(', '),
            }),
          );
    }
    if (!isPage || !hasWeb) return sendError(app, req, reply, 404, ACCESS.not_found);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.webDist);
  });
}
