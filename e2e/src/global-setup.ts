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
  // a test that needs a service it cannot start fails, it never skips
  if (!hasChromium)
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH).`);
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
