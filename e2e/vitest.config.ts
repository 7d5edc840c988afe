import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // builds the demo data folder every file's server starts from, and starts the run's one Chromium
    globalSetup: ['./src/global-setup.ts'],
    // Each file starts its own server; two cores: one file at a time.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // a test that fails once runs again; passing then, it is listed as flaky at the end (src/flaky-reporter.ts)
    retry: 1,
    reporters: ['default', './src/flaky-reporter.ts'],
  },
});
