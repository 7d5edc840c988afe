/**
 * `npm run bench:study` (issue 31 point 5): are the study screens usable within 2.5 s on a 4× slowed CPU with a
 * fast-3G network on a repeat visit?
 *
 * The production build (a private copy, see snapshotBuild) on PGlite with the demo data, as `npm start` runs it, in
 * Debian's Chromium through playwright-core. The demo student logs in and visits every screen once without
 * throttling (the service worker installs and takes control, the browser's HTTP cache fills, a category is
 * selected); then, per run and screen, the page is opened again with
 *  - CPU: `Emulation.setCPUThrottlingRate {rate: 4}` on the page,
 *  - network: `Network.emulateNetworkConditions` with Lighthouse's devtools values of its mobile preset
 *    (`mobileSlow4G`, "WebPageTest's Fast 3G": 150 ms RTT × 3.75 = 562.5 ms latency, 1.6 Mbit/s × 0.9 =
 *    1,474.56 kbit/s = 188,743 B/s down, 675 kbit/s = 86,400 B/s up; @paulirish/trace_engine
 *    lantern/simulation/Constants.js, converted to bytes as lighthouse/core/lib/emulation.js does), set on the page
 *    AND on the service worker (the page's conditions do not reach the requests the worker makes itself),
 * and measured in the page from navigation start (performance.now()):
 *  - usable: the screen's main control is in the DOM, has a size, is not disabled and nothing aria-busy holds it
 *    (the summary's Start button, the first document of the list, the first course of the tree, the first card's
 *    controls after Start);
 *  - LCP (the last largest-contentful-paint entry before usable), long tasks (count, sum, and the blocking part over
 *    50 ms each) before usable.
 * Median (and min–max) of the runs per screen, next to the machine's load average.
 *
 *   npm run bench:study                      # builds first; 5 runs per screen
 *   npm run bench:study -w bench -- --runs 9 --waterfall --json /tmp/study.json   # the build as it is; requests too
 *   npm run bench:study -w bench -- --baseline-web /tmp/old/apps/web/dist          # another version alongside
 *   BENCH_PORTS=4300-4399 npm run bench:study
 */
import { startEmbedded } from './embedded.js';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo.js';
import { snapshotBuild, type Child } from './lib/proc.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_MS = 2500;

/** Lighthouse's mobile throttling (mobileSlow4G) in the units of Network.emulateNetworkConditions. */
export const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: Math.floor((1.6 * 1024 * 0.9 * 1024) / 8),
  uploadThroughput: Math.floor((750 * 0.9 * 1024) / 8),
};
export const CPU_SLOWDOWN = 4;

interface Screen {
  name: string;
  path: string;
  /** The control that makes the screen usable. */
  usable: string;
}

const SCREENS: Screen[] = [
  { name: 'flashcard (summary, Start)', path: '/flashcard', usable: '[data-testid="session-start"]' },
  { name: 'course tree (sidebar)', path: '/flashcard', usable: '[data-testid^="category-select-"]' },
  { name: 'theory', path: '/content/theory', usable: '[data-testid="documents"] [data-testid^="open-"]' },
  {
    name: 'exercises',
    path: '/content/exercises',
    usable: '[data-testid="documents"] [data-testid^="open-"]',
  },
];
/** After Start on /flashcard: the first card's controls. */
const FIRST_CARD = `[data-testid="session"] :is(button, input, textarea, [role="radio"], [role="checkbox"]):not([disabled])`;

interface Sample {
  usableMs: number;
  lcpMs: number | null;
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
  load1: number;
}

/**
 * Installed before every document: records LCP and long tasks, and the first moment each watched selector is usable
 * (checked after every DOM change and every frame; a frame check alone misses nothing that stays, a mutation check
 * catches the moment).
 */
function probe() {
  type W = Window & {
    __bench: {
      lcp: { t: number; size: number }[];
      longTasks: { start: number; duration: number }[];
      usable: Record<string, number>;
      watch: (sel: string) => void;
    };
  };
  const w = window as unknown as W;
  const state: W['__bench'] = { lcp: [], longTasks: [], usable: {}, watch: () => undefined };
  w.__bench = state;
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        state.lcp.push({ t: e.startTime, size: (e as unknown as { size: number }).size });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* not supported */
  }
  const watched = new Set<string>();
  const isUsable = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
    if (el.closest('[aria-busy="true"],[inert]')) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.pointerEvents !== 'none';
  };
  const check = () => {
    for (const sel of watched) {
      if (state.usable[sel] !== undefined) continue;
      const el = [...document.querySelectorAll(sel)].find(isUsable);
      if (el) state.usable[sel] = performance.now();
    }
  };
  state.watch = (sel) => {
    watched.add(sel);
    check();
  };
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  for (const sel of JSON.parse(sessionStorage.getItem('__benchWatch') ?? '[]') as string[]) watched.add(sel);
}

