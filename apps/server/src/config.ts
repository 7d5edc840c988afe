import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/** A URL of one of these schemes with a host: what ioredis and nodemailer accept from their URL settings. */
function serviceUrl(value: string, schemes: string[]): boolean {
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(5000).default(700),
  JOB_STALE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  PGLITE_DIR: z.string().default('./var/db'),
  STORAGE_DIR: z.string().default('./var/storage'),
  /** Free space kept on the PGlite folder's and the storage folder's disks: writes below it answer 507. */
  DISK_MIN_FREE_MB: z.coerce.number().min(0).default(64),
  DISK_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  WEB_DIST: z.string().optional(),
  DEMO: bool.optional(),
  /** strict: every API answer is checked against its documented schema (the API tests; lib/api-contract.ts) */
  API_CONTRACT: z.enum(['strict', 'serialize']).default('serialize'),
  /** The language of server texts when neither the account nor Accept-Language names one (DESIGN.md §4). */
  DEFAULT_LANGUAGE: z.enum(['de', 'en']).default('de'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  TRUST_PROXY: z.string().trim().default(''),
  TOKEN_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24 * 60),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_FAILURES_ALL_SOURCES: z.coerce.number().int().min(1).default(20),
  RESET_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  /** Register attempts per hour from one client address, and for one address tried (issue 33). */
  REGISTER_PER_SOURCE: z.coerce.number().int().min(1).default(10),
  REGISTER_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  /** A reset request answers no sooner than this (ms), so known and unknown addresses take the same time. */
  RESET_REQUEST_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(250),
  HASH_QUEUE_MAX: z.coerce.number().int().min(0).default(64),
  MAIL_RETENTION_DAYS: z.coerce.number().min(0).default(7),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  REDIS_URL: z
    .string()
    .refine((v) => serviceUrl(v, ['redis:', 'rediss:']), 'must be a URL like redis://host:6379')
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => serviceUrl(v, ['smtp:', 'smtps:']), 'must be a URL like smtp://user:password@host:587')
    .optional(),
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
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024 * 1024),
  /** HMAC key for the signed /storage links (issue 14); generated and kept in STORAGE_DIR outside production. */
  FILE_SIGNING_SECRET: z.string().min(32, 'FILE_SIGNING_SECRET must be at least 32 characters').optional(),
  /** Production only: an http:// APP_URL is refused unless this says it is meant (e.g. a closed test network). */
  ALLOW_HTTP_APP_URL: bool.optional(),
  /** /api/docs for everyone; otherwise (production) only for logged-in admins. */
  API_DOCS_PUBLIC: bool.optional(),
});

/** The shapes of Stripe's keys: a placeholder or a key pasted into the wrong setting is refused at start-up. */
export const STRIPE_KEY_SHAPES = {
  STRIPE_SECRET_KEY: { shape: /^(sk|rk)_(live|test)_[A-Za-z0-9_]{8,}$/, hint: 'sk_live_… or sk_test_…' },
  STRIPE_PUBLISHABLE_KEY: { shape: /^pk_(live|test)_[A-Za-z0-9_]{8,}$/, hint: 'pk_live_… or pk_test_…' },
  STRIPE_WEBHOOK_SECRET: { shape: /^whsec_[A-Za-z0-9_]{8,}$/, hint: 'whsec_…' },
} as const;

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  defaultLanguage: 'de' | 'en';
  databaseUrl?: string;
  databasePoolSize: number;
  /** Time limits (ms): opening a database connection or taking one from the pool, one statement. */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** Time limits (ms): answering a request once received (503 after), receiving a whole request (408 after). */
  requestTimeoutMs: number;
  bodyTimeoutMs: number;
  /** Time limit (ms) of one Redis command; Redis is optional, a slower answer counts as a failure. */
  redisTimeoutMs: number;
  /** Time limit (ms) of each dependency check of /api/health. */
  healthCheckTimeoutMs: number;
  /** A running job whose heartbeat has been silent this long lost its server and is run again. */
  jobStaleSeconds: number;
  pgliteDir: string;
  storageDir: string;
  /** Free space (bytes) below which writes to the PGlite folder and uploads are refused with 507. */
  diskMinFreeBytes: number;
  diskCheckIntervalMs: number;
  webDist: string;
  demo: boolean;
  logLevel: string;
  /** Check every API answer against its documented schema (tests), not only serialize through it. */
  strictContract: boolean;
  tokenTtlDays: number;
  tokenIdleMinutes: number;
  /** Fastify's trustProxy: false (the socket's address), a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  rateLimit: { authMax: number; authWindowMs: number };
  accountLimits: {
    loginFailures: number;
    loginFailuresAllSources: number;
    lockSeconds: number;
    resetRequestsPerHour: number;
  };
  registerLimits: { perSource: number; perAddress: number };
  resetRequestFloorMs: number;
  hashQueueMax: number;
  mail: { retentionDays: number; maxAttempts: number };
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
  /** largest file the card import accepts (Anki packages carry their media) */
  importMaxBytes: number;
  /** Set from FILE_SIGNING_SECRET; when unset (never in production) app.ts generates one in storageDir. */
  fileSigningSecret?: string;
  /** Whether /api/docs (the OpenAPI UI and JSON) is open to everyone; else admins only. */
  apiDocsPublic: boolean;
}

