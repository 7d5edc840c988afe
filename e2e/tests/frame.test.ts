/**
 * The portal's frame (issue 3), part 1: routes and navigation per demo account, tabs and user-menu
 * entries per role, the small-screen content overlay, the course overview button, and the language
 * switch. Learner spec §1, §2 "Frame and navigation", §6; DESIGN §4 (modes from flags).
 * Part 2 (panels, music, errors) is frame-panels.test.ts.
 */
import { expect, it } from 'vitest';
import { api, describeBrowser, DEMO, useHarness } from '../src/harness.js';
import {
  closeUserMenu,
  layoutShift,
  mainNav,
  menuButton,
  menuEntries,
  openUserMenu,
  pathname,
  shot,
  tab,
  tabLabels,
  TEXT,
  trackLayoutShift,
  VIEWPORTS,
  type Lang,
  type Layout,
} from './frame.shared.js';

type Who = keyof typeof DEMO;

/**
 * User menu entries exactly per role (spec §2): profile, instructions, shop, cart, bought products and
 * logout for every logged-in user (DESIGN §4: buyers find their receipts); admin panel and cache for teacher
 * mode (is_teacher or is_admin). The demo admin is only is_admin, so also in teacher mode (DESIGN §4).
 */
const MENU: Record<Who, string[]> = {
  student: ['bought', 'cart', 'instructions', 'logout', 'profile', 'shop'],
  teacher: ['admin', 'bought', 'cache', 'cart', 'instructions', 'logout', 'profile', 'shop'],
  admin: ['admin', 'bought', 'cache', 'cart', 'instructions', 'logout', 'profile', 'shop'],
};

/** Each account in both layouts, one language each; every layout × language pair appears. */
const NAV_CASES: [Who, Layout, Lang][] = [
  ['student', 'desktop', 'de'],
  ['student', 'mobile', 'en'],
  ['teacher', 'desktop', 'en'],
  ['teacher', 'mobile', 'de'],
  ['admin', 'desktop', 'en'],
  ['admin', 'mobile', 'de'],
];

