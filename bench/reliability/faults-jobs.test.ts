/**
 * A server killed (SIGKILL) in the middle of a durable cache job (issue 16):
 * - on PostgreSQL a second server takes the job over once its heartbeat has been silent for JOB_STALE_SECONDS,
 *   runs it again from the start as attempt 2 and ends it done; every progress cache is dropped at the end, and a
 *   learner's progress read afterwards equals what it was (computed afresh);
 * - on the embedded PGlite default (one process per folder) the restarted server runs it again at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL, generate, learnerEmail, migrate, scaledSizes } from '../src/generate.js';
import { createDatabase, dropDatabase, withClient } from '../src/lib/pg.js';
import { freePort, startNode, startPortal, type Child } from '../src/lib/proc.js';
import { login } from './lib/portal.js';
import { sleep } from './lib/faults.js';

const STALE_SECONDS = 4;
const BULK_USERS = 60_000;
const servers: Child[] = [];
let dbName: string | undefined;

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  if (dbName) await dropDatabase(dbName, inject('pgAdminUrl')).catch(() => {});
});

interface PolledJob {
  state: string;
  done: number;
  total: number;
  attempt: number;
  message: string | null;
}

const start = async (dbUrl: string) => {
  const server = await startPortal({
    build: { serverMain: inject('serverMain'), webDist: inject('webDist'), remove: () => {} },
    databaseUrl: dbUrl,
    env: { JOB_STALE_SECONDS: String(STALE_SECONDS) },
  });
  servers.push(server);
  return server;
};

const getJson = async (url: string, token: string) => {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** Starts clean_all and polls it until `done` passes `until`; the job must still be running then. */
async function cleanAllUntil(url: string, token: string, until: number) {
  const started = await getJson(`${url}/api/cats/clean_all`, token);
  expect(started.status).toBe(202);
  const id = (started.body.job as { id: string }).id;
  let polled: PolledJob;
  for (;;) {
    polled = (await getJson(`${url}/api/cats/jobs/${id}`, token)).body.job as PolledJob;
    if (polled.done > until || polled.state !== 'running') break;
    await sleep(10);
  }
  expect(polled.state, 'the job must still be running when the server is killed').toBe('running');
  return { id, polled };
}

