// API tests: always on PGlite; again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (db) => {
  console.log(`\n=== API tests on ${db} ===`);
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PORTAL_TEST_DB: db },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('pglite');
if (process.env.DATABASE_URL) run('postgres');
else console.log('\n(DATABASE_URL not set: API tests ran on PGlite only)');
