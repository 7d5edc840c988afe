/**
 * Template databases for the API tests, built once per run by the global setup: one migrated, one migrated and
 * seeded with the demo data (with the seed's uploads in a storage folder). Every createTestApp() starts from a copy
 * of one instead of an initdb, the migrations and the seed (PGlite: a dumped data folder loaded in memory;
 * PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { seedDemo } from '../db/seed/demo.js';

export interface ApiTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: dumped data folders (files); PostgreSQL: template database names. */
  plain: string;
  seeded: string;
  /** The seeded template's storage folder (the demo uploads), copied for every seeded app. */
  storage: string;
}

/** Runs on PostgreSQL's server given by `adminUrl` (any database on it), as a superuser may. */
async function onServer<T>(adminUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function fill(opts: { databaseUrl?: string; storageDir: string; seed: boolean }) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    STORAGE_DIR: opts.storageDir,
    WEB_DIST: path.join(opts.storageDir, 'no-web'),
    APP_URL: 'http://portal.test',
    DEMO: '1',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    // The seed needs only the database, the storage folder and a log: no whole app (whose plugins have a start-up
    // time limit that a loaded machine can exceed while the global setup builds four databases at once).
    if (opts.seed)
      await seedDemo({ db: database.db, config, log: { info: () => {} } } as unknown as FastifyInstance);
    return database.dumpDataDir ? await database.dumpDataDir() : null;
  } finally {
    await database.close();
  }
}

export async function buildTemplates(
  kind: 'pglite' | 'postgres',
  adminUrl?: string,
): Promise<{
  templates: ApiTemplates;
  remove: () => Promise<void>;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-api-templates-'));
  const storage = path.join(dir, 'storage');
  mkdirSync(storage);
  if (kind === 'pglite') {
    const files = { plain: path.join(dir, 'plain.tar'), seeded: path.join(dir, 'seeded.tar') };
    const [plain, seeded] = await Promise.all([
      fill({ storageDir: mkdtempSync(path.join(dir, 'unused-')), seed: false }),
      fill({ storageDir: storage, seed: true }),
    ]);
    writeFileSync(files.plain, Buffer.from(await plain!.arrayBuffer()));
    writeFileSync(files.seeded, Buffer.from(await seeded!.arrayBuffer()));
    return {
      templates: { kind, ...files, storage },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) throw new Error('PostgreSQL templates need DATABASE_URL');
  const id = randomBytes(5).toString('hex');
  const names = { plain: `portal_tpl_${id}_plain`, seeded: `portal_tpl_${id}_seeded` };
  const remove = async () => {
    await onServer(adminUrl, async (c) => {
      for (const n of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
    });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await onServer(adminUrl, async (c) => {
      for (const n of Object.values(names)) await c.query(`CREATE DATABASE ${n}`);
    });
    await fill({
      databaseUrl: databaseUrl(adminUrl, names.plain),
      storageDir: mkdtempSync(path.join(dir, 'unused-')),
      seed: false,
    });
    await fill({ databaseUrl: databaseUrl(adminUrl, names.seeded), storageDir: storage, seed: true });
  } catch (e) {
    await remove();
    throw e;
  }
  return { templates: { kind, ...names, storage }, remove };
}
