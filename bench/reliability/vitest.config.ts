import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

// `npm run test:reliability`: load, database outage, hostile input, XSS and page weight against the built app on a
// PostgreSQL server the suite starts itself. One file at a time: they load the two cores on purpose.
export default defineConfig({
  test: {
    root: here,
    include: ['*.test.ts'],
    globalSetup: ['./lib/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
