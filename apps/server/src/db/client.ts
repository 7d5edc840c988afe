import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { lockDataFolder } from './folder-lock.js';
import { preserveStoredClozes } from './cloze-gaps.js';
import { repairClozeTitles } from './cloze-titles.js';
import { replayMemories } from './memory-replay.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string (migrations open their own connection, without the statement limit). */
  url?: string;
  /** Runs a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * For /api/health: runs `text` on a connection of its own (PostgreSQL), so that a pool busy with requests under
   * load never reads as a database that is down; throws when the database does not answer.
   */
  healthQuery(text: string): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own (the job engine): with values one parameterised statement,
   * without values a script of several statements; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the data folder as a tarball, which `OpenOptions.loadDataDir` opens again (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The migrations folder next to the source (dev, tests) or copied next to the bundle (dist). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((c) => existsSync(path.join(c, 'meta')));
  if (!found) throw new Error(`No migrations folder next to ${here}`);
  return found;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  pgliteDir: string;
  poolSize?: number;
  /** Opening a connection, or waiting for a free one in the pool (ms). */
  connectTimeoutMs?: number;
  /** One statement, and a transaction left idle (ms): a hung or stopped server gives an error, not a wait. */
  statementTimeoutMs?: number;
  /**
   * PGlite only: what happens when its PostgreSQL fails fatally (a PANIC, e.g. no room left for its write-ahead
   * log). Default: one line on stderr, the folder's lock released, exit 1, so that a supervisor restarts it.
   */
  onFatal?: (error: Error) => void;
  /** PGlite in memory only: start from this dumped data folder instead of an initdb (test templates). */
  loadDataDir?: Blob;
}

/** PostgreSQL cannot go on after a PANIC or FATAL; a WebAssembly trap leaves PGlite in an unknown state. */
const isFatal = (e: unknown) =>
  e instanceof WebAssembly.RuntimeError ||
  ['PANIC', 'FATAL'].includes((e as { severity?: unknown } | null)?.severity as string);

/**
 * After a PANIC, the next statement PGlite runs never returns and spins the main thread (measured: a full disk
 * under pg_wal; SIGTERM unheard, /api/health silent). Every statement passes through execProtocol or
 * execProtocolStream while PGlite's query lock is held, so `onFatal` runs before any other statement can start.
 */
function guardFatal(client: PGlite, onFatal: (error: Error) => void) {
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['execProtocol', 'execProtocolStream']) {
    const original = target[name].bind(client);
    target[name] = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } catch (e) {
        if (isFatal(e)) onFatal(e as Error);
        throw e;
      }
    };
  }
}

/** The line a fatal PGlite failure leaves on stderr: what failed, and what to do. */
export function fatalLine(dir: string, e: Error): string {
  const { severity, code } = e as { severity?: string; code?: string };
  const full = code === '53100' || /No space left on device/i.test(e.message);
  return (
    `Fatal: the embedded database in ${dir} stopped (${severity ?? e.name}: ${e.message}). ` +
    (full ? 'Its disk is full: free space there, then start the server again. ' : '') +
    'Exiting so that a supervisor restarts the server.'
  );
}

/**
 * PGlite's PostgreSQL settings: its defaults plus buffers sized for the embedded default (one process, demo-sized
 * data; a school's data belongs on PostgreSQL). PostgreSQL's 128 MB of shared buffers stay resident in the
 * WebAssembly memory; 16 MB keeps the server at about 250 MB after start (issue 22, measured by the bench).
 */
const PGLITE_START = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'work_mem=2MB', 'maintenance_work_mem=8MB', 'temp_buffers=2MB'].flatMap((s) => [
    '-c',
    s,
  ]),
];

