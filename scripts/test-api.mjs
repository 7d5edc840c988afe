// API tests: on PGlite (project `server`) and, when DATABASE_URL is set, on PostgreSQL (project `server-postgres`),
// both in one vitest run so their files share the workers (vitest.config.ts).
import { spawnSync } from 'node:child_process';

const projects = ['--project', 'server', '--project', 'server-isolated'];
if (process.env.DATABASE_URL)
  projects.push('--project', 'server-postgres', '--project', 'server-postgres-isolated');
else console.log('(DATABASE_URL not set: the API tests run on PGlite only)');
const r = spawnSync('npx', ['vitest', 'run', ...projects, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
