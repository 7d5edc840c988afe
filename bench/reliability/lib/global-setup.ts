import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, snapshotBuild } from '../../src/lib/proc.js';
import { createTempPostgres } from '../../src/lib/temp-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the suite's own PostgreSQL server. */
    pgAdminUrl: string;
    serverMain: string;
    webDist: string;
  }
}

/** Builds the app when there is no build, copies it aside, and starts the suite's own PostgreSQL server. */
export default async function setup(project: TestProject) {
  if (
    !['apps/server/dist/main.js', 'apps/web/dist/index.html'].every((f) => existsSync(path.join(repoRoot, f)))
  ) {
    console.log('[reliability] no build yet: npm run build');
    const r = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  }
  const build = snapshotBuild();
  const pg = await createTempPostgres();
  console.log(`[reliability] PostgreSQL in ${pg.dir} on port ${pg.port}`);
  project.provide('pgAdminUrl', pg.url);
  project.provide('serverMain', build.serverMain);
  project.provide('webDist', build.webDist);
  return async () => {
    await pg.destroy();
    build.remove();
  };
}
