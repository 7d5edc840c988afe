/**
 * The installable, offline app (issue 22, part 5; README "Offline and install"), in Chromium against the built app:
 *  - the web app manifest is linked and served with what installing needs, and Chromium's own installability check
 *    (the one Lighthouse's PWA audit asked, Page.getInstallabilityErrors) finds nothing missing;
 *  - the service worker registers and controls the page; with the network cut a reload shows the app, the logged-in
 *    user, the offline banner, the course tree as last opened and the stored flashcard session, which plays to its
 *    end (pictures included); its answers reach the server exactly once after reconnecting;
 *  - the server stopped with the network up (issue 31): a reload starts from the stored user and session as offline,
 *    the answers arrive exactly once by themselves when it is back; a logout with unsent answers asks first, and a
 *    logout while the server is down revokes the token once it is back;
 *  - a new version is offered with Reload, not while a card is on screen, and only reloads when asked.
 * Nothing is installed: the test only checks what an install would rely on.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { advanceQueue } from '@portal/core';
import {
  animationsDone,
  answersToday as answersTodayIn,
  api,
  describeBrowser,
  DESKTOP,
  launchProfile,
  screenshot,
  settled,
  useHarness,
} from '../src/harness.js';
import { repoRoot } from '../src/server.js';
import { bothLayouts, VIEWPORTS, type Lang, type Layout } from './frame.shared.js';
import {
  answer,
  bannerCoversNothing,
  currentCard,
  pendingAnswers,
  remaining,
  storedQueue,
  type StoredCard,
} from './cards.shared.js';

/** The demo programme 'Mathematik//Maturität' (the student's role): 9 cards of all seven types, two image cards. */
const MATH = 1;

/**
 * The server serves a copy of the built web app, so the update test can publish a "new version" (a changed sw.js)
 * without touching apps/web/dist.
 */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-web-'));
cpSync(path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      scope: registration.scope,
      script: registration.active?.scriptURL ?? '',
      controller: navigator.serviceWorker.controller?.scriptURL ?? '',
    };
  });
}

/** The width and height of a PNG from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function waitForCard(page: Page, id: number) {
  await page.waitForFunction(
    (cardId) =>
      Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === cardId,
    id,
  );
}

/**
 * Plays the running session to its end from `queue` (the stored queue): the first card wrong, all others right;
 * `check` runs on each flip card's front and back.
 */
async function playToEnd(
  page: Page,
  queue: StoredCard[],
  shots?: string,
  check?: (card: StoredCard, side: 'front' | 'back') => Promise<void>,
) {
  let answered = { right: 0, wrong: 0 };
  let first = true;
  while (queue.length > 0) {
    const card = queue[0];
    expect((await currentCard(page)).id).toBe(card.id);
    const correct = !first;
    await answer(page, card, correct, first && shots ? shots : undefined, true, {
      check: check && ((side) => check(card, side)),
    });
    answered = correct
      ? { ...answered, right: answered.right + 1 }
      : { ...answered, wrong: answered.wrong + 1 };
    first = false;
    queue = advanceQueue(queue, correct);
    if (queue.length) await waitForCard(page, queue[0].id);
  }
  await page.getByTestId('session-finished').waitFor();
  return answered;
}