const load1 = () => os.loadavg()[0];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Throttles the page and every service worker of the context (their own DevTools targets). */
class Throttle {
  private sessions: CDPSession[] = [];
  constructor(private readonly page: Page) {}

  async on() {
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    this.sessions.push(cdp);
    const browserCdp = await this.page.context().browser()!.newBrowserCDPSession();
    const { targetInfos } = (await browserCdp.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string }[];
    };
    for (const t of targetInfos.filter((t) => t.type === 'service_worker')) {
      const { sessionId } = (await browserCdp.send('Target.attachToTarget', {
        targetId: t.targetId,
        flatten: false,
      })) as { sessionId: string };
      let id = 0;
      const send = (method: string, params: object) =>
        browserCdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: ++id, method, params }),
        });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', FAST_3G);
    }
    this.sessions.push(browserCdp);
  }

  async off() {
    for (const s of this.sessions) await s.detach().catch(() => undefined);
    this.sessions = [];
  }
}

async function open(page: Page, url: string, watch: string[]) {
  await page
    .evaluate((w) => sessionStorage.setItem('__benchWatch', JSON.stringify(w)), watch)
    .catch(() => undefined);
  await page.goto(url, { waitUntil: 'commit' });
}

async function usableAt(page: Page, sel: string, timeoutMs = 60_000): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      (s) => (window as unknown as { __bench?: { usable: Record<string, number> } }).__bench?.usable[s],
      sel,
      { timeout: timeoutMs, polling: 100 },
    );
    return (await handle.jsonValue()) as number;
  } catch (e) {
    const shot = path.join(os.tmpdir(), 'bench-study-timeout.png');
    await page.screenshot({ path: shot }).catch(() => undefined);
    const state = await page
      .evaluate(() => JSON.stringify((window as unknown as { __bench?: unknown }).__bench ?? null))
      .catch(() => '?');
    throw new Error(
      `${sel} not usable within ${timeoutMs} ms at ${page.url()} (screenshot ${shot}; probe ${state})`,
      {
        cause: e,
      },
    );
  }
}

async function sampleOf(page: Page, usableMs: number): Promise<Omit<Sample, 'load1'>> {
  const b = await page.evaluate(() => {
    const s = (
      window as unknown as {
        __bench: { lcp: { t: number }[]; longTasks: { start: number; duration: number }[] };
      }
    ).__bench;
    return { lcp: s.lcp.map((e) => e.t), longTasks: s.longTasks };
  });
  const lcps = b.lcp.filter((t) => t <= usableMs);
  const tasks = b.longTasks.filter((t) => t.start < usableMs);
  return {
    usableMs,
    lcpMs: lcps.length ? lcps[lcps.length - 1] : (b.lcp[0] ?? null),
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((a, t) => a + t.duration, 0),
    blockingMs: tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0),
  };
}

