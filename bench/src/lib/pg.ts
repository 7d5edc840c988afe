import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The machine's PostgreSQL (superuser connection to the maintenance database). */
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Bad database name ${name}`);
  return name;
};

/** Creates a fresh database `<prefix>_<timestamp>` and returns its name and URL. */
export async function createDatabase(prefix = 'portal_bench', adminUrl = ADMIN_URL) {
  const name = ident(`${prefix}_${Date.now()}_${process.pid}`);
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  return { name, url: databaseUrl(adminUrl, name) };
}

export async function dropDatabase(name: string, adminUrl = ADMIN_URL) {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`));
}

/**
 * Finds a PostgreSQL program (pgbench, initdb, pg_ctl, postgres): $PG_BIN, then Debian's
 * /usr/lib/postgresql/<newest>/bin, then PATH.
 */
export function findPgProgram(program: string): string | null {
  const dirs: string[] = [];
  if (process.env.PG_BIN) dirs.push(process.env.PG_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    dirs.push(
      ...readdirSync(debian)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join(debian, v, 'bin')),
    );
  dirs.push(...(process.env.PATH ?? '').split(':').filter(Boolean));
  for (const d of dirs) {
    const p = path.join(d, program);
    if (existsSync(p)) return p;
  }
  return null;
}
