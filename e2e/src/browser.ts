import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { repoRoot } from './server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Starts the run's one Chromium (the global setup), which every test file connects to. */
export function launchBrowserServer() {
  return chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A connection to the run's Chromium when the global setup started one (E2E_BROWSER_WS), else a Chromium of its
 * own. Closing it closes the contexts it opened.
 */
export function launchBrowser(wsEndpoint = process.env.E2E_BROWSER_WS): Promise<Browser> {
  if (wsEndpoint) return chromium.connect(wsEndpoint);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A browser with a profile of its own in `userDataDir` (launchBrowser's contexts are incognito, where Chromium
 * never offers to install a web app): for the installability check of the offline app.
 */
export function launchProfile(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: DESKTOP,
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** 'de' (the default language) or 'en'. */
  language?: 'de' | 'en';
  /** A bearer token put into localStorage before the first load (skips the login form). */
  token?: string;
  /** Don't show the instructions manual at start. */
  hideManual?: boolean;
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  opts: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    baseURL: baseUrl,
    locale: opts.language === 'en' ? 'en-US' : 'de-CH',
  });
  const init: Record<string, string> = {};
  if (opts.token) init.token = opts.token;
  if (opts.language) init.language = opts.language;
  if (opts.hideManual !== false) init.showManual = 'false';
  await context.addInitScript((values: Record<string, string>) => {
    // Only on the first document of the context, so a later logout or language switch sticks.
    if (sessionStorage.getItem('__e2e_init')) return;
    sessionStorage.setItem('__e2e_init', '1');
    for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
  }, init);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  trackRequests(page);
  return { context, page };
}

/**
 * Screenshots to look at: written with SCREENSHOTS=1 (or outside CI), skipped in CI where nobody looks at them.
 * A failing browser test always leaves screenshots of its pages (see harness.ts).
 */
export const screenshotsWanted =
  process.env.SCREENSHOTS === '1' || (!process.env.CI && process.env.SCREENSHOTS !== '0');

/** Saves e2e/screenshots/<name>.png (git-ignored) to be looked at, when screenshots are wanted. */
export async function screenshot(page: Page, name: string, force = false) {
  if (!screenshotsWanted && !force) return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

// ---- Waiting for events and states, never for a time --------------------------------------------------------

const inFlight = new WeakMap<Page, Set<Request>>();

/** Keeps the page's unfinished requests, so `settled` can wait for them (newPage does it for every page). */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Two animation frames: React has committed and the browser painted what the work queued so far caused. */
export async function rendered(page: Page) {
  await page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );
}

/** Every running CSS transition and finite animation has ended (a modal grown, a card flipped). */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i++) {
      // an endless one (a loading spinner) never finishes: only transitions and animations that end are awaited
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (!running.length) return;
      await Promise.all(running.map((a) => a.finished.catch(() => {})));
    }
  });
  await rendered(page);
}

/**
 * Waits until every request the page has started has finished or failed and the page has rendered what they
 * caused (again while that starts new requests). For "nothing happened" assertions: first wait for what would
 * have caused it. Not for pages that hold a request open on purpose.
 */
export async function settled(page: Page) {
  trackRequests(page);
  const open = inFlight.get(page)!;
  for (let round = 0; round < 50; round++) {
    await rendered(page);
    if (open.size === 0) {
      await rendered(page);
      if (open.size === 0) return;
    }
    await Promise.all(
      [...open].map((r) =>
        r
          .response()
          .then((res) => res?.finished())
          .catch(() => null),
      ),
    );
  }
  throw new Error(`the page kept starting requests: ${[...open].map((r) => r.url()).join(', ')}`);
}

/** Waits until the element stops moving (a smooth scroll or a layout shift has ended) and returns its box. */
export async function stableBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 300; i++) {
    await rendered(locator.page());
    const now = await locator.boundingBox();
    if (
      now &&
      last &&
      now.x === last.x &&
      now.y === last.y &&
      now.width === last.width &&
      now.height === last.height
    )
      return now;
    last = now;
  }
  throw new Error('the element kept moving');
}