describeBrowser('frame: navigation, roles, layouts, languages', () => {
  const h = useHarness();

  it.each(NAV_CASES)(
    '%s at %s (%s): / → /flashcard, every route through its tab, tabs and menu entries of the role, logout (then the visitor view)',
    async (who, layout, lang) => {
      const T = TEXT[lang];
      const { page } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await h.login(who),
      });
      const screen = (name: string) => (who === 'student' ? name : `${name}-${who}`);
      // the learner's pages load without moving (issue 31: layout shift under 0.1; it was 0.18–0.30 when the
      // visitor frame came first and the sidebar pushed the content aside)
      const shifts: Record<string, number> = {};
      if (who === 'student') await trackLayoutShift(page);

      await page.goto('/');
      await expect.poll(() => pathname(page)).toBe('/flashcard');
      await page.getByTestId('flashcard-screen').waitFor();
      if (layout === 'desktop') await page.getByTestId('category-tree').waitFor();
      if (who === 'student') shifts['/flashcard'] = await layoutShift(page);
      expect(await page.getByTestId(layout === 'desktop' ? 'layout-desktop' : 'layout-small').count()).toBe(
        1,
      );
      expect(await page.getByTestId('app-title').innerText()).toBe(T.appTitle);
      // Lessons tab: student mode (the student) or teacher mode (teacher; the admin via is_admin), DESIGN §4
      expect(await tabLabels(page, lang)).toEqual([
        T.tabs.theory,
        T.tabs.exercise,
        T.tabs.flashcard,
        T.tabs.lessons,
      ]);
      await page.getByTestId('course-overview').waitFor();
      if (layout === 'mobile') await page.getByTestId('content-overlay').waitFor();
      await shot(page, screen('flashcard'), layout, lang);

      await openUserMenu(page);
      expect(await menuEntries(page)).toEqual(MENU[who]);
      const menu = page.getByTestId('user-menu');
      expect(await menu.getByTestId('language-select').count()).toBe(1);
      expect(await menu.getByTestId('music-select').count()).toBe(1);
      expect(await menu.getByTestId('menu-profile').innerText()).toBe(T.menu.profile);
      expect(await menu.getByTestId('menu-logout').innerText()).toBe(T.menu.logout);
      await shot(page, `menu-${who}`, layout, lang);
      await closeUserMenu(page);

      const routes = [
        { label: T.tabs.theory, path: '/content/theory', id: 'content-screen', heading: T.headings.theory },
        {
          label: T.tabs.exercise,
          path: '/content/exercises',
          id: 'content-screen',
          heading: T.headings.exercises,
        },
        { label: T.tabs.lessons, path: '/lessons', id: 'lessons-screen', heading: T.headings.lessons },
        { label: T.tabs.flashcard, path: '/flashcard', id: 'flashcard-screen', heading: null },
      ];
      for (const route of routes) {
        await tab(page, lang, route.label).click();
        await expect.poll(() => pathname(page)).toBe(route.path);
        const content = page.getByTestId(route.id);
        await content.waitFor();
        if (route.path === '/lessons')
          await page.locator('[data-testid="lesson-day"], [data-testid="lessons-empty"]').first().waitFor();
        if (layout === 'desktop') await page.getByTestId('category-tree').waitFor();
        if (route.heading) {
          await expect
            .poll(() => content.getByRole('heading', { level: 1 }).innerText(), { message: route.path })
            .toBe(route.heading);
        }
        expect(await tab(page, lang, route.label).getAttribute('aria-current')).toBe('page');
        expect(await mainNav(page, lang).locator('a[aria-current="page"]').count()).toBe(1);
        expect(
          await page.getByTestId('course-overview').isVisible(),
          `course overview on ${route.path}`,
        ).toBe(true);
        if (layout === 'mobile') expect(await page.getByTestId('content-overlay').isVisible()).toBe(true);
        if (route.path !== '/flashcard') await shot(page, screen(route.path.split('/').pop()!), layout, lang);
        if (who === 'student' && route.path !== '/flashcard') {
          // a logged-in reload of this page: the first paint is the logged-in frame
          if (route.path === '/content/theory') {
            // the account check held: what shows until it answers is the logged-in frame, with placeholders for
            // the user menu and the course tree (desktop) in their places
            let release = () => {};
            const held = new Promise<void>((resolve) => (release = resolve));
            let continued: Promise<void> = Promise.resolve();
            await page.route('**/api/auth', (r) => (continued = held.then(() => r.continue())));
            await page.reload();
            if (layout === 'desktop') {
              await page.getByTestId('sidebar-placeholder').waitFor();
              await page.getByTestId('user-menu-placeholder').waitFor();
              expect(await page.getByTestId('course-overview').count()).toBe(1);
            } else await page.getByTestId('small-menu-bar').waitFor();
            expect(await page.getByTestId('login-form').count()).toBe(0);
            expect(await tabLabels(page, lang)).toHaveLength(4);
            await shot(page, 'first-paint', layout, lang);
            release();
            await continued;
            await page.unroute('**/api/auth');
          } else await page.reload();
          await content.waitFor();
          if (layout === 'desktop') await page.getByTestId('category-tree').waitFor();
          if (route.path === '/lessons')
            await page.locator('[data-testid="lesson-day"], [data-testid="lessons-empty"]').first().waitFor();
          shifts[route.path] = await layoutShift(page);
        }
      }

      // The shop: through the admin's menu entry; the others have none and open the URL.
      if (who === 'admin') {
        await openUserMenu(page);
        await page.getByTestId('menu-shop').click();
      } else {
        await page.goto('/shop');
      }
      await expect.poll(() => pathname(page)).toBe('/shop');
      await page.getByTestId('shop-products').waitFor();
      if (layout === 'desktop') await page.getByTestId('category-tree').waitFor();
      expect(await page.getByTestId('shop').getByRole('heading', { level: 1 }).innerText()).toBe(
        T.headings.shop,
      );
      if (who === 'student') {
        shifts['/shop'] = await layoutShift(page);
        for (const [path, shift] of Object.entries(shifts))
          expect(shift, `layout shift on ${path}`).toBeLessThan(0.1);
      }
      // the course overview button is hidden on /shop, the tabs are not
      expect(await page.getByTestId('course-overview').count()).toBe(0);
      expect(await tabLabels(page, lang)).toHaveLength(4);
      await shot(page, screen('shop'), layout, lang);
      await tab(page, lang, T.tabs.flashcard).click();
      await page.getByTestId('flashcard-screen').waitFor();
      await page.getByTestId('course-overview').waitFor();

      // Logout lands on / → /flashcard with the login panel; no lessons tab for visitors.
      await openUserMenu(page);
      await page.getByTestId('menu-logout').click();
      await page.getByTestId('login-form').waitFor();
      await expect.poll(() => pathname(page)).toBe('/flashcard');
      expect(await menuButton(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // the visitor's menu has the shop (issue 31; logged in it is in the user menu)
      expect(await tabLabels(page, lang)).toEqual([T.tabs.theory, T.tabs.exercise, T.tabs.flashcard, 'Shop']);
      if (who !== 'student') return;

      // Beside the login panel: what the portal offers, with the shop's programmes by name (public GET /api/shop).
      const offer = page.getByTestId('visitor-offer');
      await offer.getByTestId('visitor-offer-programmes').waitFor();
      expect(await offer.getByRole('heading').innerText()).toBe(T.offerTitle);
      const shop = await api<{ products: { name: string }[] }>(h.url, null, 'GET', '/api/shop');
      expect(shop.products.length).toBeGreaterThan(0);
      expect(await offer.getByRole('listitem').allInnerTexts()).toEqual(
        shop.products.map((p) => p.name.replace(/\s*\/\/\s*/g, ' / ')),
      );
      expect(await offer.getByTestId('visitor-offer-shop').getAttribute('href')).toBe('/shop');

      // Logged out (spec §2, §6): the login panel in place of content, flashcard and lessons; the shop is viewable.
      expect(await page.getByTestId('app-title').innerText()).toBe(T.appTitle);
      await shot(page, 'login', layout, lang);
      await tab(page, lang, T.tabs.theory).click();
      await expect.poll(() => pathname(page)).toBe('/content/theory');
      await page.getByTestId('login-form').waitFor();
      expect(await page.getByTestId('content-screen').count()).toBe(0);
      await page.goto('/lessons');
      await page.getByTestId('login-form').waitFor();
      expect(pathname(page)).toBe('/lessons');
      expect(await page.getByTestId('lessons-screen').count()).toBe(0);
      await page.goto('/shop');
      await page.getByTestId('shop-products').waitFor();
      expect(await page.getByTestId('auth-panel').count()).toBe(0);
      await shot(page, 'shop-loggedout', layout, lang);
    },
  );

  // one language: the phone layout's German texts (the student's phone walk above is English)
  it.each(['de'] as const)(
    'small screen (%s): the content overlay closes (button, Escape, course button) and a tab opens it',
    async (lang) => {
      const T = TEXT[lang];
      const { page } = await h.page({
        viewport: VIEWPORTS.mobile,
        language: lang,
        token: await h.login('student'),
      });
      const overlay = page.getByTestId('content-overlay');
      const home = page.getByTestId('small-home');
      await page.goto('/flashcard');
      await page.getByTestId('flashcard-screen').waitFor();
      await overlay.waitFor();
      expect(await home.getAttribute('aria-hidden')).toBe('true');

      await page.getByTestId('content-overlay-close').click();
      await overlay.waitFor({ state: 'hidden' });
      await page.getByTestId('category-recursion').waitFor();
      expect(await home.getAttribute('aria-hidden')).toBeNull();
      expect(await mainNav(page, lang).locator('a[aria-current="page"]').count()).toBe(0);
      await shot(page, 'home', 'mobile', lang);

      await tab(page, lang, T.tabs.theory).click();
      await overlay.waitFor();
      await expect.poll(() => pathname(page)).toBe('/content/theory');
      await page.getByTestId('content-screen').waitFor();
      // keyboard: the opened overlay has the focus, Escape closes it
      await expect.poll(() => overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });

      await tab(page, lang, T.tabs.lessons).click();
      await overlay.waitFor();
      await page.getByTestId('lessons-screen').waitFor();
      await page.getByTestId('course-overview').click();
      await overlay.waitFor({ state: 'hidden' });
      expect(pathname(page)).toBe('/lessons');
    },
  );

  it('wide screen: the course overview button hides and shows the left sidebar', async () => {
    const T = TEXT.de;
    const { page } = await h.page({ viewport: VIEWPORTS.desktop, token: await h.login('student') });
    await page.goto('/content/theory');
    const button = page.getByTestId('course-overview');
    const tree = page.getByTestId('category-tree');
    await tree.waitFor();
    expect(await button.innerText()).toBe(T.courseOverview);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await button.click();
    await tree.waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await tree.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
  });

  it.each(['desktop', 'mobile'] as const)(
    'language at %s: German by default, English and back through the user menu, kept after a reload',
    async (layout) => {
      const { page } = await h.page({ viewport: VIEWPORTS[layout], token: await h.login('student') });
      await page.goto('/flashcard');
      await page.getByTestId('flashcard-screen').waitFor();
      const expectLanguage = async (lang: Lang) => {
        const T = TEXT[lang];
        await expect.poll(() => tabLabels(page, lang)).toEqual(Object.values(T.tabs));
        expect(await page.getByTestId('app-title').innerText()).toBe(T.appTitle);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        // the footer HTML is loaded per language
        await expect
          .poll(() => page.getByTestId('footer').innerText())
          .toContain(lang === 'en' ? 'exam preparation with theory' : 'Prüfungsvorbereitung');
      };
      const choose = async (lang: Lang) => {
        await openUserMenu(page);
        const select = page.getByTestId('user-menu').getByTestId('language-select');
        expect((await select.locator('option').allInnerTexts()).map((s) => s.trim()).sort()).toEqual([
          'Deutsch',
          'English',
        ]);
        await select.selectOption(lang);
        await expect.poll(() => page.getByTestId('menu-profile').innerText()).toBe(TEXT[lang].menu.profile);
        await closeUserMenu(page);
      };

      await expectLanguage('de');
      await choose('en');
      await expectLanguage('en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
      await page.reload();
      await page.getByTestId('flashcard-screen').waitFor();
      await expectLanguage('en');

      await choose('de');
      await expectLanguage('de');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
      await page.reload();
      await page.getByTestId('flashcard-screen').waitFor();
      await expectLanguage('de');
    },
  );
});