/** initdb of a new data folder, in a thread that gives its memory back when it ends (see pglite-initdb.mjs). */
async function initDataFolder(dir: string) {
  const worker = new Worker(new URL('./pglite-initdb.mjs', import.meta.url), {
    workerData: { dir, startParams: PGLITE_START },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite initdb of ${dir} ended with exit code ${code}`)),
    );
  });
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const statementTimeout = opts.statementTimeoutMs ?? 5000;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // Also bounds the wait for a free connection when every one is busy (with hung queries, say).
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 3000,
      // The server cancels a slow statement itself; the client gives up a little later when the server does not
      // answer at all (stopped, or the network gone), and then drops that connection.
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1000,
      idle_in_transaction_session_timeout: statementTimeout * 2,
      keepAlive: true,
    });
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let healthClient: Promise<pg.Client> | null = null;
    const healthConnection = () =>
      (healthClient ??= (async () => {
        const client = new pg.Client({
          connectionString: opts.databaseUrl,
          connectionTimeoutMillis: opts.connectTimeoutMs ?? 3000,
          statement_timeout: statementTimeout,
          query_timeout: statementTimeout + 1000,
          keepAlive: true,
        });
        client.on('error', () => {
          healthClient = null;
        });
        await client.connect();
        return client;
      })().catch((e: unknown) => {
        healthClient = null;
        throw e;
      }));
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      healthQuery: async (text) => {
        const client = await healthConnection();
        try {
          await client.query(text);
        } catch (e) {
          // a connection that failed once is not trusted again: the next check opens a new one
          if (healthClient) void healthClient.then((c) => c.end().catch(() => {}));
          healthClient = null;
          throw e;
        }
      },
      executeSql: async (text, values) => {
        const result = (await (values?.length ? pool.query(text, values) : pool.query(text))) as
          pg.QueryResult | pg.QueryResult[];
        return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
      },
      close: async () => {
        const health = healthClient;
        healthClient = null;
        await health?.then((c) => c.end()).catch(() => {});
        await pool.end();
      },
    };
  }
  let unlock = () => {};
  if (!opts.pgliteDir.startsWith('memory://')) {
    mkdirSync(opts.pgliteDir, { recursive: true });
    // Two processes writing one PGlite folder lose each other's writes: the second one refuses to start.
    unlock = lockDataFolder(opts.pgliteDir);
  }
  let client: PGlite;
  try {
    if (!opts.pgliteDir.startsWith('memory://') && !existsSync(path.join(opts.pgliteDir, 'PG_VERSION')))
      await initDataFolder(opts.pgliteDir);
    client = await PGlite.create(opts.pgliteDir, {
      startParams: PGLITE_START,
      ...(opts.loadDataDir && opts.pgliteDir.startsWith('memory://')
        ? { loadDataDir: opts.loadDataDir }
        : {}),
    });
  } catch (e) {
    unlock();
    throw e;
  }
  const dir = opts.pgliteDir;
  guardFatal(
    client,
    opts.onFatal ??
      ((e) => {
        process.stderr.write(`${fatalLine(dir, e)}\n`);
        unlock();
        process.exit(1);
      }),
  );
  // No statement timeout here: PGlite runs in this process and cannot hang like a server, and `SET
  // statement_timeout` has no effect in it (measured: pg_sleep(2) runs 2 s under a 300 ms limit). The request
  // time limit (REQUEST_TIMEOUT_MS) still answers such a request with a 503.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    healthQuery: async (text) => {
      await client.query(text);
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    dumpDataDir: () => client.dumpDataDir('none') as Promise<Blob>,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'postgres' && database.url) {
    // A migration may rightly run longer than a request's statement: its own connection, no statement limit.
    const client = new pg.Client({ connectionString: database.url, statement_timeout: 0 });
    await client.connect();
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolderPath });
    } finally {
      await client.end();
    }
  } else if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder: migrationsFolderPath });
  } else {
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolderPath });
  }
  await replayMemories(database);
  // titles first: they are matched against the questions as the old import wrote them
  await repairClozeTitles(database);
  await preserveStoredClozes(database);
}
