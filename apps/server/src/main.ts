import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, runMigrations } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';

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
  });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  if (config.demo) await seedDemo(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
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
  app.log.info({ demo: config.demo, database: database.kind }, `learning portal on ${config.appUrl}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
