import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  jsonSchemaTransform,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { accessPlugin } from './auth/plugin.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { createMailer, type Mailer } from './lib/mailer.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    redis: Redis | null;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Called for every route as it is registered (the authorization test enumerates the routes with it). */
  onRouteCollected?: (route: RouteOptions) => void;
}

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
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Ids in paths are validated by the routes; cap the URL to keep hostile input cheap.
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate(
    'mailer',
    mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log),
  );
  app.addHook('onClose', async () => {
    await redis?.quit();
  });

  registerErrorHandler(app);
  if (onRouteCollected) app.addHook('onRoute', onRouteCollected);

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
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 50, fieldSize: 100_000 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Learning portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(accessPlugin);

  for (const mod of modules) await app.register(mod);

  await registerStatic(app, config);
  return app;
}

async function registerStatic(app: FastifyInstance, config: Config) {
  const storageRoot = config.storageDir;
  mkdirSync(path.join(storageRoot, 'user_uploads'), { recursive: true });
  mkdirSync(path.join(storageRoot, 'thumbnails'), { recursive: true });
  await app.register(fastifyStatic, {
    root: storageRoot,
    prefix: '/storage/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    setHeaders: (res) => res.header('X-Content-Type-Options', 'nosniff'),
  });
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
    if (!isPage || !hasWeb) return reply.status(404).send({ message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.webDist);
  });
}
