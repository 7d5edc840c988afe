import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export const LIGHTHOUSE_PAGES = ['/flashcard', '/content/theory', '/lessons', '/shop'];

export interface LighthouseResult {
  page: string;
  performance: number | null;
  accessibility: number | null;
  /** The metrics behind the performance score (ms; CLS unitless). */
  metrics?: Record<string, number>;
  /** The JavaScript the page loaded, gzipped at level 9 and summed (KB; as the page-weight test counts it). */
  scriptKb?: number;
  error?: string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse (the npm package) on Debian's Chromium, with its default settings (mobile emulation, simulated
 * slow 4G and 4x CPU slowdown). The learner is logged in: the token is put into localStorage first and
 * Lighthouse is told not to reset storage.
 */
export async function runLighthouse(
  baseUrl: string,
  token: string,
  pages = LIGHTHOUSE_PAGES,
): Promise<LighthouseResult[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((t: string) => {
      localStorage.setItem('token', t);
      localStorage.setItem('showManual', 'false');
    }, token);
    const results: LighthouseResult[] = [];
    for (const p of pages) {
      try {
        // Lighthouse sometimes loses the navigation start of a trace (NO_NAVSTART): one retry from about:blank.
        const audit = async () => {
          await page.goto('about:blank');
          return lighthouse(
            `${baseUrl}${p}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: true,
            },
            undefined,
            page,
          );
        };
        let run = await audit();
        if (run?.lhr.runtimeError) run = await audit();
        const lhr = run?.lhr;
        if (!lhr) throw new Error('no result');
        const score = (k: string) => {
          const s = lhr.categories[k]?.score;
          return s === null || s === undefined ? null : Math.round(s * 100);
        };
        const metric = (id: string) => lhr.audits[id]?.numericValue;
        const metrics: Record<string, number> = {};
        for (const id of [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]) {
          const v = metric(id);
          if (v !== undefined) metrics[id] = Math.round(v * 1000) / 1000;
        }
        const requests =
          (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
            ?.items ?? [];
        const scripts = [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))];
        const gzipped = await Promise.all(
          scripts.map(
            async (u) => gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer()), { level: 9 }).length,
          ),
        );
        const scriptKb = Math.round((gzipped.reduce((a, b) => a + b, 0) / 1024) * 10) / 10;
        const failedA11y = Object.values(lhr.audits)
          .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id) && a.score === 0)
          .map((a) => a.id);
        results.push({
          page: p,
          performance: score('performance'),
          accessibility: score('accessibility'),
          metrics,
          scriptKb,
          ...(lhr.runtimeError
            ? { error: lhr.runtimeError.message }
            : failedA11y.length
              ? { error: `a11y failures: ${failedA11y.join(', ')}` }
              : {}),
        });
      } catch (e) {
        results.push({ page: p, performance: null, accessibility: null, error: (e as Error).message });
      }
    }
    return results;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