describe('a server killed during a cache job', () => {
  it('the next server runs the job again and ends it; nothing is left half-cleaned', async () => {
    const db = await createDatabase('portal_rel_jobs', inject('pgAdminUrl'));
    dbName = db.name;
    await migrate(db.url);
    const g = await generate(db.url, scaledSizes(0.02));
    // Enough cached trees that clean_all runs for seconds (it marks them stale 500 per statement).
    await withClient(db.url, async (c) => {
      await c.query(
        `INSERT INTO users (name, email, password_hash)
         SELECT 'Bulk ' || n, 'bulk' || n || '@jobs.test', 'x' FROM generate_series(1, $1::int) n`,
        [BULK_USERS],
      );
      await c.query(`INSERT INTO progress_cache (user_id, tree, version)
        SELECT id, '{"fp":"","b":{}}'::jsonb, 1 FROM users WHERE email LIKE '%@jobs.test'`);
    });

    const first = await start(db.url);
    const admin = await login(first.url, ADMIN_EMAIL);
    const learner = await login(first.url, learnerEmail(0));
    const progressPath = `/api/categories/progress/${g.roots[0]}/7?children=1`;
    const progressBefore = await getJson(first.url + progressPath, learner);
    expect(progressBefore.status).toBe(200);

    const { id, polled: midway } = await cleanAllUntil(first.url, admin, 1000);
    expect(midway.done).toBeLessThan(midway.total);
    let polled = midway;
    process.kill(first.pid, 'SIGKILL');
    const killedAt = Date.now();
    console.log(`[job killed] at ${polled.done} of ${polled.total}`);

    const second = await start(db.url);
    const admin2 = await login(second.url, ADMIN_EMAIL);
    const seenStates = new Set<string>();
    let resumedAt = 0;
    for (;;) {
      const res = await getJson(`${second.url}/api/cats/jobs/${id}`, admin2);
      expect(res.status).toBe(200);
      polled = res.body.job as PolledJob;
      seenStates.add(`${polled.state}#${polled.attempt}`);
      if (polled.attempt === 2 && !resumedAt) resumedAt = Date.now();
      if (polled.state !== 'running') break;
      expect(Date.now() - killedAt, 'the job is taken over and ends within a minute').toBeLessThan(60_000);
      await sleep(100);
    }
    const endedAt = Date.now();
    console.log(
      `[job killed] taken over ${((resumedAt - killedAt) / 1000).toFixed(1)} s after the kill (stale after ${STALE_SECONDS} s), ` +
        `done ${((endedAt - killedAt) / 1000).toFixed(1)} s after it; states ${[...seenStates].join(' → ')}`,
    );
    // no Accept-Language and an account without a language: the job's result reads in the default, German
    expect(polled).toMatchObject({ state: 'done', attempt: 2, message: 'Alle Caches geleert' });
    expect(polled.done).toBe(polled.total);

    // Nothing half-cleaned: every cached tree is stale, and the learner reads the same progress, computed afresh.
    const valid = await withClient(db.url, (c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM progress_cache WHERE tree <> 'null'::jsonb`),
    );
    expect(valid.rows[0].n).toBe(0);
    const learner2 = await login(second.url, learnerEmail(0));
    const progressAfter = await getJson(second.url + progressPath, learner2);
    expect(progressAfter).toEqual(progressBefore);
    const health = await getJson(`${second.url}/api/health`, admin2);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up', jobs: 'up' });
  });
});

describe('a server on the embedded database killed during a cache job', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-faults-jobs-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const startPglite = async () => {
    const port = await freePort();
    const server = await startNode({
      args: [inject('serverMain')],
      env: {
        NODE_ENV: 'development',
        DEMO: '1',
        HOST: '127.0.0.1',
        PORT: String(port),
        PGLITE_DIR: path.join(folder, 'db'),
        STORAGE_DIR: path.join(folder, 'storage'),
        WEB_DIST: inject('webDist'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_MAX: '1000',
      },
      port,
      readyPath: '/api/health',
    });
    servers.push(server);
    return server;
  };

  it('the restarted server runs the job again at once and ends it', async () => {
    // A first start creates the database with the demo accounts; then bulk rows go straight into the folder.
    await (await startPglite()).stop();
    const db = await PGlite.create(path.join(folder, 'db'));
    await db.query(
      `INSERT INTO users (name, email, password_hash)
       SELECT 'Bulk ' || n, 'bulk' || n || '@jobs.test', 'x' FROM generate_series(1, 40000) n`,
    );
    await db.query(`INSERT INTO progress_cache (user_id, tree, version)
      SELECT id, '{"fp":"","b":{}}'::jsonb, 1 FROM users WHERE email LIKE '%@jobs.test'`);
    await db.close();

    const first = await startPglite();
    const admin = await login(first.url, 'admin@example.com', 'demo-password');
    const { id } = await cleanAllUntil(first.url, admin, 500);
    let polled: PolledJob;
    process.kill(first.pid, 'SIGKILL');
    const killedAt = Date.now();

    const second = await startPglite();
    console.log(`[job killed, PGlite] restarted in ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
    const admin2 = await login(second.url, 'admin@example.com', 'demo-password');
    for (;;) {
      const res = await getJson(`${second.url}/api/cats/jobs/${id}`, admin2);
      expect(res.status, `${JSON.stringify(res.body)}\n${second.output().slice(-3000)}`).toBe(200);
      polled = res.body.job as PolledJob;
      if (polled.state !== 'running') break;
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      await sleep(100);
    }
    console.log(
      `[job killed, PGlite] done ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill (including the restart)`,
    );
    expect(polled).toMatchObject({ state: 'done', attempt: 2, message: 'Alle Caches geleert' });
    expect(polled.done).toBe(polled.total);
  });
});
