import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, describeBrowser, DESKTOP, MOBILE, screenshot, settled, useHarness } from '../src/harness.js';

interface Item {
  id: number;
  name: string;
  stack: number;
}

/** Waits until the attribute has the value (the UI updates after the API answers). */
async function attributeBecomes(page: Page, selector: string, attribute: string, value: string) {
  await page.waitForFunction(
    ([sel, attr, val]) => document.querySelector(sel)?.getAttribute(attr) === val,
    [selector, attribute, value] as const,
    { timeout: 15_000 },
  );
}

const bar = (id: number) => `[data-testid="category-progress-${id}"]`;
const select = (id: number) => `[data-testid="progress-select-${id}"]`;

describeBrowser('content screen and course tree', () => {
  const h = useHarness();
  const MATH = 1; // the demo programme 'Mathematik//Maturität' (the student's pecus role)
  const ALGEBRA = 2;
  const ALGEBRA_EQUATIONS = 3;

  const theoryOfMath = async (token: string) =>
    (await api<{ contents: Item[] }>(h.url, token, 'GET', `/api/theory/${MATH}?children=1`)).contents;

  it('a student marks a document read → understood → learned, and the sidebar bars follow without a reload; offline a change is reverted', async () => {
    const token = await h.login('student');
    const doc = (await theoryOfMath(token)).find((c) => c.name.startsWith('Lineare Gleichungen'))!;
    expect(doc.stack).toBe(0);
    const { page, context } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/content/theory');
    await page.click(`[data-testid="category-select-${MATH}"]`);
    await page.waitForSelector(select(doc.id));
    // never read is grey, the grey of a card never answered (issue 31: it was red, which means wrong in the cards)
    const border = (sel: string) => page.$eval(sel, (el) => getComputedStyle(el).borderTopColor);
    const cssColour = (value: string) =>
      page.evaluate((v) => {
        const probe = document.createElement('div');
        probe.style.color = v;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }, value);
    expect(await border(select(doc.id))).toBe(await cssColour('var(--mantine-color-gray-4)'));
    // 5 theory items in the programme, 4 in Algebra (its own overview included), all never read (grey)
    await attributeBecomes(page, bar(MATH), 'data-p', '5,0,0,0');
    await attributeBecomes(page, bar(ALGEBRA), 'data-p', '4,0,0,0');
    expect(await page.getAttribute(bar(MATH), 'data-kind')).toBe('theory');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    for (const [value, math, algebra] of [
      ['333', '4,1,0,0', '3,1,0,0'],
      ['666', '4,0,1,0', '3,0,1,0'],
      ['1000', '4,0,0,1', '3,0,0,1'],
    ]) {
      await page.selectOption(select(doc.id), value);
      await attributeBecomes(page, bar(MATH), 'data-p', math);
      await attributeBecomes(page, bar(ALGEBRA), 'data-p', algebra);
      expect(await page.getAttribute(select(doc.id), 'data-value')).toBe(value);
      expect(await border(select(doc.id))).not.toBe(await cssColour('var(--mantine-color-gray-4)'));
    }
    expect(await border(select(doc.id))).toBe(await cssColour('var(--mantine-color-green-6)'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect((await theoryOfMath(token)).find((c) => c.id === doc.id)!.stack).toBe(1000);
    // no theory item has a solution: no "Lösung" column of dashes (issue 31)
    expect(await page.getByTestId('documents').getByRole('columnheader').allInnerTexts()).toEqual([
      'Kapitel',
      'Name',
      'Kapitelpfad',
      'Fortschritt',
    ]);
    // learners see chapters, not ids, and no edit button
    expect(await page.textContent(`[data-testid="content-id-${doc.id}"]`)).toBe('1.1');
    expect(await page.locator('[data-testid^="edit-"]').count()).toBe(0);
    // a root programme has no parent items: no "Übergeordnete Theorie" section saying "none" (issue 31)
    await settled(page);
    expect(await page.locator('[data-testid="parents"], [data-testid="parents-error"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Übergeordnete Theorie' }).count()).toBe(0);
    await screenshot(page, 'content-theory-desktop');

    // opening a never-read document records nothing by itself and offers to mark it read on return (issue 31,
    // docs/learning.md); "Noch nicht" closes the offer, "Ja, gelesen" sets read
    const other = (await theoryOfMath(token)).find((c) => c.name === 'Funktionen')!;
    expect(other.stack).toBe(0);
    const offer = page.getByTestId(`read-offer-${other.id}`);
    const openInNewTab = async () => {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.click(`[data-testid="open-${other.id}"]`),
      ]);
      expect(new URL(tab.url()).pathname).toMatch(/^\/storage\/user_uploads\/demo-funktionen[\w-]*\.pdf$/);
      await tab.close();
    };
    await openInNewTab();
    await offer.waitFor();
    expect(await offer.getByText('Geöffnet – schon gelesen?', { exact: true }).count()).toBe(1);
    expect((await theoryOfMath(token)).find((c) => c.id === other.id)!.stack).toBe(0);
    await screenshot(page, 'content-read-offer-desktop');
    await page.getByTestId(`read-offer-no-${other.id}`).click();
    await offer.waitFor({ state: 'detached' });
    expect((await theoryOfMath(token)).find((c) => c.id === other.id)!.stack).toBe(0);
    await openInNewTab();
    await page.getByRole('button', { name: 'Ja, gelesen', exact: true }).click();
    await attributeBecomes(page, select(other.id), 'data-value', '333');
    await attributeBecomes(page, bar(MATH), 'data-p', '3,1,0,1');
    await offer.waitFor({ state: 'detached' });
    expect((await theoryOfMath(token)).find((c) => c.id === other.id)!.stack).toBe(333);
    // a read item offers nothing when opened again
    await openInNewTab();
    await settled(page);
    expect(await offer.count()).toBe(0);

    // offline: the change is not stored and the select shows the previous value again
    await context.setOffline(true);
    await page.selectOption(select(doc.id), '666');
    await attributeBecomes(page, select(doc.id), 'data-value', '1000');
    expect(await page.inputValue(select(doc.id))).toBe('1000');
    expect(await page.getAttribute(bar(MATH), 'data-p')).toBe('3,1,0,1');
    await screenshot(page, 'content-offline-desktop');
    await context.setOffline(false);
    expect((await theoryOfMath(token)).find((c) => c.id === doc.id)!.stack).toBe(1000);
  });

  it('small screens (English): the category recursion drills down, selects, and its bars follow marking read after opening', async () => {
    const token = await h.login('student');
    const { page, context } = await h.page({ viewport: MOBILE, token, language: 'en' });
    await page.goto('/content/exercises');
    await page.click('[data-testid="course-overview"]');
    await page.click(`[data-testid="recursion-open-${MATH}"]`);
    await page.click(`[data-testid="recursion-open-${ALGEBRA}"]`);
    await page.waitForSelector(`[data-testid="recursion-select-${ALGEBRA_EQUATIONS}"]`);
    await screenshot(page, 'content-recursion-mobile');
    expect(await page.getAttribute(`[data-testid="recursion-progress-${ALGEBRA_EQUATIONS}"]`, 'data-p')).toBe(
      '1,0,0,0',
    );
    await page.click(`[data-testid="recursion-select-${ALGEBRA_EQUATIONS}"]`);
    const row = page.locator('[data-testid^="content-row-"]').first();
    await row.waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('content-row-', ''));
    // the parent exercises show where there are some (the programme's mock exam above Gleichungen)
    await page.getByTestId('parents').getByText('Probeprüfung Mathematik').waitFor();
    // opened, then back: the offer to mark it read (issue 31)
    const [tab] = await Promise.all([context.waitForEvent('page'), page.click(`[data-testid="open-${id}"]`)]);
    await tab.close();
    const offer = page.getByTestId(`read-offer-${id}`);
    await offer.waitFor();
    expect(await offer.getByText('Opened – read it?', { exact: true }).count()).toBe(1);
    await screenshot(page, 'content-read-offer-mobile');
    await offer.getByRole('button', { name: 'Yes, read', exact: true }).click();
    await attributeBecomes(page, select(id), 'data-value', '333');
    await offer.waitFor({ state: 'detached' });
    await screenshot(page, 'content-exercises-mobile');
    await page.click('[data-testid="content-overlay-close"]');
    await attributeBecomes(
      page,
      `[data-testid="recursion-progress-${ALGEBRA_EQUATIONS}"]`,
      'data-p',
      '0,1,0,0',
    );
  });

  it('a student without a role sees no locked content: no categories, and a stored selection of a locked category shows no documents', async () => {
    const email = `no-role-${Date.now()}@learner.test`;
    const { token } = await api<{ token: string }>(h.url, null, 'POST', '/api/auth/register', {
      name: 'Nora Norole',
      email,
      password: 'secret-password',
      terms: true,
    });
    await expect(api(h.url, token, 'GET', `/api/theory/${MATH}?children=1`)).rejects.toThrow(/403/);
    expect((await api<{ roots: unknown[] }>(h.url, token, 'GET', '/api/cats/roots')).roots).toEqual([]);

    const { page } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/content/theory');
    await page.waitForSelector('[data-testid="no-categories"]');
    await page.waitForSelector('[data-testid="content-choose-category"]');
    expect(await page.locator('[data-testid^="category-select-"]').count()).toBe(0);
    await screenshot(page, 'content-no-role-desktop');
    // a selection left in localStorage (e.g. by another account) reveals nothing
    await page.evaluate(
      (id) => localStorage.setItem('selectedInfo', JSON.stringify({ id, title: 'Mathematik//Maturität' })),
      MATH,
    );
    await page.reload();
    await page.waitForSelector('[data-testid="documents-error"]');
    expect(await page.locator('[data-testid^="content-row-"]').count()).toBe(0);

    const small = await h.page({ viewport: MOBILE, token });
    await small.page.goto('/content/theory');
    await small.page.click('[data-testid="course-overview"]');
    await small.page.waitForSelector('[data-testid="no-categories"]');
    expect(await small.page.locator('[data-testid^="recursion-select-"]').count()).toBe(0);
    await screenshot(small.page, 'content-no-role-mobile');
  });

  it('teachers see content ids and an edit button that opens the admin editor', async () => {
    const token = await h.login('teacher');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/content/exercises');
    await page.click(`[data-testid="category-select-${MATH}"]`);
    const row = page.locator('[data-testid^="content-row-"]').first();
    await row.waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('content-row-', ''));
    expect(await page.textContent(`[data-testid="content-id-${id}"]`)).toBe(String(id));
    expect(await page.getAttribute(`[data-testid="edit-${id}"]`, 'href')).toBe(`/admin?content=${id}`);
    // exercises with solutions keep their column
    expect(await page.getByTestId('documents').getByRole('columnheader').allInnerTexts()).toContain('Lösung');
    // the solution opens in a new tab
    const solution = page.locator('[data-testid^="solution-"]').first();
    expect(await solution.getAttribute('target')).toBe('_blank');
    // A signed link (issue 14): the file opens in a new tab without a bearer header.
    expect(await solution.getAttribute('href')).toMatch(
      /^\/storage\/user_uploads\/demo-loesung-[\w-]+\.pdf\?expires=\d+&user=\d+&signature=[\w-]+$/,
    );
    // '//' in a programme title is a line break in the tree
    expect(await page.innerHTML(`[data-testid="category-select-${MATH}"]`)).toContain(
      'Mathematik<br>Maturität',
    );
    await screenshot(page, 'content-teacher-desktop');
  });
});
