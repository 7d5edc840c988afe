import { defineConfig } from 'vitest/config';
import LongestFirst from './src/sequencer.js';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // builds the demo data folder every file's server starts from, and starts the run's one Chromium
    globalSetup: ['./src/global-setup.ts'],
    // Three files at a time: a browser file mostly waits (for its server, Chromium, animations and requests); with
    // two at a time the run used 0.8 of the two cores (451 s CPU in 542 s), three fill them. Each file's server
    // has its own free port and its own copy of the data folder, and every file connects to the run's one Chromium
    // (its own contexts), so two files never share state.
    fileParallelism: true,
    maxWorkers: 3,
    // the longest files first (a table of measured durations), so the workers finish together
    sequence: { sequencer: LongestFirst },
    testTimeout: 90_000,
    // expect.poll waits for a state; its default of 1 s failed on a loaded machine (three files on two cores, a
    // password hashed meanwhile: auth.test.ts › refusals at their field, flaky once). A state that never comes still
    // fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // a test that fails once runs again; passing then, it is listed as flaky at the end (src/flaky-reporter.ts)
    retry: 1,
    reporters: ['default', './src/flaky-reporter.ts'],
  },
});
