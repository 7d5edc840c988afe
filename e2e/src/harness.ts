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
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from './server.js';
import './global-setup.js';
import { launchBrowser, newPage, screenshot, type PageOptions } from './browser.js';
import { apiLogin, DEMO } from './api.js';

export * from './browser.js';
export * from './api.js';
export { startServer } from './server.js';

/** describe() for browser tests (without Chromium the global setup fails the run with the reason). */
export const describeBrowser: typeof describe = describe;

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
  let testStart = 0;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer(env, { template: inject('template') }),
      // the run's one Chromium (global setup), connected to; a file run alone without it launches its own
      launchBrowser(inject('browserWs') || undefined),
    ]);
  }, 90_000);
  // A failed test leaves a screenshot of each page it opened (screenshots are otherwise off in CI).
  afterEach(async (ctx) => {
    const opened = contexts.slice(testStart);
    testStart = contexts.length;
    if (ctx.task.result?.state !== 'fail') return;
    const name = `failed-${ctx.task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-try${ctx.task.result.retryCount ?? 0}`;
    let i = 0;
    for (const c of opened)
      for (const p of c.pages()) await screenshot(p, `${name}-${i++}`, true).catch(() => {});
  });
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
