import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, runMigrations } from './db/client.js';
import { DatabaseLockedError } from './db/folder-lock.js';
import { seedDemo } from './db/seed/demo.js';
import { assertDemoDatabase, DemoRefusedError } from './db/seed/demo-guard.js';
import { startBackgroundJobs } from './lib/background.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  if (config.demo) {
    try {
      await assertDemoDatabase(app);
    } catch (e) {
      if (!(e instanceof DemoRefusedError)) throw e;
      console.error(e.message);
      await app.close();
      await database.close();
      process.exit(1);
    }
    await seedDemo(app);
  }

  let stopBackground: (() => Promise<void>) | null = null;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await stopBackground?.();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  stopBackground = await startBackgroundJobs(app);
  app.log.info({ demo: config.demo, database: database.kind }, `learning portal on ${config.appUrl}`);
}

main().catch((e: unknown) => {
  console.error(startupFailure(e));
  process.exit(1);
});

/** One line saying why the server cannot start, when the cause is known; the whole error otherwise. */
function startupFailure(e: unknown): unknown {
  if (e instanceof DatabaseLockedError) return `Cannot start: ${e.message}`;
  const { code, path: file } = (e ?? {}) as { code?: unknown; path?: unknown };
  const where = typeof file === 'string' ? ` (${file})` : '';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `Cannot start: a data folder is not writable${where}: check STORAGE_DIR and PGLITE_DIR`;
  if (code === 'ENOSPC') return `Cannot start: no space left on the device${where}`;
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'ETIMEDOUT' ||
    code === '28P01' ||
    code === '3D000'
  )
    return `Cannot start: the database at DATABASE_URL is not reachable (${(e as Error).message})`;
  return e;
}
