import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PGLITE_DIR: z.string().default('./var/db'),
  STORAGE_DIR: z.string().default('./var/storage'),
  WEB_DIST: z.string().optional(),
  DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Learning Portal <no-reply@learning-portal.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  databaseUrl?: string;
  databasePoolSize: number;
  pgliteDir: string;
  storageDir: string;
  webDist: string;
  demo: boolean;
  logLevel: string;
  tokenTtlDays: number;
  rateLimit: { authMax: number; authWindowMs: number };
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  stripe?: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string;
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
  };
  uploadMaxBytes: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once. Production refuses demo settings and missing services. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demo = e.DEMO ?? !production;
  if (production) {
    const missing: string[] = [];
    if (demo) missing.push('DEMO must not be on in production');
    if (!e.DATABASE_URL) missing.push('DATABASE_URL is required in production');
    if (!e.SMTP_URL) missing.push('SMTP_URL is required in production');
    if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PUBLISHABLE_KEY)
      missing.push(
        'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required in production',
      );
    if (!e.APP_URL) missing.push('APP_URL is required in production');
    if (missing.length) throw new ConfigError(missing.join('\n'));
  }
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          host: e.STRIPE_API_HOST,
          port: e.STRIPE_API_PORT,
          protocol: e.STRIPE_API_PROTOCOL,
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteDir: e.PGLITE_DIR.startsWith('memory://') ? e.PGLITE_DIR : path.resolve(root, e.PGLITE_DIR),
    storageDir: path.resolve(root, e.STORAGE_DIR),
    webDist: path.resolve(root, e.WEB_DIST ?? 'apps/web/dist'),
    demo,
    logLevel: e.LOG_LEVEL,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
  };
}
