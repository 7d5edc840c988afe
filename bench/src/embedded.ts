/**
 * The embedded default (issue 22): the production build on PGlite with the demo data, as `npm start` runs it.
 *  1. a first start on a new data folder (initdb, migrations, demo data): resident memory once it answers;
 *  2. 50 learners added next to the demo student (same roles and password), with the server stopped;
 *  3. a normal start on that folder: resident memory once it answers;
 *  4. the 50 learners at once for `seconds` (tree, progress, answer, lessons, cart in turn): peak and end memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { weekRange } from '@portal/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo.js';
import {
  freePort,
  memoryOf,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  startNode,
  type Build,
  type Child,
} from './lib/proc.js';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.js';

export interface EmbeddedResult {
  firstStartRssMb: number;
  startRssMb: number;
  loadPeakRssMb: number;
  afterLoadRssMb: number;
  learners: number;
  load: LoadResult;
}

const mb = (kb: number) => Math.round(kb / 1024);
const settle = () => new Promise((r) => setTimeout(r, 2000));

/** The built server as `npm start` runs it (demo data on PGlite in `dataDir`), with the serve's memory settings. */
export async function startEmbedded(build: Build, dataDir: string, storageDir: string): Promise<Child> {
  const port = await freePort();
  return startNode({
    args: [...SERVER_NODE_FLAGS, build.serverMain],
    port,
    readyPath: '/api/health',
    timeoutMs: 180_000,
    // as `npm start`: demo data, PGlite (no DATABASE_URL), not NODE_ENV=production (demo settings refuse that)
    env: {
      ...SERVER_ENV,
      DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      PGLITE_DIR: dataDir,
      STORAGE_DIR: storageDir,
      WEB_DIST: build.webDist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '100000000',
    },
  });
}

/** Learners like the demo student (same roles, same password); returns the cards of their programmes. */
async function addLearners(dataDir: string, count: number): Promise<number[]> {
  const db = await PGlite.create(dataDir);
  try {
    await db.query(
      `INSERT INTO users (name, email, password_hash, first_name, last_name, birthdate, address, zip, city, country,
         email_verified_at, is_student)
       SELECT 'Embedded learner ' || n, 'embedded-' || n || '@bench.test', u.password_hash, u.first_name, u.last_name,
         u.birthdate, u.address, u.zip, u.city, u.country, u.email_verified_at, true
       FROM users u, generate_series(1, $2::int) n WHERE u.email = $1`,
      [DEMO_ACCOUNTS.student, count],
    );
    await db.query(
      `INSERT INTO roles (user_id, category_id, exam_type, start_date, expiration_date, watch_only)
       SELECT l.id, r.category_id, r.exam_type, r.start_date, r.expiration_date, r.watch_only
       FROM roles r JOIN users s ON s.id = r.user_id AND s.email = $1
       CROSS JOIN users l WHERE l.email LIKE 'embedded-%@bench.test'`,
      [DEMO_ACCOUNTS.student],
    );
    const cards = await db.query<{ id: number }>(
      `SELECT c.id FROM cards c JOIN categories k ON k.id = c.category_id
       WHERE EXISTS (SELECT 1 FROM roles r JOIN users s ON s.id = r.user_id AND s.email = $1
                     JOIN categories p ON p.id = r.category_id WHERE k.path LIKE p.path || '%')
       ORDER BY c.id`,
      [DEMO_ACCOUNTS.student],
    );
    return cards.rows.map((r) => r.id);
  } finally {
    await db.close();
  }
}

async function login(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function benchEmbedded(
  build: Build,
  opts: { learners: number; seconds: number; log: (m: string) => void },
): Promise<EmbeddedResult> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-embedded-'));
  const dataDir = path.join(root, 'db');
  const storageDir = path.join(root, 'storage');
  let server: Child | null = null;
  try {
    opts.log('embedded: first start on a new PGlite folder (initdb, migrations, demo data)');
    server = await startEmbedded(build, dataDir, storageDir);
    await settle();
    const firstStartRssMb = mb(memoryOf(server.pid)?.rssKb ?? 0);
    await server.stop();
    server = null;

    const cards = await addLearners(dataDir, opts.learners);
    opts.log(`embedded: ${opts.learners} learners added; normal start`);
    server = await startEmbedded(build, dataDir, storageDir);
    await settle();
    const startRssMb = mb(memoryOf(server.pid)?.rssKb ?? 0);

    const tokens: string[] = [];
    for (let i = 1; i <= opts.learners; i++) tokens.push(await login(server.url, `embedded-${i}@bench.test`));
    const roots = (await (
      await fetch(`${server.url}/api/cats/roots`, { headers: { authorization: `Bearer ${tokens[0]}` } })
    ).json()) as { roots: { id: number }[] };
    const programme = roots.roots[0].id;
    const week = weekRange(new Date(), 0);
    let n = 0;
    const next = (): LoadRequest => {
      const i = n++;
      const headers = { authorization: `Bearer ${tokens[i % tokens.length]}` };
      switch (i % 5) {
        case 0:
          return { method: 'GET', path: `/api/cats/${programme}`, headers };
        case 1:
          return { method: 'GET', path: `/api/categories/progress/${programme}/7?children=1`, headers };
        case 2:
          return {
            method: 'POST',
            path: `/api/cards/${cards[i % cards.length]}/${i % 3 ? 1 : 0}`,
            headers: { ...headers, 'idempotency-key': randomBytes(12).toString('hex') },
          };
        case 3:
          return { method: 'GET', path: `/api/lesson/${week.from}/${week.to}`, headers };
        default:
          return { method: 'GET', path: '/api/shop/cart', headers };
      }
    };
    opts.log(`embedded: ${opts.learners} learners at once, ${opts.seconds} s`);
    const load = await runLoad({ url: server.url, connections: opts.learners, seconds: opts.seconds, next });
    const loadPeakRssMb = mb(server.peakRssKb());
    const afterLoadRssMb = mb(memoryOf(server.pid)?.rssKb ?? 0);
    return { firstStartRssMb, startRssMb, loadPeakRssMb, afterLoadRssMb, learners: opts.learners, load };
  } finally {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}
