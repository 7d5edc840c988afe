import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, describeBrowser, screenshot, settled, stableBox, useHarness } from '../src/harness.js';

/**
 * Issue 18 "Authoring without fear", as a teacher building a course: a dirty editor asks before leaving; a
 * category with children and cards is deleted, undone, deleted again and restored from the Trash with its learners'
 * progress intact; a double click creates one category; rows open by keyboard; the layout at 800, 1024, 1280 and
 * 1440 px (screenshots under e2e/screenshots/authoring-*.png).
 */

interface Category {
  id: number;
  title: string;
  parent_id: number | null;
  children?: Category[];
}

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 40_000, interval: 100 });

const english = (page: Page) => {
  page.setDefaultTimeout(30_000);
  return page.addInitScript(() => localStorage.setItem('language', 'en'));
};

describeBrowser('authoring without fear (issue 18)', () => {
  const h = useHarness();
  const s: {
    teacher: string;
    student: string;
    math: number;
    course: number;
    child: number;
    cards: number[];
    content: number;
  } = { teacher: '', student: '', math: 0, course: 0, child: 0, cards: [], content: 0 };

  const call = <T>(method: string, path: string, body?: unknown, token = s.teacher) =>
    api<T>(h.url, token, method, path, body);
  const childTitles = async (id: number) =>
    ((await call<Category>('GET', `/api/categories/${id}?children=1`)).children ?? []).map((c) => c.title);
  const progress = () =>
    call<unknown>('GET', `/api/categories/progress/${s.math}/7?children=1`, undefined, s.student);

  async function openAdmin(width: number, height = 900) {
    const { page } = await h.page({ viewport: { width, height }, token: s.teacher });
    await english(page);
    return page;
  }

  /** Opens the course category in the tree (the tree expanded to it). */
  async function openCourse(page: Page) {
    await page.goto('/admin');
    await page.getByTestId(`tree-toggle-${s.math}`).click();
    await page.getByTestId(`tree-title-${s.course}`).click();
    await poll(() => page.getByTestId('category-heading').innerText()).toBe('Authoring course: a long title');
  }

  it('sets up a course with a subcategory, 14 cards, a content and a learner with progress', async () => {
    s.teacher = await h.login('teacher');
    s.student = await h.login('student');
    const { categories } = await call<{ categories: Category[] }>('GET', '/api/categories');
    s.math = categories.find((c) => c.title === 'Mathematik//Maturität')!.id;
    const create = async (title: string, parent: number) =>
      (await call<{ category: Category }>('POST', '/api/categories', { title, parent_id: parent })).category
        .id;
    s.course = await create('Authoring course: a long title', s.math);
    s.child = await create('Authoring child', s.course);
    for (let i = 1; i <= 12; i++) {
      const card = await call<{ card: { id: number } }>('POST', `/api/cards/create/${s.course}`, {
        title: `Card ${i}: ${i % 3 === 0 ? 'a rather long card title that has to be truncated in the table' : 'short'}`,
        type: i % 2 ? 3 : 2,
        relevance: 3,
        difficulty: 3,
        learntype_id: 0,
        data:
          i % 2
            ? { question: `Question ${i}?`, answers: [{ true: 'Yes' }, { false: 'No' }] }
            : { front_html: `<p>Front of card ${i} with some text</p>`, back_html: `<p>Back ${i}</p>` },
      });
      s.cards.push(card.card.id);
    }
    for (const title of ['Child card A', 'Child card B'])
      await call('POST', `/api/cards/create/${s.child}`, {
        title,
        type: 2,
        relevance: 3,
        difficulty: 3,
        learntype_id: 0,
        data: { front_html: '<p>f</p>', back_html: '<p>b</p>' },
      });
    s.content = (
      await call<{ object: { id: number } }>('POST', `/api/contents/create/${s.course}`, {
        name: 'Course script',
        description: 'Theory',
        relevance: 3,
        difficulty: 3,
        media_type: 'url',
        file_path: 'https://example.com/script',
        content_type: 'theory',
        solution_active: '1',
        solution_path: '',
        no_progress: false,
      })
    ).object.id;
    // the learner answers two cards and reads the content
    await call('POST', `/api/cards/${s.cards[0]}/1`, undefined, s.student);
    await call('POST', `/api/cards/${s.cards[1]}/0`, undefined, s.student);
    await call('PUT', `/api/contents/update/${s.content}/stack?value=666`, undefined, s.student);
  }, 120_000);

  it('a dirty editor asks before leaving: another row, another category, the way back', async () => {
    const page = await openAdmin(1280);
    await openCourse(page);
    const [first, second] = [s.cards[11], s.cards[10]];
    await page.getByTestId(`row-${first}`).click();
    await page.getByTestId('card-title').waitFor();
    await page.getByTestId('card-title').fill('Card 12: changed but not saved');

    // another row: asked; Keep editing stays with the change
    await page.getByTestId(`row-${second}`).click();
    await page.getByTestId('unsaved-message').waitFor();
    await screenshot(page, 'authoring-unsaved-question-1280');
    await page.getByTestId('unsaved-stay').click();
    expect(await page.getByTestId('card-title').inputValue()).toBe('Card 12: changed but not saved');

    // another category: asked; Save saves, then the other category opens
    await page.getByTestId(`tree-title-${s.math}`).click();
    await page.getByTestId('unsaved-save').click();
    await poll(async () => (await call<{ title: string }>('GET', `/api/cards/${first}`)).title).toBe(
      'Card 12: changed but not saved',
    );
    await poll(() => page.getByTestId('category-heading').innerText()).toBe('Mathematik Maturität');

    // the category form: a changed title and the way back to the user panel
    await page.getByTestId('category-title').fill('Mathematik//Maturität changed');
    await page.getByTestId('back-to-user').click();
    await page.getByTestId('unsaved-message').waitFor();
    await page.getByTestId('unsaved-stay').click();
    expect(page.url()).toMatch(/\/admin/);
    // Discard: the change is dropped and the way back is taken
    await page.getByTestId('back-to-user').click();
    await page.getByTestId('unsaved-discard').click();
    await page.waitForURL(/\/flashcard/);
    expect((await call<{ title: string }>('GET', `/api/categories/${s.math}`)).title).toBe(
      'Mathematik//Maturität',
    );

    // the browser's Back asks the same question (issue 34): Keep editing stays on the page with the change
    await page.locator('[data-testid="user-menu-button"]:visible').click();
    await page.getByTestId('menu-admin').click();
    await page.waitForURL(/\/admin$/);
    await page.getByTestId(`tree-title-${s.math}`).click();
    await page.getByTestId('category-title').fill('Mathematik//Maturität back');
    await page.evaluate(() => history.back());
    await page.getByTestId('unsaved-message').waitFor();
    await page.getByTestId('unsaved-stay').click();
    await page.getByTestId('unsaved-message').waitFor({ state: 'detached' });
    await settled(page);
    expect(page.url()).toMatch(/\/admin$/);
    expect(await page.getByTestId('category-title').inputValue()).toBe('Mathematik//Maturität back');
    // Back again, Discard: the move is taken, nothing saved
    await page.evaluate(() => history.back());
    await page.getByTestId('unsaved-discard').click();
    await page.waitForURL(/\/flashcard/);
    expect((await call<{ title: string }>('GET', `/api/categories/${s.math}`)).title).toBe(
      'Mathematik//Maturität',
    );
    // Forward with nothing changed: no question; a new card whose type alone was switched is not dirty either
    await page.evaluate(() => history.forward());
    await page.waitForURL(/\/admin$/);
    await page.getByTestId(`tree-title-${s.math}`).click();
    await page.getByTestId('new-card').click();
    await page.getByTestId('card-type').click();
    await page.getByRole('option', { name: 'Cloze', exact: true }).click();
    expect(await page.getByTestId('card-type').inputValue()).toBe('Cloze');
    await page.getByTestId('back-to-user').click();
    await page.waitForURL(/\/flashcard/);
    expect(await page.getByTestId('unsaved-message').count()).toBe(0);
  }, 120_000);

  it('rows open by keyboard: Tab reaches them, arrows move, Enter and Space open; the editor takes the focus', async () => {
    const page = await openAdmin(1280);
    await openCourse(page);
    const rows = page.locator('[data-testid="cards-table"] tbody tr');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    expect(focused).toBe(await rows.nth(1).getAttribute('data-testid'));
    await page.keyboard.press('Enter');
    await page.getByTestId('card-editor').waitFor();
    await poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-editor-heading'))).toBe(
      true,
    );
    // back to the table with Shift+Tab is long; focus the third row and open it with Space
    await rows.nth(2).focus();
    await page.keyboard.press(' ');
    const id = Number((await rows.nth(2).getAttribute('data-testid'))!.slice(4));
    await poll(() => page.getByTestId('card-editor').getAttribute('data-mode')).toBe('update');
    await poll(() => page.getByRole('heading', { name: `Card ${id}` }).count()).toBe(1);
    // the (+) buttons: visible, labelled, at least 24×24
    const plus = page.locator('[data-testid^="new-category-"]').first();
    const box = (await plus.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await plus.getAttribute('aria-label')).toMatch(/^New category in /);
    expect(Number(await plus.evaluate((el) => getComputedStyle(el).opacity))).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  it('a double click on Create makes one category', async () => {
    const page = await openAdmin(1280);
    await openCourse(page);
    await page.getByTestId(`tree-toggle-${s.course}`).click();
    await page.getByTestId(`new-category-${s.course}-1`).click();
    await page.getByTestId('category-name').fill('Made by a double click');
    await page.getByTestId('category-create-submit').dblclick();
    await poll(() => page.getByTestId('category-heading').innerText()).toBe('Made by a double click');
    await settled(page); // a second create, had the double click sent one, has been answered
    const made = (await childTitles(s.course)).filter((t) => t === 'Made by a double click');
    expect(made).toHaveLength(1);
  }, 120_000);

  it('a category with children and cards is deleted, undone, deleted again and restored from the Trash; progress intact', async () => {
    const before = await progress();
    const page = await openAdmin(1280);
    await openCourse(page);

    // the spec's question, and what goes with it
    await page.getByTestId('category-delete').click();
    await poll(() => page.getByTestId('confirm-message').innerText()).toBe(
      'Are you sure you want to delete category?',
    );
    const details = await page.getByTestId('confirm-detail').allInnerTexts();
    expect(details[0]).toBe('With it: 2 subcategories, 14 cards, 1 content.');
    expect(details[1]).toMatch(/trash .* 30 days/);
    await screenshot(page, 'authoring-delete-question-1280');
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('deleted-snackbar').waitFor();
    await screenshot(page, 'authoring-deleted-undo-1280');
    await poll(() => page.getByTestId(`tree-title-${s.course}`).count()).toBe(0);
    expect(await childTitles(s.math)).not.toContain('Authoring course: a long title');
    expect(await progress()).not.toEqual(before);

    // Undo
    await page.getByTestId('undo-delete').click();
    await poll(() => childTitles(s.math)).toContain('Authoring course: a long title');
    await page.getByTestId(`tree-title-${s.course}`).waitFor();
    expect(await progress()).toEqual(before);

    // deleted again, restored from the Trash
    await page.getByTestId(`tree-title-${s.course}`).click();
    await page.getByTestId('category-delete').click();
    await page.getByTestId('confirm-yes').click();
    await poll(() => page.getByTestId(`tree-title-${s.course}`).count()).toBe(0);
    await page.getByTestId('open-trash').click();
    const entry = page.locator('[data-testid^="trash-entry-"]').filter({ hasText: 'Authoring course' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('2 subcategories, 14 cards, 1 content');
    await screenshot(page, 'authoring-trash-1280');
    await entry.getByRole('button', { name: 'Restore' }).click();
    await entry.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId(`tree-title-${s.course}`).waitFor();
    expect(await progress()).toEqual(before);
    const answered = await call<{ cards: Array<{ id: number }> }>(
      'GET',
      `/api/categories/${s.course}?cards=1&admin=1`,
    );
    expect(answered.cards.map((c) => c.id)).toEqual(expect.arrayContaining(s.cards));
  }, 180_000);

  it('the cache and roles panel: opened from the admin header; teachers change rights but not admin; role delete asks; admins read the audit log', async () => {
    const page = await openAdmin(1280);
    await page.goto('/admin');
    await page.getByTestId('open-cache-roles').click();
    await page.getByTestId('cache-roles-panel').waitFor();
    const learner = await api<{ token: string; user: { id: number } }>(
      h.url,
      null,
      'POST',
      '/api/auth/register',
      {
        name: 'Rita Rights',
        email: `rita-${Date.now()}@learner.test`,
        password: 'secret-password',
        terms: true,
      },
    );
    const id = learner.user.id;
    await call('POST', `/api/roles/create/${id}`, {
      category_id: s.math,
      exam_type: 'pecus',
      start_date: '2020-01-01',
      expiration_date: '2099-12-31',
    });
    await page.getByTestId('users-search').fill('Rita Rights');
    const card = page.getByTestId(`user-${id}`);
    await card.waitFor();
    expect(await card.getByTestId(`user-${id}-is_admin`).isDisabled()).toBe(true);
    await card.getByTestId(`user-${id}-is_teacher`).click();
    await poll(() => card.getByTestId(`user-${id}-is_teacher`).isChecked()).toBe(true);
    expect(await card.innerText()).toContain('pecus – Standard plus');

    // Rita, now a teacher, unticks her own teacher right: asked first with the consequence; No keeps it, Yes
    // closes the panel saying why, never a failed list over a stale one (issue 34)
    const { page: rita } = await h.page({ viewport: { width: 1280, height: 900 }, token: learner.token });
    await english(rita);
    await rita.goto('/admin');
    await rita.getByTestId('open-cache-roles').click();
    await rita.getByTestId('users-search').fill('Rita Rights');
    const own = rita.getByTestId(`user-${id}-is_teacher`);
    await poll(() => own.isChecked()).toBe(true);
    await own.click();
    expect(await rita.getByTestId('confirm-own-teacher-text').innerText()).toBe(
      'You lose the admin area and this cache and roles panel at once. Only another teacher or an admin can give you the right back.',
    );
    await screenshot(rita, 'authoring-own-teacher-question-1280');
    await rita.getByTestId('confirm-own-teacher-no').click();
    await rita.getByTestId('confirm-own-teacher-text').waitFor({ state: 'detached' });
    expect(await own.isChecked()).toBe(true);
    await own.click();
    const changed = rita.waitForResponse((r) => r.url().includes(`/api/user/rights/${id}`));
    await rita.getByTestId('confirm-own-teacher-yes').click();
    expect((await changed).status()).toBe(200);
    await rita.getByTestId('own-teacher-removed').waitFor();
    await settled(rita);
    expect(await rita.getByText('The list could not be loaded.').count()).toBe(0);
    expect(await rita.getByTestId(`user-${id}`).count()).toBe(0);
    await screenshot(rita, 'authoring-own-teacher-removed-1280');
    expect(
      (await call<{ users: Array<{ is_teacher: number }> }>('GET', `/api/roles?q=rita`)).users[0]?.is_teacher,
    ).toBe(0);
    await card.locator('[data-testid$="-delete"][data-testid^="role-"]').click();
    await page.getByTestId('confirm-delete-role-text').waitFor();
    await screenshot(page, 'authoring-role-delete-question-1280');
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('undo-role-delete').click();
    await poll(
      async () =>
        (await call<{ users: Array<{ roles: unknown[] }> }>('GET', `/api/roles?q=rita`)).users[0]?.roles
          .length,
    ).toBe(1);

    const admin = await h.login('admin');
    const { page: adminPage } = await h.page({ viewport: { width: 1280, height: 900 }, token: admin });
    await english(adminPage);
    await adminPage.goto('/admin');
    await adminPage.getByTestId('open-cache-roles').click();
    await adminPage.getByTestId('tab-audit').click();
    await adminPage.getByTestId('audit-table').waitFor();
    await adminPage
      .getByTestId('audit-user')
      .fill(String((await call<{ user: { id: number } }>('POST', '/api/auth', {})).user.id));
    await poll(() => adminPage.getByTestId('audit-table').innerText()).toContain('Role restored');
    await screenshot(adminPage, 'authoring-audit-log-1280');
  }, 120_000);

  for (const width of [800, 1024, 1280, 1440])
    it(`the layout at ${width} px: nothing overlaps, and from 1280 px every column shows`, async () => {
      const page = await openAdmin(width, 900);
      await openCourse(page);
      const last = s.cards[0];
      // a card low in the long table: its editor comes into view
      await page.getByTestId(`row-${last}`).scrollIntoViewIfNeeded();
      await page.getByTestId(`row-${last}`).click();
      await page.getByTestId('card-editor').waitFor();
      const heading = await stableBox(page.locator('[data-editor-heading]')); // scrolled into view and at rest
      expect(heading.y).toBeGreaterThanOrEqual(48);
      expect(heading.y).toBeLessThan(900);
      // the sticky tree never covers the editor's heading or labels
      const tree = (await page.locator('section[aria-label]').first().boundingBox())!;
      const editor = (await page.getByTestId('editor-area').boundingBox())!;
      const overlaps =
        tree.x < editor.x + editor.width &&
        editor.x < tree.x + tree.width &&
        tree.y < editor.y + editor.height &&
        editor.y < tree.y + tree.height;
      expect(overlaps).toBe(false);
      await screenshot(page, `authoring-editor-${width}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('cards-table').scrollIntoViewIfNeeded();
      await screenshot(page, `authoring-table-${width}`);
      if (width >= 1280) {
        const scroll = await page.getByTestId('cards-table').evaluate((table) => {
          const box = table.parentElement!;
          return { scroll: box.scrollWidth, client: box.clientWidth };
        });
        expect(scroll.scroll).toBeLessThanOrEqual(scroll.client + 1);
        // type badges are not cut
        const badge = page
          .locator('[data-testid="cards-table"] tbody tr')
          .first()
          .locator('.mantine-Badge-root');
        expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
    }, 120_000);
});
