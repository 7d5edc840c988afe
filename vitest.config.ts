import { configDefaults, defineConfig } from 'vitest/config';

// The API tests run on PGlite (project `server`) and, when DATABASE_URL names a PostgreSQL server where databases
// may be created, again on PostgreSQL (project `server-postgres`): the same files, side by side in one pool.
// Files that never open the portal's database (they do not use the test harness): the same code either way, so they
// run once, in the PGlite project. A file that starts to use createTestApp() belongs in both: take it off this list.
const WITHOUT_DATABASE = [
  'src/auth/describe-device.test.ts',
  'src/config.test.ts',
  'src/db/folder-lock.test.ts',
  'src/lib/health.test.ts',
  'src/lib/log-redact.test.ts',
  'src/lib/math-html.test.ts',
  'src/lib/params.test.ts',
  'src/lib/redis.test.ts',
  'src/lib/signed-files.test.ts',
  'src/lib/staging.test.ts',
  'src/modules/categories/schema.test.ts',
  'src/modules/import/anki.test.ts',
  'src/modules/payments/demo-provider.test.ts',
  'src/openapi/api-types.test.ts',
];

// Files that need a module registry of their own: they mock a node module (storage-faults) or read a global that
// another file's imports change (config: zod's error messages, which the message catalogue replaces). They run
// isolated; every other API file shares its worker's loaded modules with the files before it (`isolate: false`),
// which halves the API phase's CPU (each file used to load Fastify, drizzle and PGlite afresh).
const NEEDS_ISOLATION = ['src/config.test.ts', 'src/modules/files/storage-faults.test.ts'];

const apiProject = (name: string, db: 'pglite' | 'postgres', isolated: boolean) => ({
  test: {
    name,
    root: 'apps/server',
    include: isolated ? NEEDS_ISOLATION : ['src/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(db === 'postgres' ? WITHOUT_DATABASE : []),
      ...(isolated ? [] : NEEDS_ISOLATION),
    ],
    isolate: isolated,
    env: { PORTAL_TEST_DB: db },
    // builds the run's template databases once (apps/server/src/test/templates.ts)
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});

export default defineConfig({
  test: {
    // vitest's default on two cores is one worker; the API files wait on their database half the time
    maxWorkers: 2,
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      // repository checks: production dependencies' licences, the Node version
      { test: { name: 'repo', root: 'scripts', include: ['*.test.ts'] } },
      // the learning benchmark's simulator (bench/src/lib); the reliability suite has its own config
      { test: { name: 'bench', root: 'bench', include: ['src/**/*.test.ts'] } },
      apiProject('server', 'pglite', false),
      apiProject('server-isolated', 'pglite', true),
      ...(process.env.DATABASE_URL
        ? [
            apiProject('server-postgres', 'postgres', false),
            apiProject('server-postgres-isolated', 'postgres', true),
          ]
        : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
