import { expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { api, describeBrowser, DESKTOP, MOBILE, screenshot, useHarness } from '../src/harness.js';

/**
 * The cache and roles panel (issue 9), in a real browser: an admin grants the demo student a programme
 * from the panel and the student sees it; the admin runs every cache operation and sees each state
 * (idle → updating/cleaning → updated/cleaned, and error), the progress bar of a long operation, and
 * the per-role generate states (false → true, or 'error' with an alert that stops the loop).
 */

interface PanelRole {
  id: number;
  category_id: number;
  category_title: string;
  generated: boolean;
}
interface PanelUser {
  id: number;
  email: string;
  roles: PanelRole[];
}

/** Holds the matching requests until release() is called (to see an operation's running state). */
async function gate(page: Page, pattern: string) {
  let release!: () => void;
  const open = new Promise<void>((r) => (release = r));
  let seen = 0;
  const handler = async (route: Route) => {
    seen++;
    await open;
    // the page may have moved on meanwhile (or closed): then there is nothing left to continue
    await route.continue().catch(() => {});
  };
  await page.route(pattern, handler);
  return {
    release: async () => {
      release();
      await page.unroute(pattern, handler);
    },
    seen: () => seen,
  };
}

async function openPanel(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('menu-cache').click();
  await page.getByTestId('cache-roles-panel').waitFor();
}

/** Polls long enough for a loaded machine (expect.poll waits 1 s by default). */
const SLOW = { timeout: 20_000, interval: 100 };

const stateOf = (page: Page, op: string) =>
  page.getByTestId(`cache-op-${op}-state`).getAttribute('data-state');

describeBrowser('cache and roles panel', () => {
  const h = useHarness();

  it('an admin grants the demo student a programme from the panel; the student sees it at once (wide, de)', async () => {
    const admin = await h.login('admin');
    const student = await h.login('student');
    const { categories } = await api<{ categories: Array<{ id: number; title: string }> }>(
      h.url,
      admin,
      'GET',
      '/api/roles/category?all=1&per_page=200&roles_per_category=0',
    );
    const science = categories.find((c) => c.title === 'Naturwissenschaften')!;

    // the student does not have the programme yet
    const learner = await h.page({ viewport: DESKTOP, language: 'de', token: student });
    await learner.page.goto('/flashcard');
    await learner.page.getByTestId('category-tree').waitFor();
    expect(await learner.page.getByTestId(`category-select-${science.id}`).count()).toBe(0);

    const { page } = await h.page({ viewport: DESKTOP, language: 'de', token: admin });
    await page.goto('/flashcard');
    await openPanel(page);
    await page.getByTestId('users-search').fill('student@example.com');
    await expect.poll(() => page.getByTestId('users-total').textContent(), SLOW).toBe('1 Benutzer');
    const { users } = await api<{ users: PanelUser[] }>(
      h.url,
      admin,
      'GET',
      '/api/roles?q=student@example.com',
    );
    const stella = users[0];
    const card = page.getByTestId(`user-${stella.id}`);
    await card.getByTestId(`user-${stella.id}-add-role`).click();

    // the form starts with the defaults: exam type eth, start and expiry today
    const form = card.getByTestId('role-form');
    const today = new Date();
    // dates read DD/MM/YYYY, exam types with their names (issue 18 §6)
    const shown = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    expect(await form.getByTestId('role-form-exam-type').inputValue()).toBe('eth – ETH');
    expect(await form.getByTestId('role-form-start').inputValue()).toBe(shown);
    expect(await form.getByTestId('role-form-expiry').inputValue()).toBe(shown);
    await form.getByTestId('role-form-category').click();
    await form.getByTestId('role-form-category').fill('Naturw');
    await page.getByRole('option', { name: 'Naturwissenschaften', exact: true }).click();
    await form.getByTestId('role-form-expiry').fill(`30/06/${today.getFullYear() + 1}`);
    await form.getByTestId('role-form-expiry').press('Tab');
    await screenshot(page, 'cache-roles-grant-form-desktop-de');
    await form.getByTestId('role-form-save').click();
    await form.waitFor({ state: 'detached' });
    await card.locator('[data-testid^="role-"]').filter({ hasText: 'Naturwissenschaften' }).first().waitFor();
    await screenshot(page, 'cache-roles-granted-desktop-de');

    const after = (await api<{ users: PanelUser[] }>(h.url, admin, 'GET', '/api/roles?q=student@example.com'))
      .users[0];
    const granted = after.roles.find((r) => r.category_id === science.id)!;
    expect(granted).toMatchObject({ exam_type: 'eth', expiration_date: `${today.getFullYear() + 1}-06-30` });
    expect(await page.getByTestId(`role-${granted.id}-generated`).getAttribute('data-state')).toBe('false');

    // per-role generate: false → true
    await page.getByTestId(`role-${granted.id}-generate`).click();
    await expect
      .poll(() => page.getByTestId(`role-${granted.id}-generated`).getAttribute('data-state'), SLOW)
      .toBe('true');

    // the student sees the programme on the next load
    await learner.page.reload();
    await learner.page.getByTestId(`category-select-${science.id}`).waitFor();
    await screenshot(learner.page, 'cache-roles-student-sees-programme-desktop-de');

    // a failed generation shows an alert and stops the loop: the first role fails, the second is never sent
    const [first, second] = after.roles;
    let secondCalled = false;
    await page.route(`**/api/cats/generate/cat/${first.category_id}/${stella.id}`, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Category not found' }),
      }),
    );
    await page.route(`**/api/cats/generate/cat/${second.category_id}/${stella.id}`, async (route) => {
      secondCalled = true;
      await route.continue();
    });
    await page.getByTestId('generate-page').click();
    await page.getByTestId('generate-alert').waitFor();
    expect(await page.getByTestId('generate-alert').textContent()).toContain('Category not found');
    expect(await page.getByTestId(`role-${first.id}-generated`).getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId(`role-${second.id}-generated`).getAttribute('data-state')).toBe('false');
    expect(secondCalled).toBe(false);
    await screenshot(page, 'cache-roles-generate-error-desktop-de');
  });

  it('the admin runs every cache operation and sees each state (wide, en)', async () => {
    const admin = await h.login('admin');
    const { page } = await h.page({ viewport: DESKTOP, language: 'en', token: admin });
    const serverErrors: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500 && !r.url().includes('clean_content'))
        serverErrors.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/flashcard');
    await openPanel(page);
    await page.getByTestId('tab-cache').click();
    for (const op of ['updateChapters', 'updateContent', 'cleanAll', 'cleanContent'])
      expect(await stateOf(page, op)).toBe('idle');

    // update chapters and clean content answer when done: held, they show updating/cleaning
    const ops: Array<[string, string, string, string]> = [
      ['updateChapters', '**/api/categories/chapters/', 'updating', 'updated'],
      ['cleanContent', '**/api/cats/clean_content', 'cleaning', 'cleaned'],
    ];
    for (const [op, url, running, finished] of ops) {
      const held = await gate(page, url);
      await page.getByTestId(`cache-op-${op}`).click();
      await expect.poll(() => stateOf(page, op), SLOW).toBe(running);
      expect(await page.getByTestId(`cache-op-${op}-state`).textContent()).toBe(running);
      await held.release();
      await expect.poll(() => stateOf(page, op), SLOW).toBe(finished);
      expect(await page.getByTestId(`cache-op-${op}-state`).textContent()).toBe(finished);
    }

    // update content and clean all are jobs: a progress bar while the job is polled, then done
    const jobs: Array<[string, string, string]> = [
      ['updateContent', 'updating', 'updated'],
      ['cleanAll', 'cleaning', 'cleaned'],
    ];
    for (const [op, running, finished] of jobs) {
      const held = await gate(page, '**/api/cats/jobs/**');
      await page.getByTestId(`cache-op-${op}`).click();
      await expect.poll(() => stateOf(page, op), SLOW).toBe(running);
      await page.getByTestId(`cache-op-${op}-progress`).waitFor();
      await expect.poll(() => held.seen(), SLOW).toBeGreaterThan(0);
      await screenshot(page, `cache-roles-${op}-running-desktop-en`);
      await held.release();
      await expect.poll(() => stateOf(page, op), SLOW).toBe(finished);
      expect(await page.getByTestId(`cache-op-${op}-message`).textContent()).toMatch(/^Done: (\d+) of \1\.$/);
      expect(await page.getByTestId(`cache-op-${op}-progress`).count()).toBe(0);
    }
    await screenshot(page, 'cache-roles-operations-done-desktop-en');

    // a failing operation ends in 'error' (the server fails; the error dialog's Ignore gives up)
    await page.route('**/api/cats/clean_content', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'An error occurred. Please try again later.' }),
      }),
    );
    await page.getByTestId('cache-op-cleanContent').click();
    await page.getByTestId('error-dialog').getByRole('button', { name: 'Ignore' }).click();
    await expect.poll(() => stateOf(page, 'cleanContent'), SLOW).toBe('error');
    await screenshot(page, 'cache-roles-operation-error-desktop-en');
    expect(serverErrors).toEqual([]);
  });

  it('the panel on a small screen: users, rights and delete confirmation (narrow, de)', async () => {
    const admin = await h.login('admin');
    const learner = await api<{ token: string; user: { id: number } }>(
      h.url,
      null,
      'POST',
      '/api/auth/register',
      {
        name: 'Lena Löschbar',
        email: `lena-${Date.now()}@learner.test`,
        password: 'secret-password',
        terms: true,
      },
    );
    const { page } = await h.page({ viewport: MOBILE, language: 'de', token: admin });
    await page.goto('/flashcard');
    await openPanel(page);
    await page.getByTestId('users-search').fill('Lena');
    const card = page.getByTestId(`user-${learner.user.id}`);
    await card.waitFor();

    // rights: all_access on → the learner sees every programme
    await card.getByTestId(`user-${learner.user.id}-all_access`).click();
    await expect
      .poll(() => card.getByTestId(`user-${learner.user.id}-all_access`).isChecked(), SLOW)
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await api<{ roots: unknown[] }>(h.url, learner.token, 'GET', '/api/cats/roots')).roots.length,
        SLOW,
      )
      .toBe(3);
    // the admin's own admin right cannot be unticked
    await page.getByTestId('users-search').fill('admin@example.com');
    const me = (await api<{ users: PanelUser[] }>(h.url, admin, 'GET', '/api/roles?q=admin@example.com'))
      .users[0];
    await page.getByTestId(`user-${me.id}-is_admin`).waitFor();
    expect(await page.getByTestId(`user-${me.id}-is_admin`).isDisabled()).toBe(true);
    expect(await page.getByTestId(`user-${me.id}-delete`).isDisabled()).toBe(true);

    await page.getByTestId('users-search').fill('Lena');
    await card.waitFor();
    await screenshot(page, 'cache-roles-users-mobile-de');
    await card.getByTestId(`user-${learner.user.id}-delete`).click();
    await page.getByTestId('confirm-delete-user-text').waitFor();
    expect(await page.getByTestId('confirm-delete-user-text').textContent()).toBe(
      'Willst du diesen Benutzer wirklich löschen?',
    );
    await screenshot(page, 'cache-roles-delete-confirm-mobile-de');
    // No keeps the user
    await page.getByTestId('confirm-no').click();
    expect(await card.count()).toBe(1);
    // Yes deletes them: gone from the list, their token no longer works
    await card.getByTestId(`user-${learner.user.id}-delete`).click();
    await page.getByTestId('confirm-yes').click();
    await card.waitFor({ state: 'detached' });
    await expect(api(h.url, learner.token, 'GET', '/api/cats/roots')).rejects.toThrow(/401/);
  });
});
