import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { cards } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo.js';
import type { Mail, Mailer } from '../lib/mailer.js';
import { databaseUrl as urlOf, type ApiTemplates } from './templates.js';

/**
 * The database the API tests run on: PGlite in memory by default; a fresh PostgreSQL database
 * (created here and dropped afterwards) when PORTAL_TEST_DB=postgres and DATABASE_URL is set.
 */
export const testDbKind =
  process.env.PORTAL_TEST_DB === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite';

function runTemplates(): ApiTemplates | undefined {
  try {
    const t = inject('apiTemplates');
    return t && t.kind === testDbKind ? t : undefined;
  } catch {
    return undefined; // not under vitest's API projects
  }
}

export interface TestApp {
  app: FastifyInstance;
  mails: Mail[];
  storageDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { seed?: boolean; env?: Record<string, string>; deliverMail?: boolean } = {},
): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  // The run's template databases (test/global-setup.ts), when this file runs under the API projects' config.
  const templates = runTemplates();
  const seeded = opts.seed !== false;
  if (testDbKind === 'postgres') {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const template = templates ? ` TEMPLATE ${seeded ? templates.seeded : templates.plain}` : '';
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template}`);
    await admin.end();
    databaseUrl = urlOf(process.env.DATABASE_URL!, name);
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
  // the seed's uploads, as the seed would have written them
  if (templates && seeded) cpSync(templates.storage, storageDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    WEB_DIST: path.join(storageDir, 'no-web'),
    APP_URL: 'http://portal.test',
    RATE_LIMIT_AUTH_MAX: '1000',
    // the tests register many learners from one address, and wait for no reset floor (tests of both set them)
    REGISTER_PER_SOURCE: '100000',
    REGISTER_PER_ADDRESS: '1000',
    RESET_REQUEST_FLOOR_MS: '0',
    // The test databases are demo databases (demo payment provider on), as before demo became opt-in.
    DEMO: '1',
    // every answer is checked against its documented schema (lib/api-contract.ts); close() fails on a violation
    API_CONTRACT: 'strict',
    // the API tests read English unless a request asks otherwise (Accept-Language, the account's language);
    // the German default is tested in lib/i18n (language.test.ts) and config.test.ts
    DEFAULT_LANGUAGE: 'en',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 5,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    ...(templates?.kind === 'pglite'
      ? { loadDataDir: new Blob([readFileSync(seeded ? templates.seeded : templates.plain)]) }
      : {}),
  });
  // a no-op on a template (already migrated), kept so a file run without the global setup works the same
  await runMigrations(database);
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const app = await buildApp({ config, database, mailer });
  // Requests only queue mails; sending them before each answer leaves `mails` filled when a test looks.
  if (opts.deliverMail !== false)
    app.addHook('onSend', async () => void (await app.mailWorker.drainIfQueued()));
  if (seeded) await seedDemo(app); // a seeded template already holds the demo data: the seed sees it and returns
  await app.ready();
  return {
    app,
    mails,
    storageDir,
    async close() {
      const only = process.env.API_CONTRACT_ROUTES ? new RegExp(process.env.API_CONTRACT_ROUTES) : null;
      const violations = app.contractViolations.filter((v) => !only || only.test(v.route));
      await app.close();
      await database.close();
      await dropDb?.();
      rmSync(storageDir, { recursive: true, force: true });
      if (violations.length)
        throw new Error(
          `API answers broke the documented contract (lib/api-contract.ts):\n${violations
            .map((v) => `- ${v.route} ${v.status}: ${v.problem}`)
            .join('\n')}`,
        );
    },
  };
}

export async function loginAs(
  app: FastifyInstance,
  who: keyof typeof DEMO_ACCOUNTS | { email: string; password: string },
) {
  const body = typeof who === 'string' ? { email: DEMO_ACCOUNTS[who], password: DEMO_PASSWORD } : who;
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** Registers a fresh student and returns their token and id. */
export async function registerStudent(app: FastifyInstance, name = 'New Learner') {
  const email = `${randomBytes(5).toString('hex')}@learner.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'secret-password', terms: true },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { token: res.json().token as string, id: res.json().user.id as number, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the error shape of DESIGN.md §5 and returns the message. */
export function errorMessage(res: LightMyRequestResponse): string {
  const body = res.json() as { message?: unknown };
  if (typeof body.message !== 'string') throw new Error(`no message in ${res.body}`);
  return body.message;
}

/**
 * Counts the statements the app sends to PGlite while `run` runs (round trips per request; PGlite only, as
 * the PostgreSQL pool spreads them over clients).
 */
export async function countStatements(app: FastifyInstance, run: () => Promise<void>): Promise<number> {
  const client = (app.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } })
    .session.client;
  const original = client.query;
  let count = 0;
  client.query = (...a: unknown[]) => {
    count++;
    return original.apply(client, a);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}

/**
 * `count` gap cards ("i = [i]", titled "Karte i") in a category, in order; `fields(i)` overrides or adds columns.
 * Returns their ids.
 */
export async function insertGapCards(
  app: FastifyInstance,
  categoryId: number,
  count: number,
  fields: (i: number) => Partial<typeof cards.$inferInsert> = () => ({}),
): Promise<{ id: number }[]> {
  return app.db
    .insert(cards)
    .values(
      Array.from({ length: count }, (_, i) => ({
        categoryId,
        type: 6,
        title: `Karte ${i}`,
        data: { question: `${i} = [${i}]` },
        ...fields(i),
      })),
    )
    .returning({ id: cards.id });
}