async function firstVisit(context: BrowserContext, url: string, token: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/api/health`);
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('showManual', 'false');
  }, token);
  await page.goto(`${url}/flashcard`);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });
  // controlled from now on: this visit's requests go through the worker and fill its caches
  await page.reload();
  await page.locator('[data-testid^="category-select-"]:visible').first().click();
  await page.locator('[data-testid="session-start"]').waitFor();
  for (const s of SCREENS) {
    await page.goto(`${url}${s.path}`);
    await page.locator(s.usable).first().waitFor();
  }
  return page;
}

/** The page's requests until `untilMs` (resource timing): start, end, and whether the worker or the network answered. */
async function waterfall(page: Page, untilMs: number): Promise<string> {
  const rows = await page.evaluate((until) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const all = [nav, ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])];
    return all
      .filter((e) => e.startTime <= until)
      .map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: Math.round(e.startTime),
        end: Math.round(e.responseEnd),
        sw: e.workerStart > 0,
        bytes: e.transferSize,
      }));
  }, untilMs);
  return rows
    .map(
      (r) =>
        `  ${String(r.start).padStart(5)}–${String(r.end).padEnd(5)} ${r.sw ? 'sw ' : 'net'} ${r.bytes} B ${r.name}`,
    )
    .join('\n');
}

interface Variant {
  label: string;
  server: Child;
  page: Page;
  samples: Map<string, Sample[]>;
}

/**
 * Measures this working tree's build, and with `baselineWeb` (a built apps/web/dist of another version) that web app
 * too, on a second server and browser context, the two alternating screen by screen so both meet the same machine
 * load.
 */
export async function benchStudyScreens(opts: {
  runs: number;
  waterfall?: boolean;
  baselineWeb?: string;
  log: (m: string) => void;
}): Promise<{ label: string; samples: Map<string, Sample[]> }[]> {
  const build = snapshotBuild();
  const roots: string[] = [];
  const variants: Variant[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  try {
    const webs = [
      ...(opts.baselineWeb
        ? [{ label: `baseline (${opts.baselineWeb})`, web: path.resolve(opts.baselineWeb) }]
        : []),
      { label: 'this build', web: build.webDist },
    ];
    for (const { label, web } of webs) {
      if (!existsSync(path.join(web, 'index.html'))) throw new Error(`${web}/index.html is missing`);
      const root = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-study-'));
      roots.push(root);
      opts.log(`study (${label}): server on PGlite with the demo data (first start seeds it)`);
      const server = await startEmbedded(
        { ...build, webDist: web },
        path.join(root, 'db'),
        path.join(root, 'storage'),
      );
      variants.push({ label, server, page: null as unknown as Page, samples: new Map() });
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.student, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
      const { token } = (await res.json()) as { token: string };
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      // as text, with the helper tsx (esbuild's keepNames) puts into compiled functions
      await context.addInitScript({ content: `var __name = (f) => f; (${probe.toString()})();` });
      variants[variants.length - 1].page = await firstVisit(context, server.url, token);
      opts.log(`study (${label}): first visit done (service worker in control, caches warm)`);
    }

    const startKey = 'flashcard: Start → first card';
    for (let run = 1; run <= opts.runs; run++) {
      for (const s of SCREENS) {
        for (const { label, server, page, samples } of variants) {
          const push = (k: string, x: Sample) => samples.set(k, [...(samples.get(k) ?? []), x]);
          // no stored session: Start would ask before replacing it
          await page.evaluate(() => {
            localStorage.removeItem('cards');
            localStorage.removeItem('sessionCategory');
          });
          const throttle = new Throttle(page);
          await throttle.on();
          const l = load1();
          await open(page, `${server.url}${s.path}`, [s.usable]);
          const t = await usableAt(page, s.usable);
          push(s.name, { ...(await sampleOf(page, t)), load1: l });
          opts.log(`run ${run} ${label} ${s.name}: usable ${Math.round(t)} ms (load ${l.toFixed(2)})`);
          if (opts.waterfall && run === 1) opts.log(await waterfall(page, t));
          if (s.usable.includes('session-start')) {
            const clicked = await page.evaluate(
              ([start, card]) => {
                const at = performance.now();
                (document.querySelector(start) as HTMLButtonElement).click();
                (window as unknown as { __bench: { watch: (s: string) => void } }).__bench.watch(card);
                return at;
              },
              [s.usable, FIRST_CARD],
            );
            const c = await usableAt(page, FIRST_CARD);
            push(startKey, {
              usableMs: c - clicked,
              lcpMs: null,
              longTasks: 0,
              longTaskMs: 0,
              blockingMs: 0,
              load1: l,
            });
          }
          await throttle.off();
        }
      }
    }
    return variants.map(({ label, samples }) => ({ label, samples }));
  } finally {
    await browser.close();
    for (const v of variants) await v.server.stop();
    build.remove();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  }
}

function table(samples: Map<string, Sample[]>) {
  const f = (x: number | null) => (x === null ? '–' : String(Math.round(x)));
  const rows = [
    '| screen | usable ms median (min–max) | ≤ 2,500 | LCP ms median | long tasks before usable (n / ms / blocking ms), median | load avg (1 min) |',
    '|---|---:|:---:|---:|---:|---:|',
  ];
  for (const [name, xs] of samples) {
    const u = xs.map((x) => x.usableMs);
    const lcp = xs.map((x) => x.lcpMs).filter((x): x is number => x !== null);
    rows.push(
      `| ${name} | ${f(median(u))} (${f(Math.min(...u))}–${f(Math.max(...u))}) | ${median(u) <= TARGET_MS ? 'yes' : 'no'} | ${lcp.length ? f(median(lcp)) : '–'} | ${f(median(xs.map((x) => x.longTasks)))} / ${f(median(xs.map((x) => x.longTaskMs)))} / ${f(median(xs.map((x) => x.blockingMs)))} | ${Math.min(...xs.map((x) => x.load1)).toFixed(2)}–${Math.max(...xs.map((x) => x.load1)).toFixed(2)} |`,
    );
  }
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      waterfall: { type: 'boolean' },
      'baseline-web': { type: 'string' },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'npm run bench:study -- [--runs N] [--waterfall] [--baseline-web OTHER/apps/web/dist] [--json FILE]',
    );
    process.exit(0);
  }
  const runs = Number(values.runs ?? 5);
  const results = await benchStudyScreens({
    runs,
    waterfall: values.waterfall,
    baselineWeb: values['baseline-web'],
    log: (m) => console.error(m),
  });
  console.log(
    `\nStudy screens, repeat visit, CPU ${CPU_SLOWDOWN}× slower, network ${FAST_3G.latency} ms / ` +
      `${FAST_3G.downloadThroughput} B/s down / ${FAST_3G.uploadThroughput} B/s up; ${runs} runs; ${os.cpus().length} cores`,
  );
  for (const { label, samples } of results) console.log(`\n${label}\n\n${table(samples)}`);
  if (values.json)
    writeFileSync(
      values.json,
      JSON.stringify(
        results.map(({ label, samples }) => ({ label, samples: Object.fromEntries(samples) })),
        null,
        2,
      ),
    );
}
