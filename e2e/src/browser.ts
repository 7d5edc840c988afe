import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export function launchBrowser(): Promise<Browser> {
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
  return { context, page };
}

/** Saves e2e/screenshots/<name>.png (git-ignored) to be looked at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}
