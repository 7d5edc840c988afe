import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, hasChromium } from './browser.js';
import { repoRoot } from './server.js';

/** Fails fast with a clear reason: no built app, or no Chromium (fatal in CI, a skip elsewhere). */
export default function setup() {
  for (const f of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, f)))
      throw new Error(`${f} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  if (!hasChromium) {
    if (process.env.CI)
      throw new Error(`Chromium not found at ${CHROMIUM}; CI must install Debian's chromium package.`);
    console.warn(`\n*** Browser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium) ***\n`);
  }
}
