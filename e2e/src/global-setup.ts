import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, hasChromium, launchBrowserServer } from './browser.js';
import { repoRoot, startServer } from './server.js';

/**
 * Fails fast with a clear reason: no built app, or no Chromium (fatal in CI, a skip elsewhere).
 * Then migrates and seeds one data folder that every test file's server starts from a copy of.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    template: string;
    /** The run's one Chromium (playwright's browser server), which every test file connects to. */
    browserWs: string;
  }
}

export default async function setup(project: TestProject) {
  for (const f of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, f)))
      throw new Error(`${f} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  if (!hasChromium) {
    if (process.env.CI)
      throw new Error(`Chromium not found at ${CHROMIUM}; CI must install Debian's chromium package.`);
    console.warn(`\n*** Browser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium) ***\n`);
    return;
  }
  const [server, browser] = await Promise.all([startServer(), launchBrowserServer()]);
  await server.stop(true);
  const template = `${server.dataDir}-template`;
  renameSync(server.dataDir, template);
  project.provide('template', template);
  project.provide('browserWs', browser.wsEndpoint());
  return async () => {
    await browser.close();
    rmSync(template, { recursive: true, force: true });
  };
}