export class ConfigError extends Error {}

/** TRUST_PROXY: empty/0/false = off; a number = that many proxy hops; else a comma-separated list of proxy addresses or CIDRs. */
function parseTrustProxy(v: string): Config['trustProxy'] {
  if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (!list.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a)))
    throw new ConfigError(
      `TRUST_PROXY: a hop count or a comma-separated list of proxy addresses, not "${v}"`,
    );
  return list;
}

/** Reads and validates the environment once. Production refuses demo settings and missing services. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    // One line per bad setting, naming it; never the value (it may hold a password).
    const lines = parsed.error.issues.map((i) => `Invalid setting ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demo = e.DEMO ?? false;
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
    else if (new URL(e.APP_URL).protocol !== 'https:' && !e.ALLOW_HTTP_APP_URL)
      missing.push(
        'APP_URL must be an https:// address in production (links in mails carry reset tokens); set ALLOW_HTTP_APP_URL=1 only if http is meant',
      );
    for (const [name, { shape, hint }] of Object.entries(STRIPE_KEY_SHAPES)) {
      const value = e[name as keyof typeof STRIPE_KEY_SHAPES];
      if (value && !shape.test(value))
        missing.push(`${name} does not look like a Stripe key (expected ${hint}); is it a placeholder?`);
    }
    if (!e.FILE_SIGNING_SECRET) missing.push('FILE_SIGNING_SECRET is required in production');
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
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    healthCheckTimeoutMs: e.HEALTH_CHECK_TIMEOUT_MS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    pgliteDir: e.PGLITE_DIR.startsWith('memory://') ? e.PGLITE_DIR : path.resolve(root, e.PGLITE_DIR),
    storageDir: path.resolve(root, e.STORAGE_DIR),
    diskMinFreeBytes: Math.round(e.DISK_MIN_FREE_MB * 1024 * 1024),
    diskCheckIntervalMs: e.DISK_CHECK_INTERVAL_MS,
    webDist: path.resolve(root, e.WEB_DIST ?? 'apps/web/dist'),
    demo,
    logLevel: e.LOG_LEVEL,
    strictContract: e.API_CONTRACT === 'strict',
    defaultLanguage: e.DEFAULT_LANGUAGE,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    accountLimits: {
      loginFailures: e.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresAllSources: e.LOGIN_FAILURES_ALL_SOURCES,
      lockSeconds: e.LOGIN_LOCK_SECONDS,
      resetRequestsPerHour: e.RESET_REQUESTS_PER_ACCOUNT,
    },
    registerLimits: { perSource: e.REGISTER_PER_SOURCE, perAddress: e.REGISTER_PER_ADDRESS },
    resetRequestFloorMs: e.RESET_REQUEST_FLOOR_MS,
    hashQueueMax: e.HASH_QUEUE_MAX,
    mail: { retentionDays: e.MAIL_RETENTION_DAYS, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, authWindowMs: e.RATE_LIMIT_AUTH_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    importMaxBytes: e.IMPORT_MAX_BYTES,
    fileSigningSecret: e.FILE_SIGNING_SECRET,
    apiDocsPublic: e.API_DOCS_PUBLIC ?? !production,
  };
}
