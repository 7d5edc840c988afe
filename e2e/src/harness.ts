/**
 * The browser-test harness. One built app per test file (fresh PGlite + demo data), one Chromium.
 *
 *   describeBrowser('feature', () => {
 *     const h = useHarness();
 *   const { page } = await h.page({ viewport: MOBILE, token: await h.login('student') });
 *   await screenshot(page, 'feature-state-mobile');
 *
 * The tests run only on the built app: `npm run test:e2e` builds first (and `npm test` builds once).
 */
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import './global-setup.js';
import { hasChromium, launchBrowser, newPage, type PageOptions } from './browser.js';
import { apiLogin, DEMO } from './api.js';

export * from './browser.js';
export * from './api.js';
export { startServer } from './server.js';

/** describe() for browser tests: skipped (with the global setup's notice) where there is no Chromium. */
export const describeBrowser: typeof describe = hasChromium ? describe : (describe.skip as typeof describe);

export interface Harness {
  readonly url: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  page(opts?: PageOptions): ReturnType<typeof newPage>;
  login(who: keyof typeof DEMO): Promise<string>;
}

export function useHarness(env: Record<string, string> = {}): Harness {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(env, { template: inject('template') }),
      launchBrowser(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    await server?.stop();
  }, 30_000);
  return {
    get url() {
      return server.url;
    },
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    async page(opts = {}) {
      const p = await newPage(browser, server.url, opts);
      contexts.push(p.context);
      return p;
    },
    login: (who) => apiLogin(server.url, DEMO[who]),
  };
}
