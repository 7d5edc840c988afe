/**
 * Accessibility (issue 20, point 1): axe-core with all its default rules (WCAG A/AA and the best practices;
 * Lighthouse runs only a subset) over every screen and panel, for a visitor, a student, a teacher
 * and an admin, in German and English, on the desktop (1280×800) and the phone (375×812) layout, including the
 * flashcard summary, a stored session's continue box and the admin page. Any violation of any impact fails. The
 * running session's seven card types (front and back) are checked where they are rendered already, in
 * formulas.test.ts; the card editor there too.
 *
 * One browser for the file, one token per role, one page per role and combination. The list of checked
 * states and every violation found go to e2e/screenshots/axe-report.json.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, describeBrowser, screenshotDir, useHarness } from '../src/harness.js';
import { bothLayouts, openUserMenu, settle, VIEWPORTS, type Lang, type Layout } from './frame.shared.js';

/** The demo programme 'Mathematik / Maturität': cards of all seven types. */
const MATH = 1;
/**
 * Every rule axe-core runs by default: WCAG 2.0/2.1/2.2 A and AA and all best practices (landmarks, headings,
 * region, …), far more than Lighthouse's subset. Left out, as axe itself leaves them out by default: the AAA
 * rules (color-contrast-enhanced, 7:1) and the experimental ones.
 */
const RULES = Object.fromEntries(
  axe
    .getRules()
    .filter((r) => !r.tags.includes('experimental') && !r.tags.includes('wcag2aaa'))
    .map((r) => [r.ruleId, { enabled: true }]),
);