describeBrowser('offline app', () => {
  const h = useHarness({ WEB_DIST: webDist });

  const answersToday = (token: string) => answersTodayIn(h.url, token, MATH);

  it('the manifest is linked and served with what an install needs; Chromium finds the app installable', async () => {
    const html = await (await fetch(`${h.url}/`)).text();
    expect(html).toMatch(/<meta name="theme-color" content="#1971c2"/);
    const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${h.url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'learning portal',
      short_name: expect.any(String),
      start_url: '/',
      display: 'standalone',
      theme_color: '#1971c2',
      background_color: '#ffffff',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    // 192 and 512 pixels, as "any" and as "maskable"; each a real PNG of its stated size
    for (const purpose of ['any', 'maskable'])
      expect(
        manifest.icons
          .filter((i) => i.purpose === purpose)
          .map((i) => i.sizes)
          .sort(),
      ).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const res = await fetch(`${h.url}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await res.arrayBuffer()));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    // in Chromium, with a profile of its own (contexts of the shared browser are incognito, where Chromium never
    // offers an install): the service worker registers for the whole app and controls it; nothing stops an install
    const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-profile-'));
    const context = await launchProfile(profile, h.url);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const sw = await controlled(page);
      expect(sw.scope).toBe(`${h.url}/`);
      expect(sw.script).toBe(`${h.url}/sw.js`);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(parsed.url).toBe(`${h.url}/manifest.webmanifest`);
      expect(parsed.errors).toEqual([]);
      await screenshot(page, 'offline-installable-desktop');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('with the network cut, a reload shows the app, the user, the tree and the stored session, which plays to its end (at 1366×768 the banner covers no control, the pictures show whole); the answers arrive once when back online', async () => {
    const token = await h.login('student');
    // a common laptop's window, where an image card was cut by 18 px and the banner covered "Umdrehen" and Ja/Nein
    const { page, context } = await h.page({ viewport: { width: 1366, height: 768 }, token });
    await page.goto('/flashcard');
    await page.getByTestId('flashcard-instructions').waitFor();
    await controlled(page);
    // the service worker took control during this first visit; the course tree opened from now on is kept
    await page.reload();
    await page.click(`[data-testid="category-select-${MATH}"]`);
    await page.getByTestId('session-summary').waitFor();
    // the exam figures the summary shows (online): kept on the device with their time (issue 31)
    const recall = page.getByTestId('exam-recall').first();
    await recall.waitFor();
    const shown = {
      prediction: await recall.getAttribute('data-prediction'),
      value: await recall.getAttribute('data-value'),
    };
    await page.getByTestId('session-start').click();
    await page.getByTestId('session').waitFor();
    let queue = (await storedQueue(page))!;
    expect(queue.map((c) => c.type).sort()).toEqual([1, 1, 2, 3, 3, 4, 5, 6, 7]);
    // one card online: it reaches the server now
    await answer(page, queue[0], true);
    queue = advanceQueue(queue, true);
    await waitForCard(page, queue[0].id);
    await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null);
    // the session's pictures were fetched ahead through the service worker (its private API cache)
    const images = queue.filter((c) => c.type === 1).length;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('portal-api');
          return (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/api/image/')).length;
        }),
      )
      .toBeGreaterThanOrEqual(images * 2);
    const before = await answersToday(token);

    await cutNetworkAndReload(context, page);
    // the app (shell from the service worker), the logged-in user, the offline banner, the tree as last opened
    await page.getByTestId('offline-banner').waitFor();
    await page.locator('[data-testid="user-menu-button"]:visible').waitFor();
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await page.getByTestId(`category-select-${MATH}`).waitFor();
    // the stored session: continue-last-lesson with the remaining cards
    await page.getByTestId('continue-last-lesson').waitFor();
    expect(await page.getByTestId('continue-remaining').innerText()).toContain(`Noch ${queue.length} Karten`);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await screenshot(page, 'offline-reload-desktop');

    await page.getByTestId('continue-button').click();
    await page.getByTestId('session').waitFor();
    expect(await remaining(page)).toBe(queue.length);
    await screenshot(page, 'offline-session-desktop');
    // every card offline, the image cards with their pictures (answer() waits for both sides)
    const shotsTaken = new Set<string>();
    const given = await playToEnd(page, queue, 'offline-first-card', async (card, side) => {
      await bannerCoversNothing(page);
      if (card.type === 1 && !shotsTaken.has(side)) {
        shotsTaken.add(side);
        await screenshot(page, `offline-image-${side}-1366`);
      }
    });
    expect([...shotsTaken].sort()).toEqual(['back', 'front']);
    expect(given).toEqual({ right: queue.length, wrong: 1 });
    expect(await pendingAnswers(page)).toHaveLength(given.right + given.wrong);
    await page.getByTestId('offline-banner').waitFor();
    // the figures cannot be loaded offline: the last known ones, with when they were loaded, and when the rest shows
    const cachedNote = async () => {
      const cached = page.getByTestId('exam-cached');
      await cached.getByTestId('exam-recall').waitFor();
      expect(await cached.getByTestId('exam-recall').getAttribute('data-prediction')).toBe(shown.prediction);
      expect(await cached.getByTestId('exam-recall').getAttribute('data-value')).toBe(shown.value);
      const at = Number(await cached.getAttribute('data-at'));
      const [date, time] = await page.evaluate((ms) => {
        const d = new Date(ms);
        const pad = (n: number) => String(n).padStart(2, '0');
        return [
          `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
          `${pad(d.getHours())}:${pad(d.getMinutes())}`,
        ];
      }, at);
      expect(await cached.getByTestId('exam-cached-note').innerText()).toBe(
        `Zuletzt geladen am ${date} um ${time}, ohne die Antworten seither:`,
      );
      return at;
    };
    const loadedAt = await cachedNote();
    expect(loadedAt).toBeLessThanOrEqual(Date.now());
    expect(await page.getByTestId('end-figures-later').innerText()).toBe(
      'Wann die Karten wieder fällig sind, siehst du, sobald deine Antworten angekommen sind.',
    );
    await screenshot(page, 'offline-finished-desktop');
    // the category's summary offline shows them too, instead of "could not be loaded"
    await page.getByTestId('session-back').click();
    await page.click(`[data-testid="category-select-${MATH}"]`);
    await page.getByTestId('session-summary').waitFor();
    expect(await cachedNote()).toBe(loadedAt);
    expect(await page.getByTestId('exam-error').count()).toBe(0);
    await screenshot(page, 'offline-summary-desktop');
    // nothing reached the server while offline
    expect(await answersToday(token)).toEqual(before);

    await context.setOffline(false);
    await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null, undefined, {
      timeout: 30_000,
    });
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    const after = {
      right: before.right + given.right,
      wrong: before.wrong + given.wrong,
    };
    expect(await answersToday(token)).toEqual(after);
    // exactly once: nothing is sent again once every request has been answered, nor after a reload online
    // (the start-up sends what the outbox holds: its requests are waited for too)
    await settled(page);
    expect(await answersToday(token)).toEqual(after);
    await page.reload();
    await page.locator('[data-testid="user-menu-button"]:visible').waitFor();
    await settled(page);
    expect(await page.evaluate(() => localStorage.getItem('pendingAnswers'))).toBeNull();
    expect(await answersToday(token)).toEqual(after);
    await screenshot(page, 'offline-back-online-desktop');
  });

  const DOWN = {
    de: {
      title: 'Server nicht erreichbar',
      remaining: (n: number) => `Noch ${n} Karten`,
      cancel: 'Abbrechen',
      unsent: (n: number) =>
        n === 1
          ? '1 Antwort ist noch nicht beim Server angekommen.'
          : `${n} Antworten sind noch nicht beim Server angekommen.`,
    },
    en: {
      title: 'Server unreachable',
      remaining: (n: number) => `${n} cards left`,
      cancel: 'Cancel',
      unsent: (n: number) =>
        n === 1
          ? '1 answer has not reached the server yet.'
          : `${n} answers have not reached the server yet.`,
    },
  };

  it.each(bothLayouts(0))(
    'the server stopped with the network up at %s (%s): a reload continues the stored session; logout asks about unsent answers; the answers arrive once by themselves when it is back; a logout offline revokes the token once back',
    { timeout: 150_000 },
    async (layout: Layout, lang: Lang) => {
      const T = DOWN[lang];
      const token = await h.login('student');
      const { page, context } = await h.page({ viewport: VIEWPORTS[layout], language: lang, token });
      const menu = page.locator('[data-testid="user-menu-button"]:visible');
      const banner = page.getByTestId('offline-banner');
      const dialog = page.getByTestId('logout-unsent-dialog');
      await page.goto('/flashcard');
      await controlled(page);
      await page.reload();
      if (layout === 'mobile') {
        await page.getByTestId('course-overview').click();
        await page.click(`[data-testid="recursion-select-${MATH}"]`);
      } else await page.click(`[data-testid="category-select-${MATH}"]`);
      await page.getByTestId('session-summary').waitFor();
      await page.getByTestId('session-start').click();
      await page.getByTestId('session').waitFor();
      let queue = (await storedQueue(page))!;
      expect(queue.length).toBeGreaterThanOrEqual(5);
      await answer(page, queue[0], true);
      queue = advanceQueue(queue, true);
      await waitForCard(page, queue[0].id);
      await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null);
      // the session's pictures are kept by the service worker before the server goes
      const images = queue.filter((c) => c.type === 1).length;
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const cache = await caches.open('portal-api');
            return (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/api/image/'))
              .length;
          }),
        )
        .toBeGreaterThanOrEqual(images * 2);
      const before = await answersToday(token);

      // 1. the server process stopped (connections refused), the browser still online: a reload
      await h.server.stop(true);
      try {
        await page.reload();
        await banner.waitFor();
        expect(await banner.getAttribute('data-reason')).toBe('server');
        expect(await banner.innerText()).toContain(T.title);
        await menu.waitFor();
        expect(await page.getByTestId('login-form').count()).toBe(0);
        expect(await page.getByTestId('account-unavailable').count()).toBe(0);
        expect(await page.evaluate(() => navigator.onLine)).toBe(true);
        const cont = page.locator('[data-testid="continue-last-lesson"]:visible');
        await cont.waitFor();
        expect(await cont.getByTestId('continue-remaining').innerText()).toContain(T.remaining(queue.length));
        await settled(page);
        // no Retry/Ignore dialog: the app goes on from what it has stored
        expect(await page.getByTestId('error-dialog').count()).toBe(0);
        await screenshot(page, `offline-server-down-reload-${layout}`);
        await page.locator('[data-testid="continue-button"]:visible').click();
        await page.getByTestId('session').waitFor();
        expect(await remaining(page)).toBe(queue.length);
        // two cards answered while the server is down: kept
        for (let i = 0; i < 2; i++) {
          await answer(page, queue[0], true, undefined, true, { check: () => bannerCoversNothing(page) });
          queue = advanceQueue(queue, true);
          await waitForCard(page, queue[0].id);
        }
        expect(await pendingAnswers(page)).toHaveLength(2);
        await screenshot(page, `offline-server-down-session-${layout}`);
        // logout with unsent answers asks first, naming the count; Cancel keeps the learner logged in
        await menu.click();
        await page.getByTestId('menu-logout').click();
        await dialog.waitFor();
        expect(await dialog.getByTestId('logout-unsent-message').innerText()).toContain(T.unsent(2));
        await animationsDone(page);
        await screenshot(page, `offline-server-down-logout-${layout}`);
        await dialog.getByRole('button', { name: T.cancel, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(await page.getByTestId('session').count()).toBe(1);
      } finally {
        // 2. the server back: nobody clicks; the outbox and the reconnect probe try again by themselves
        await h.server.restart();
      }
      await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null, undefined, {
        timeout: 60_000,
      });
      await banner.waitFor({ state: 'detached', timeout: 60_000 });
      const after = { right: before.right + 2, wrong: before.wrong };
      expect(await answersToday(token)).toEqual(after);
      await settled(page);
      expect(await answersToday(token)).toEqual(after);
      expect(await page.getByTestId('error-dialog').count()).toBe(0);

      // 3. offline again, one more answer kept: logout asks (one answer), and once confirmed the token is kept to be
      // revoked when the connection returns
      await context.setOffline(true);
      await answer(page, queue[0], true);
      expect(await pendingAnswers(page)).toHaveLength(1);
      await menu.click();
      await page.getByTestId('menu-logout').click();
      await dialog.waitFor();
      expect(await dialog.getByTestId('logout-unsent-message').innerText()).toContain(T.unsent(1));
      await page.getByTestId('logout-unsent-confirm').click();
      await page.getByTestId('login-form').waitFor();
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('revokeTokens') ?? '[]') as string[]),
      ).toEqual([token]);
      // still valid on the server until the connection returns
      expect(await answersToday(token)).toEqual(after);
      await context.setOffline(false);
      await page.waitForFunction(() => localStorage.getItem('revokeTokens') === null, undefined, {
        timeout: 60_000,
      });
      await expect(api(h.url, token, 'POST', '/api/auth')).rejects.toThrow(/: 401 /);
    },
  );

  it('signed pictures are kept under their path and user, without the signature; logout clears the private caches and the stored user', async () => {
    const token = await h.login('student');
    const { page, context } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/flashcard');
    await controlled(page);
    await page.reload();
    await page.getByTestId(`category-select-${MATH}`).waitFor();
    const cached = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const count = async (name: string) =>
          names.includes(name) ? (await (await caches.open(name)).keys()).length : 0;
        return { api: await count('portal-api'), lastUser: localStorage.getItem('lastUser') !== null };
      });
    await expect.poll(async () => (await cached()).api).toBeGreaterThan(0);
    expect((await cached()).lastUser).toBe(true);

    // a signed /storage picture (a programme's picture in the shop): kept once fetched; a later link to the same file
    // with another expiry and signature finds it offline, a link minted for another user does not
    const { products } = await api<{ products: { image_url: string | null }[] }>(
      h.url,
      token,
      'GET',
      '/api/shop',
    );
    const link = products.find((p) => p.image_url)!.image_url!;
    expect(link).toMatch(/^\/storage\/user_uploads\/[^?]+\.png\?expires=\d+&user=\d+&signature=/);
    const load = (url: string) =>
      page.evaluate(async (u) => {
        try {
          const res = await fetch(u);
          return res.ok ? (await res.blob()).type : `HTTP ${res.status}`;
        } catch {
          return 'failed';
        }
      }, url);
    expect(await load(link)).toBe('image/png');
    const later = link
      .replace(/expires=\d+/, 'expires=4102444800')
      .replace(/signature=[^&]+/, 'signature=newer');
    const otherUser = link.replace(/user=\d+/, 'user=999999');
    await context.setOffline(true);
    expect(await load(later)).toBe('image/png');
    expect(await load(otherUser)).toBe('failed');
    await context.setOffline(false);
    expect(await page.evaluate(async () => (await (await caches.open('portal-storage')).keys()).length)).toBe(
      1,
    );
    await page.locator('[data-testid="user-menu-button"]:visible').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('login-form').waitFor();
    await expect.poll(cached).toEqual({ api: 0, lastUser: false });
    expect(await page.evaluate(() => caches.has('portal-storage'))).toBe(false);
  });

  it('a new version is offered with Reload at the end of a session, never while a card is on screen', async () => {
    // an account that has answered nothing in the programme: the set holds all nine cards
    const token = await h.login('admin');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/flashcard');
    await controlled(page);
    await page.click(`[data-testid="category-select-${MATH}"]`);
    await page.getByTestId('session-summary').waitFor();
    await page.getByTestId('session-start').click();
    await page.getByTestId('session').waitFor();
    let queue = (await storedQueue(page))!;
    await answer(page, queue[0], true);
    queue = advanceQueue(queue, true);
    await waitForCard(page, queue[0].id);

    // the server gets a new version: another sw.js (the compressed copies would still be the old one)
    for (const ext of ['.br', '.gz']) rmSync(path.join(webDist, `sw.js${ext}`), { force: true });
    const sw = path.join(webDist, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next version\n`);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await page.waitForFunction(
      async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
      undefined,
      {
        timeout: 30_000,
      },
    );
    // mid-session: not offered, and nothing reloads (the app has seen the waiting version: its update check's
    // requests are answered and rendered)
    await settled(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);

    await playToEnd(page, queue);
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Eine neue Version ist verfügbar');
    // offered, not applied: the new version still waits (only Reload activates it), so nothing can reload
    await settled(page);
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await screenshot(page, 'offline-update-offered-desktop');

    // Reload: the waiting version takes over and the page reloads once
    await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
    await page.locator('[data-testid="user-menu-button"]:visible').waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(undefined);
    expect(await page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
      true,
    );
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
  });
});

/** Cuts the network of the whole context (the page and its service worker) and reloads the page. */
async function cutNetworkAndReload(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.reload();
}
