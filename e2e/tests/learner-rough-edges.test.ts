/**
 * Issue 20, points 2 to 10, in both languages and both layouts, with screenshots
 * (e2e/screenshots/rough-<point>-<layout>-<lang>.png):
 *  2. a whole session of every card type by keyboard alone, with what the server recorded (issue 31: Enter on a
 *     pair-matching arrow checks, an empty cloze gap asks first, the focus moves into each new card); going
 *     offline shows a status banner that takes no focus while the answers are queued
 *  3. Shop, Cart and Bought products in every logged-in user's menu; logging in from the shop returns to it
 *  4. choice answers come shuffled (the keyboard session answers them by their text, not their place)
 *  5. starting another category asks before replacing a stored session; "Continue last session"
 *  6. an empty category says so, without Start
 *  7. dates DD/MM/YYYY and 24-hour times in lists and form inputs
 *  8. the API message timing and "No response from API"
 *  9. (the manual at first start: frame-panels.test.ts)
 * 10. a failed sidebar load offers Retry; after a reload the tree opens to the selected category
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { displayDate, weekRange } from '@portal/core';
import {
  animationsDone,
  answersToday,
  api,
  describeBrowser,
  screenshot,
  useHarness,
} from '../src/harness.js';
import { bothLayouts, openUserMenu, settle, VIEWPORTS, type Lang, type Layout } from './frame.shared.js';
import { bannerCoversNothing } from './cards.shared.js';

const MATH = 1;
const ALGEBRA = 2;
const EQUATIONS = 3;

const T = {
  de: {
    feedbackRight: 'Richtige Antwort',
    clozeEmpty: (n: number) => (n === 1 ? 'Eine Lücke ist noch leer' : `${n} Lücken sind noch leer`),
    continueTitle: 'Letzte Session fortsetzen',
    replaceTitle: 'Neue Session starten?',
    replaceConfirm: 'Neue Session starten',
    empty: 'In dieser Kategorie gibt es keine Karten.',
    noResponse: 'Keine Antwort von der API',
    offline: 'Du bist offline. Bitte prüfe deine Internetverbindung.',
    retry: 'Erneut versuchen',
    ignore: 'Ignorieren',
    updated: 'Benutzerinformationen aktualisiert',
    menu: { shop: 'Shop', cart: 'Warenkorb', bought: 'Gekaufte Produkte' },
  },
  en: {
    feedbackRight: 'Correct answer',
    clozeEmpty: (n: number) => (n === 1 ? 'A gap is still empty' : `${n} gaps are still empty`),
    continueTitle: 'Continue last session',
    replaceTitle: 'Start a new session?',
    replaceConfirm: 'Start new session',
    empty: 'This category has no cards.',
    noResponse: 'No response from API',
    offline: 'You are offline. Please check your internet connection.',
    retry: 'Retry',
    ignore: 'Ignore',
    updated: 'User information updated',
    menu: { shop: 'Shop', cart: 'Shopping cart', bought: 'Bought products' },
  },
} as const;

interface StoredCard {
  id: number;
  type: number;
  data: unknown;
}

const shot = async (page: Page, point: string, layout: Layout, lang: Lang) => {
  await settle(page);
  await screenshot(page, `rough-${point}-${layout}-${lang}`);
};

/** Presses Tab until the element with the test id has the focus (keyboard only, no clicks). */
async function tabTo(page: Page, testId: string, max = 80) {
  for (let i = 0; i < max; i++) {
    if ((await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

const currentId = (page: Page) =>
  page
    .getByTestId('card-title')
    .getAttribute('data-card-id')
    .then((v) => Number(v));

async function storedCard(page: Page, id: number): Promise<StoredCard> {
  const queue = await page.evaluate(
    () => JSON.parse(localStorage.getItem('cards') ?? '[]') as { id: number; type: number; data: unknown }[],
  );
  return queue.find((c) => c.id === id)!;
}

/** The texts of a choice card's answers in their places on screen. */
const choiceTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[data-testid^="choice-"]')].map((el, i) =>
      el.labels![0].textContent!.slice(String(i + 1).length).trim(),
    ),
  );

/**
 * Answers the card on screen right, with the keyboard only. Returns the answered card's type. `check` runs on the
 * card as shown and, on a flip card, once more on its back.
 */
async function answerByKeyboard(
  page: Page,
  lang: Lang,
  check?: (side: string) => Promise<void>,
): Promise<number> {
  const id = await currentId(page);
  const { type, data } = await storedCard(page, id);
  await check?.('front');
  if (type <= 2 || type === 7) {
    await page.waitForFunction(() => {
      // the button itself, enabled (a missing button is not "enabled": the card may not be on screen yet)
      const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
      return !!flip && !flip.disabled;
    });
    await page.keyboard.press('Space');
    await page.getByTestId('card-back').waitFor();
    await check?.('back');
    await page.keyboard.press('j');
  } else {
    if (type === 3 || type === 4) {
      const d = data as { answers: Record<string, string>[] };
      const right = (await choiceTexts(page)).map(
        (text) => Object.keys(d.answers.find((a) => Object.values(a)[0] === text)!)[0] === 'true',
      );
      for (const [i, r] of right.entries()) if (r) await page.keyboard.press(String(i + 1));
      await page.keyboard.press('Enter');
    } else if (type === 5) {
      const rights = (data as { answers: [string, string][] }).answers.map((p) => p[1]);
      const order = () => page.getByTestId('pair-right-text').allInnerTexts();
      for (const [target, text] of rights.entries()) {
        let at = (await order()).indexOf(text);
        if (at === target) continue;
        await tabTo(page, `pair-up-${at}`);
        // Space presses the focused arrow; the focus stays with the moved item (also once it reaches the top)
        for (; at > target; at--) {
          await page.keyboard.press('Space');
          await page.waitForFunction(
            ([t, i]) =>
              document.querySelectorAll('[data-testid="pair-right-text"]')[i as number]?.textContent === t &&
              !!document.activeElement?.closest(`[data-testid="pair-right-${i as number}"]`),
            [text, at - 1] as const,
          );
        }
      }
      expect(await order()).toEqual(rights);
      // Enter on the focused arrow checks (it used to press the arrow again and record a wrong answer)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-arrow'))).toMatch(
        /up|down/,
      );
      await page.keyboard.press('Enter');
      await page.getByTestId('feedback').waitFor();
      // checked: the arrows are gone and the focus is back on the list, not on the page
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'pair-list',
      );
    } else if (type === 6) {
      const gaps = [...(data as { question: string }).question.matchAll(/\[([^\]]*)\]/g)].map((m) =>
        m[1].split(',')[0].trim(),
      );
      // the first gap has the focus; Enter with an empty gap asks first and records nothing
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('gap-0');
      await page.keyboard.press('Enter');
      await page.getByTestId('cloze-empty-question').waitFor();
      expect(await page.getByTestId('cloze-empty-question').innerText()).toContain(
        T[lang].clozeEmpty(gaps.length),
      );
      expect(await page.getByTestId('feedback').count()).toBe(0);
      for (const [i, gap] of gaps.entries()) {
        await tabTo(page, `gap-${i}`);
        await page.keyboard.type(gap);
      }
      await page.getByTestId('cloze-empty-question').waitFor({ state: 'detached' }); // typing answers the question
      await page.keyboard.press('Enter');
    }
    // the feedback, or (after the last card) the end of the session
    const feedback = page.getByTestId('feedback');
    await page.locator('[data-testid="feedback"], [data-testid="session-finished"]').first().waitFor();
    if (await feedback.count()) {
      expect(await feedback.innerText()).toBe(T[lang].feedbackRight);
      await feedback.waitFor({ state: 'detached', timeout: 6000 });
    }
  }
  await page.waitForFunction(
    (before) =>
      Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) !== before ||
      !!document.querySelector('[data-testid="session-finished"]'),
    id,
  );
  // the focus moved into the new card (its title, or a cloze's first gap) or to the end's heading, not to the page
  await page.waitForFunction(
    () =>
      !!document.activeElement?.closest('[data-testid="session"], [data-testid="session-finished"]') &&
      document.activeElement !== document.body,
  );
  return type;
}

