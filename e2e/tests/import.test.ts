import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  api,
  describeBrowser,
  DESKTOP,
  grantStudentAllAccess,
  screenshot,
  useHarness,
} from '../src/harness.js';

/**
 * Import (issue 19): a teacher imports a Quizlet export into a new course in the admin area, sees the preview
 * (what will be created, what is skipped and why), imports it, and a student then studies the cards.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'import-e2e-'));
const QUIZLET = path.join(tmp, 'quizlet-export.txt');
writeFileSync(QUIZLET, 'Hund\tdog\nKatze\tcat\nHaus\t\nMaus\tmouse\n');

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 40_000, interval: 100 });
const english = (page: Page) => {
  page.setDefaultTimeout(30_000);
  return page.addInitScript(() => localStorage.setItem('language', 'en'));
};

describeBrowser('importing cards', () => {
  const h = useHarness();
  const state: { course?: number } = {};

  it('a teacher previews and imports a Quizlet export into a new course', async () => {
    const teacher = await h.login('teacher');
    const created = await api<{ category?: { id: number }; id?: number }>(
      h.url,
      teacher,
      'POST',
      '/api/categories',
      {
        title: 'Englisch Vokabeln',
      },
    );
    state.course = created.category?.id ?? created.id;
    const { page } = await h.page({ viewport: DESKTOP, token: teacher });
    await english(page);
    await page.goto('/admin');
    await page.getByTestId(`tree-title-${state.course}`).click();
    const section = page.getByTestId('import-export');
    await section.waitFor();
    await section.locator('input[type="file"]').setInputFiles(QUIZLET);
    const preview = page.getByTestId('import-preview');
    await preview.waitFor();
    await poll(() => preview.innerText()).toContain('3 cards will be created');
    expect(await preview.innerText()).toContain('Word: 3');
    expect(await page.getByTestId('import-skipped').innerText()).toContain('line 3: the definition is empty');
    await page.getByTestId('import-confirm').scrollIntoViewIfNeeded();
    await screenshot(page, 'import-preview-desktop');
    // every write once (issue 34): a double click on a slow network sends one import and creates each card once
    const imports: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/import\/\d+\?import_key=/, async (route) => {
      imports.push(route.request().url());
      await held;
      await route.continue();
    });
    const sent = page.waitForRequest(/\/api\/import\/\d+\?import_key=/);
    await page.getByTestId('import-confirm').dblclick();
    await sent;
    expect(await page.getByTestId('import-confirm').isDisabled()).toBe(true);
    await page.getByTestId('import-confirm').click({ force: true });
    release();
    await page.getByText('3 cards imported').first().waitFor();
    await poll(() => page.locator('[data-testid="cards-table"] tbody tr').count()).toBe(3);
    expect(imports).toHaveLength(1);
    const stored = await api<{ cards?: unknown[] }>(
      h.url,
      teacher,
      'GET',
      `/api/categories/${state.course}?cards=1&admin=1`,
    );
    expect(stored.cards).toHaveLength(3);
    expect(await page.getByTestId('import-preview').count()).toBe(0);
    await screenshot(page, 'import-done-desktop');
  }, 180_000);

  it('the preview names where a skipped line is, in the teacher’s language (German)', async () => {
    const teacher = await h.login('teacher');
    const created = await api<{ category?: { id: number }; id?: number }>(
      h.url,
      teacher,
      'POST',
      '/api/categories',
      { title: 'Vokabeln Vorschau' },
    );
    const course = created.category?.id ?? created.id;
    const { page } = await h.page({ viewport: DESKTOP, token: teacher });
    page.setDefaultTimeout(30_000);
    await page.goto('/admin');
    await page.getByTestId(`tree-title-${course}`).click();
    await page.getByTestId('import-export').locator('input[type="file"]').setInputFiles(QUIZLET);
    await page.getByTestId('import-preview').waitFor();
    await poll(() => page.getByTestId('import-skipped').innerText()).toContain(
      'Zeile 3: die Erklärung ist leer',
    );
    expect(await page.getByTestId('import-skipped').innerText()).not.toContain('line 3');
  }, 120_000);

  it('the student studies the imported cards', async () => {
    const admin = await h.login('admin');
    const student = await h.login('student');
    await grantStudentAllAccess(h.url, admin, student);
    const { page } = await h.page({ viewport: DESKTOP, token: student });
    await english(page);
    await page.goto('/flashcard');
    await page.getByTestId(`category-select-${state.course}`).click();
    await page.getByTestId('session-summary').waitFor();
    await poll(() => page.getByTestId('summary-card-count').innerText()).toMatch(/^3\b/);
    await page.getByTestId('session-start').click();
    await page.getByTestId('session').waitFor();
    const card = page.getByTestId('card');
    await card.waitFor();
    expect(await card.getAttribute('data-card-type')).toBe('7');
    const word = (await page.getByTestId('card-title').innerText()).trim();
    expect(['Hund', 'Katze', 'Maus']).toContain(word);
    // the front shows the word alone: the answer is not given away, and no placeholder dash is shown
    const front = (await page.getByTestId('word-native').innerText()).split('\n').map((l) => l.trim());
    expect(front.filter(Boolean)).toEqual(['GERMAN', word]);
    await screenshot(page, 'import-student-session-desktop');
  }, 180_000);
});
