import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // builds the demo data folder every file's server starts from, and starts the run's one Chromium
    globalSetup: ['./src/global-setup.ts'],
    // Two files at a time: a browser file mostly waits (for its server, Chromium, animations and requests), so two
    // share the two cores well. Each file's server has its own free port and its own copy of the data folder, and
    // every file connects to the run's one Chromium (its own contexts), so two files never share state.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // a test that fails once runs again; passing then, it is listed as flaky at the end (src/flaky-reporter.ts)
    retry: 1,
    reporters: ['default', './src/flaky-reporter.ts'],
  },
});