interface Found {
  state: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

describeBrowser('accessibility: zero axe violations on every screen state', () => {
  const h = useHarness();
  const tokens = {} as Record<'student' | 'teacher' | 'admin', string>;
  const checked: string[] = [];
  const found: Found[] = [];
  const started = Date.now();

  beforeAll(async () => {
    for (const who of ['student', 'teacher', 'admin'] as const) tokens[who] = await h.login(who);
  });

  /**
   * A learner like the demo student (a pecus role on Mathematik) who has answered nothing: the first session then
   * holds new cards of all seven types. The demo student's later sessions hold what the memory model finds due,
   * which depends on the earlier runs' answers and the clock.
   */
  async function freshLearner(tag: string): Promise<string> {
    const { token, user } = await api<{ token: string; user: { id: number } }>(
      h.url,
      null,
      'POST',
      '/api/auth/register',
      {
        name: 'Lea Lernend',
        email: `axe-${tag}-${Date.now()}@learner.test`,
        password: 'vier unabhängige Wörter am Fluss',
        terms: true,
      },
    );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await api(h.url, tokens.admin, 'POST', `/api/roles/create/${user.id}`, {
      category_id: MATH,
      exam_type: 'pecus',
      start_date: day(-1),
      expiration_date: day(365),
    });
    return token;
  }

  const writeReport = () => {
    mkdirSync(screenshotDir, { recursive: true });
    const seconds = (Date.now() - started) / 1000;
    writeFileSync(
      path.join(screenshotDir, 'axe-report.json'),
      JSON.stringify({ states: checked.length, seconds, checked, found }, null, 2),
    );
  };

  afterAll(() => {
    writeReport();
    console.log(
      `axe: ${checked.length} screen states checked in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });

  /** Runs axe over the whole page as it is now; records the state and its violations. */
  async function check(page: Page, state: string) {
    await settle(page);
    // no visible loader left (a screen still loading is not the state to check)
    await page
      .waitForFunction(
        () =>
          ![...document.querySelectorAll<HTMLElement>('.mantine-Loader-root')].some(
            (el) => el.offsetParent !== null,
          ),
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => {});
    // target-size included on the phone's admin page too (issue 34 §1: its tree's targets are 24 px now)
    const result = await new AxeBuilder({ page }).options({ rules: RULES }).analyze();
    checked.push(state);
    for (const v of result.violations)
      found.push({
        state,
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      });
    writeReport();
  }

  const violationsOf = (prefix: string) =>
    found
      .filter((f) => f.state.startsWith(prefix))
      .map((f) => `${f.state}: ${f.rule} (${f.impact}) ${f.targets[0]}`);

  async function closeDialog(page: Page, testId: string) {
    await page.keyboard.press('Escape');
    await page.getByTestId(testId).waitFor({ state: 'detached' });
  }

  /** Opens the flashcard summary of a category (sidebar on desktop, category recursion on the phone). */
  async function openSummary(page: Page, layout: Layout, id: number) {
    await page.goto('/flashcard');
    if (layout === 'mobile') {
      await page.getByTestId('course-overview').click();
      await page.click(`[data-testid="recursion-select-${id}"]`);
    } else {
      await page.click(`[data-testid="category-select-${id}"]`);
    }
    await page.getByTestId('session-summary').waitFor();
  }

  it.each(bothLayouts(0))(
    'visitor, student, teacher and admin at %s (%s)',
    async (layout: Layout, lang: Lang) => {
      const at = `${layout}-${lang}`;
      const viewport = VIEWPORTS[layout];

      // ---- visitor: the manual at first start, login and register, the shop
      {
        const { page } = await h.page({ viewport, language: lang, hideManual: false });
        await page.goto('/flashcard');
        await page.getByTestId('auth-panel').waitFor();
        const manual = page.getByTestId('panel-manual');
        if (await manual.isVisible().catch(() => false)) {
          await page.getByTestId('manual-content').locator('h2').first().waitFor();
          await check(page, `${at} visitor manual`);
          await closeDialog(page, 'panel-manual');
        }
        await check(page, `${at} visitor login`);
        await page.getByRole('tab').nth(1).click();
        await page.getByTestId('register-form').waitFor();
        await check(page, `${at} visitor register`);
        await page.goto('/shop');
        await page.getByTestId('shop-products').waitFor();
        await check(page, `${at} visitor shop`);
        await page.locator('[data-testid^="shop-product-"]:visible').first().click();
        await page.getByTestId('shop-please-login').waitFor();
        await check(page, `${at} visitor shop product`);
        await page.context().close();
      }

      // ---- student: screens, menu, panels, a session of every card type
      {
        const { page } = await h.page({ viewport, language: lang, token: tokens.student });
        await page.goto('/flashcard');
        await page.getByTestId('flashcard-instructions').waitFor();
        if (layout === 'mobile') {
          await page.getByTestId('content-overlay-close').click();
          await page.getByTestId('category-recursion').waitFor();
          await check(page, `${at} student home (category recursion)`);
          await page.goto('/flashcard');
          await page.getByTestId('flashcard-instructions').waitFor();
        } else {
          await page.getByTestId('category-tree').waitFor();
        }
        await check(page, `${at} student flashcard instructions`);
        await openUserMenu(page);
        await check(page, `${at} student user menu`);
        for (const [entry, panel] of [
          ['menu-profile', 'panel-profile'],
          ['menu-instructions', 'panel-manual'],
          ['menu-cart', 'panel-cart'],
          ['menu-bought', 'panel-bought'],
        ] as const) {
          if (!(await page.getByTestId('user-menu').isVisible())) await openUserMenu(page);
          await page.getByTestId(entry).click();
          await page.getByTestId(panel).waitFor();
          await check(page, `${at} student ${panel}`);
          await closeDialog(page, panel);
        }
        for (const screen of ['/content/theory', '/content/exercises', '/lessons', '/shop']) {
          await page.goto(screen);
          await page.locator('#main-content :is(h1, h2)').first().waitFor();
          await check(page, `${at} student ${screen}`);
        }

        await page.context().close();
      }

      // ---- the flashcard summary and the stored session's continue box, as a learner who has answered nothing
      // yet (see freshLearner). The cards of a running session, each of the seven types front and back, are
      // checked by formulas.test.ts, which plays such a session in both layouts.
      {
        const { page } = await h.page({ viewport, language: lang, token: await freshLearner(at) });
        await openSummary(page, layout, MATH);
        await page.getByTestId('category-page').waitFor();
        await check(page, `${at} student flashcard summary`);
        await page.getByTestId('session-start').click();
        await page.getByTestId('card').waitFor();
        // the session is stored (the continue box reads it)
        await page.waitForFunction(() => !!localStorage.getItem('cards'));
        // leave the session: the continue box shows the stored session
        await page.goto('/flashcard');
        await page.locator('[data-testid="continue-last-lesson"]:visible').waitFor();
        await check(page, `${at} student continue last session`);
        await page.context().close();
      }

      // ---- teacher: lessons in teacher mode, the lesson form, the cache and roles panel
      {
        const { page } = await h.page({ viewport, language: lang, token: tokens.teacher });
        await page.goto('/lessons');
        await page.getByTestId('lesson-create').waitFor();
        await check(page, `${at} teacher lessons`);
        await page.getByTestId('lesson-create').click();
        await page.getByTestId('lesson-field-title').waitFor();
        await check(page, `${at} teacher lesson form`);
        await page.keyboard.press('Escape');
        await page.getByTestId('lesson-field-title').waitFor({ state: 'detached' });
        await openUserMenu(page);
        await page.getByTestId('menu-cache').click();
        await page.getByTestId('panel-cacheRoles').waitFor();
        await check(page, `${at} teacher cache and roles panel`);
        await closeDialog(page, 'panel-cacheRoles');
        await page.goto('/content/theory');
        await page.locator('#main-content :is(h1, h2)').first().waitFor();
        await check(page, `${at} teacher theory`);
        await page.context().close();
      }

      // ---- admin: the admin page (tree, a category's items), the admin's menu
      {
        const { page } = await h.page({ viewport, language: lang, token: tokens.admin });
        await page.goto('/flashcard');
        await page.getByTestId('flashcard-instructions').waitFor();
        await openUserMenu(page);
        await check(page, `${at} admin user menu`);
        await page.goto('/admin');
        await page.getByTestId('admin-page').waitFor();
        await page.getByTestId(`tree-title-${MATH}`).waitFor();
        await check(page, `${at} admin page`);
        await page.getByTestId(`tree-title-${MATH}`).click();
        await page.getByTestId('items-section').waitFor();
        // on the phone the category panel replaces the tree under the pointer: a finger leaves no hover there
        if (layout === 'mobile') await page.mouse.move(0, viewport.height - 1);
        await check(page, `${at} admin category items`);
        await page.context().close();
      }

      expect(violationsOf(at)).toEqual([]);
    },
    600_000,
  );
});