/** The flashcard summary of a category, reached through `via` (its ancestors) in the tree or the recursion. */
async function openSummary(page: Page, layout: Layout, id: number, via: number[] = []) {
  await page.goto('/flashcard');
  if (layout === 'mobile') {
    await page.getByTestId('course-overview').click();
    await page.getByTestId('category-recursion').waitFor();
    // from the top level (the recursion may open at the selected category's level)
    while (await page.getByTestId('recursion-back').isVisible())
      await page.getByTestId('recursion-back').click();
    for (const step of via) await page.click(`[data-testid="recursion-open-${step}"]`);
    await page.click(`[data-testid="recursion-select-${id}"]`);
  } else {
    for (const step of via) {
      const toggle = page.getByTestId(`category-toggle-${step}`);
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    }
    await page.click(`[data-testid="category-select-${id}"]`);
  }
  await page.getByTestId('session-summary').waitFor();
}

describeBrowser('learner rough edges (issue 20)', () => {
  const h = useHarness();

  it.each(bothLayouts(0))(
    '2+4 at %s (%s): a whole session of every card type by keyboard alone, choices shuffled; offline shows a banner that takes no focus and covers no control (desktop at 1366×768)',
    async (layout, lang) => {
      const token = await h.login('student');
      // the desktop at a common laptop's 1366×768, where an image card was cut and the banner covered its buttons
      const viewport = layout === 'desktop' ? { width: 1366, height: 768 } : VIEWPORTS[layout];
      const { page, context } = await h.page({ viewport, language: lang, token });
      const before = await answersToday(h.url, token, MATH);
      await openSummary(page, layout, MATH);
      await page.getByTestId('session-start').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('session').waitFor();
      const types = new Set<number>();
      let answered = 0;
      while ((await page.getByTestId('session-finished').count()) === 0) {
        if (answered === 1) {
          // offline mid-session: a status banner, no dialog; the next keys still answer the card
          await context.setOffline(true);
          await page.getByTestId('offline-banner').waitFor();
          expect(await page.getByTestId('offline-banner').innerText()).toContain(T[lang].offline);
          expect(await page.getByRole('dialog').count()).toBe(0);
          expect(
            await page.evaluate(() => !!document.activeElement?.closest('[data-testid="offline-banner"]')),
          ).toBe(false);
          await shot(page, '2-offline-banner', layout, lang);
        }
        const type = Number(await page.getByTestId('card').getAttribute('data-card-type'));
        if (!types.has(type) && (type === 3 || type === 5 || type === 6))
          await shot(page, `2-type${type}`, layout, lang);
        // offline from the second card on (so both image cards are played offline): the banner covers no button of any card, front and back
        // (this test's pictures are not kept for offline use: the service worker is not in control yet; the pictures
        // fitting above the banner are asserted in offline.test.ts)
        const check = async () => {
          await animationsDone(page); // the flip
          await bannerCoversNothing(page);
        };
        types.add(await answerByKeyboard(page, lang, answered >= 1 ? check : undefined));
        answered++;
        if (answered === 3) {
          // two answers were given offline: queued, shown at the top of the card, not under the banner
          await page.getByTestId('pending-answers').waitFor();
          await bannerCoversNothing(page);
          await shot(page, '2-pending-offline', layout, lang);
        }
      }
      // back online: the answers given offline are sent
      await context.setOffline(false);
      await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
      expect(types).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
      expect(answered).toBe(9); // all right: every card once
      await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null, undefined, {
        timeout: 20_000,
      });
      // what was recorded: nine right answers, no wrong one (no arrow pressed twice, no empty cloze checked)
      expect(await answersToday(h.url, token, MATH)).toEqual({
        right: before.right + 9,
        wrong: before.wrong,
      });
      await shot(page, '2-finished', layout, lang);
    },
    240_000,
  );

  it.each(bothLayouts(1))(
    "3 at %s (%s): Shop, Cart and Bought products in the student's menu; logging in from the shop returns to the shop",
    async (layout, lang) => {
      // a visitor on the shop: "to login" → the login form → back on the shop, the product still chosen
      const visitor = await h.page({ viewport: VIEWPORTS[layout], language: lang });
      const page = visitor.page;
      await page.goto('/shop');
      await page.locator('[data-testid^="shop-product-"]:visible').first().click();
      await page.getByTestId('shop-login').click();
      await page.getByTestId('login-form').waitFor();
      await page.getByTestId('login-email').fill('student@example.com');
      await page.getByTestId('login-password').fill('demo-password');
      await page.getByTestId('login-form').locator('button[type=submit]').click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/shop');
      await page.getByTestId('shop').waitFor();

      await openUserMenu(page);
      for (const entry of ['shop', 'cart', 'bought'] as const)
        expect(await page.getByTestId(`menu-${entry}`).innerText()).toBe(T[lang].menu[entry]);
      await shot(page, '3-student-menu', layout, lang);
      await page.getByTestId('menu-bought').click();
      await page.getByTestId('panel-bought').waitFor();
      await shot(page, '3-bought', layout, lang);
      await page.keyboard.press('Escape');
      await page.getByTestId('panel-bought').waitFor({ state: 'detached' });
      await openUserMenu(page);
      await page.getByTestId('menu-cart').click();
      await page.getByTestId('panel-cart').waitFor();
      await shot(page, '3-cart', layout, lang);
    },
    240_000,
  );

  it.each(bothLayouts(2))(
    '5+6 at %s (%s): another category asks before replacing the stored session; "Continue last session"; an empty category has no Start',
    async (layout, lang) => {
      const teacher = await h.login('teacher');
      const created = await api<{ id: number } | { category: { id: number } }>(
        h.url,
        teacher,
        'POST',
        '/api/categories',
        { title: `Leer ${layout} ${lang}`, parent_id: ALGEBRA, position: 20 },
      );
      const emptyId = 'id' in created ? created.id : created.category.id;
      const { page } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await h.login('student'),
      });

      // a stored session of the programme: one card answered, then left
      await openSummary(page, layout, MATH);
      await page.getByTestId('session-start').click();
      await page.getByTestId('session').waitFor();
      await answerByKeyboard(page, lang);
      // the continue box: in the sidebar (desktop), on the flashcard screen (phone)
      await page.goto('/flashcard');
      const box = page.locator('[data-testid="continue-last-lesson"]:visible');
      await box.waitFor();
      expect(await box.innerText()).toContain(T[lang].continueTitle);
      await shot(page, '5-continue-box', layout, lang);

      // Start on another category asks first; Cancel keeps the stored session
      await openSummary(page, layout, EQUATIONS, [MATH, ALGEBRA]);
      await page.getByTestId('session-start').click();
      const dialog = page.getByTestId('confirm-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(T[lang].replaceTitle);
      expect(await page.getByTestId('confirm-dialog-message').innerText()).toMatch(/Mathematik Maturität/);
      await shot(page, '5-replace-question', layout, lang);
      await page.getByTestId('confirm-dialog-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      expect(await page.getByTestId('session').count()).toBe(0);
      const stored = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('cards') ?? '[]') as unknown[]).length,
      );
      expect(stored).toBe(8);
      // an empty category: says so, no Start
      await openSummary(page, layout, emptyId, [MATH, ALGEBRA]);
      await page.getByTestId('summary-empty').waitFor();
      expect(await page.getByTestId('summary-empty').innerText()).toBe(T[lang].empty);
      expect(await page.getByTestId('session-start').count()).toBe(0);
      await shot(page, '6-empty-category', layout, lang);

      // confirmed: the new session starts in place of the stored one
      await openSummary(page, layout, EQUATIONS, [MATH, ALGEBRA]);
      await page.getByTestId('session-start').click();
      await page.getByTestId('confirm-dialog-ok').click();
      await page.getByTestId('session').waitFor();
    },
    240_000,
  );

  it.each(bothLayouts(3))(
    '7 at %s (%s): DD/MM/YYYY and 24-hour times in the week, the lesson form and the role form',
    async (layout, lang) => {
      const today = new Date();
      const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
      const { page } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await h.login('teacher'),
      });
      await page.goto('/lessons');
      const week = weekRange(iso, 0);
      await expect
        .poll(() => page.getByTestId('week-range').textContent())
        .toBe(`${displayDate(week.displayFrom)} – ${displayDate(week.displayTo)}`);
      expect(await page.getByTestId('lesson-time').first().textContent()).toMatch(/\d\d:\d\d–\d\d:\d\d/);
      await shot(page, '7-week', layout, lang);

      await page.getByTestId('lesson-create').click();
      await page.getByTestId('lesson-field-day').waitFor();
      expect(await page.getByTestId('lesson-field-day').inputValue()).toBe(displayDate(iso));
      await page.getByTestId('lesson-field-start').click();
      await page.keyboard.type('1715');
      expect(await page.getByTestId('lesson-field-start').inputValue()).toBe('17');
      expect(await page.getByTestId('lesson-field-start-minutes').inputValue()).toBe('15');
      expect(await page.getByTestId('lesson-field-start-value').inputValue()).toMatch(/^17:15/);
      // no AM/PM field in either language
      expect(await page.getByRole('dialog').locator('select').count()).toBe(0);
      await page.getByTestId('lesson-field-day').scrollIntoViewIfNeeded();
      await shot(page, '7-lesson-form', layout, lang);
      await page.keyboard.press('Escape');
    },
    240_000,
  );

  it.each(bothLayouts(4))(
    '8 at %s (%s): a save without an answer shows "No response from API" after 2 s for 2 s, then the time-out offers Retry',
    async (layout, lang) => {
      const { page } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await h.login('student'),
      });
      // the configured time-out: 8 s for this test
      await page.route('**/config.json', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, json: { ...(await response.json()), maxRequestTimeout: 8 } });
      });
      await page.goto('/flashcard');
      await page.getByTestId('flashcard-screen').waitFor();
      await openUserMenu(page);
      await page.getByTestId('menu-profile').click();
      await page.getByTestId('panel-profile').waitFor();
      let hold = true;
      let started = 0; // when the request went out
      await page.route('**/api/user/update', async (route) => {
        if (hold) {
          started ||= Date.now();
          return; // never answered
        }
        await route.continue();
      });
      const message = page.getByTestId('profile-message');
      await page.getByTestId('profile-form').locator('button[type=submit]').click();
      await expect
        .poll(() => message.innerText(), { timeout: 4_000, interval: 100 })
        .toBe(T[lang].noResponse);
      const shownAt = Date.now() - started;
      expect(shownAt).toBeGreaterThan(1_800);
      expect(shownAt).toBeLessThan(3_900);
      await shot(page, '8-no-response', layout, lang);
      await expect.poll(() => message.innerText(), { timeout: 4_000, interval: 100 }).toBe('');
      expect(Date.now() - started).toBeGreaterThan(3_800);
      // the configured time-out: Retry/Ignore with "No response from API"
      const dialog = page.getByTestId('error-dialog');
      await dialog.waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('error-dialog-message').innerText()).toBe(T[lang].noResponse);
      await shot(page, '8-timeout-dialog', layout, lang);
      hold = false;
      await dialog.getByRole('button', { name: T[lang].retry, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => message.innerText(), { timeout: 5_000, interval: 100 }).toBe(T[lang].updated);
    },
    240_000,
  );

  it.each(bothLayouts(5))(
    '10 at %s (%s): a failed category load offers Retry; after a reload the tree opens to the selected category',
    async (layout, lang) => {
      const { page, context } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await h.login('student'),
      });
      let fail = true;
      // on the context: once the service worker controls the page (a second after its first load) it asks for the
      // tree itself, and only the context's routes see the worker's requests
      await context.route('**/api/cats/roots', async (route) => {
        if (fail) await route.fulfill({ status: 500, json: { message: 'down' } });
        else await route.continue();
      });
      await page.goto('/flashcard');
      if (layout === 'mobile') await page.getByTestId('content-overlay-close').click();
      const dialog = page.getByTestId('error-dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: T[lang].ignore, exact: true }).click();
      const failed = page.locator('[data-testid="tree-failed"]:visible');
      await failed.waitFor();
      await shot(page, '10-failed', layout, lang);
      fail = false;
      await failed.getByTestId('tree-retry').click();
      if (layout === 'desktop') await page.getByTestId(`category-select-${MATH}`).waitFor();
      else await page.getByTestId(`recursion-select-${MATH}`).waitFor();
      await context.unroute('**/api/cats/roots');

      if (layout === 'desktop') {
        // select a category two levels down, reload: the tree is open down to it
        await page.click(`[data-testid="category-toggle-${MATH}"]`).catch(() => {});
        if ((await page.getByTestId(`category-select-${ALGEBRA}`).count()) === 0)
          await page.click(`[data-testid="category-toggle-${MATH}"]`);
        await page.click(`[data-testid="category-toggle-${ALGEBRA}"]`);
        await page.click(`[data-testid="category-select-${EQUATIONS}"]`);
        await page.getByTestId('session-summary').waitFor();
        await page.reload();
        await page.getByTestId(`category-select-${EQUATIONS}`).waitFor();
        expect(await page.getByTestId(`category-select-${EQUATIONS}`).getAttribute('aria-current')).toBe(
          'true',
        );
        await shot(page, '10-reloaded-tree', layout, lang);
      } else {
        await page.click(`[data-testid="recursion-open-${MATH}"]`);
        await page.click(`[data-testid="recursion-select-${ALGEBRA}"]`);
        await page.getByTestId('session-summary').waitFor();
        await page.reload();
        await page.getByTestId('session-summary').waitFor();
        await page.getByTestId('content-overlay-close').click();
        // the recursion opens at the selected category's level
        await page.getByTestId(`recursion-select-${ALGEBRA}`).waitFor();
        await shot(page, '10-reloaded-tree', layout, lang);
      }
    },
    240_000,
  );
});
