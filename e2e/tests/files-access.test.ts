import { expect, it } from 'vitest';
import { api, describeBrowser, DESKTOP, screenshot, useHarness } from '../src/harness.js';

interface Item {
  id: number;
  name: string;
  file_url: string | null;
  solution_url: string | null;
}

const SIGNED = /\/storage\/user_uploads\/[^?]+\?expires=\d+&user=\d+&signature=[\w-]+$/;
const MATH = 1; // 'Mathematik//Maturität', the demo student's programme

/** Issue 14: stored files open by permission, through signed links the API handed to this user. */
describeBrowser('files by permission', () => {
  const h = useHarness();

  it('the demo student opens a theory PDF, an exercise solution and an image card; without the signature the files are refused', async () => {
    const token = await h.login('student');
    const { page, context } = await h.page({ viewport: DESKTOP, token });

    // a theory PDF, through the link on the content screen
    const theory = (await api<{ contents: Item[] }>(h.url, token, 'GET', `/api/theory/${MATH}?children=1`))
      .contents;
    const doc = theory.find((c) => c.file_url?.includes('/storage/'))!;
    await page.goto('/content/theory');
    await page.click(`[data-testid="category-select-${MATH}"]`);
    const docLink = page.getByTestId(`open-${doc.id}`);
    await docLink.waitFor();
    const docHref = (await docLink.getAttribute('href'))!;
    expect(docHref).toMatch(SIGNED);
    await screenshot(page, 'files-theory-links');
    const [popup] = await Promise.all([context.waitForEvent('page'), docLink.click()]);
    await popup.waitForLoadState('domcontentloaded').catch(() => {});
    const opened = await page.request.get(docHref);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['cache-control']).toBe('private, no-store');
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await popup.close();

    // an exercise's solution, through the solution link
    const exercises = (
      await api<{ contents: Item[] }>(h.url, token, 'GET', `/api/exercise/${MATH}?children=1`)
    ).contents;
    const exercise = exercises.find((c) => c.solution_url?.includes('/storage/'))!;
    await page.goto('/content/exercises');
    await page.click(`[data-testid="category-select-${MATH}"]`);
    const solutionLink = page.getByTestId(`solution-${exercise.id}`);
    await solutionLink.waitFor();
    const solutionHref = (await solutionLink.getAttribute('href'))!;
    expect(solutionHref).toMatch(SIGNED);
    const solution = await page.request.get(solutionHref);
    expect(solution.status()).toBe(200);
    expect((await solution.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(page, 'files-exercise-solution');

    // a switched-off solution shows no link at all
    const hidden = exercises.filter((c) => !c.solution_url);
    for (const c of hidden) expect(await page.getByTestId(`solution-${c.id}`).count()).toBe(0);

    // the same URLs without their signature (or with another file's) are refused, like a missing file (one 404)
    for (const href of [docHref, solutionHref]) {
      const bare = await page.request.get(href.split('?')[0]);
      expect(bare.status()).toBe(404);
      expect(bare.headers()['cache-control']).toBe('private, no-store');
    }
    const solutionName = solutionHref.split('?')[0].split('/').pop()!;
    const swapped = await page.request.get(
      docHref.replace(/user_uploads\/[^?]+/, `user_uploads/${solutionName}`),
    );
    expect(swapped.status()).toBe(404);

    // an image card in a flashcard session: the picture loads
    // the path to the demo's 'Dreiecke//Pythagoras' (image cards only), found through the API
    const pathTo = async (id: number, trail: number[]): Promise<number[] | null> => {
      const node = await api<{ title: string; children?: Record<string, { id: number }> }>(
        h.url,
        token,
        'GET',
        `/api/cats/${id}`,
      );
      if (node.title.startsWith('Dreiecke')) return [...trail, id];
      for (const child of Object.values(node.children ?? {})) {
        const found = await pathTo(child.id, [...trail, id]);
        if (found) return found;
      }
      return null;
    };
    const trail = (await pathTo(MATH, []))!;
    const triangles = trail.at(-1)!;
    await page.goto('/flashcard');
    for (const id of trail.slice(0, -1)) {
      const toggle = page.getByTestId(`category-toggle-${id}`);
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await page.getByTestId(`category-select-${triangles}`).click();
    await page.getByTestId('session-start').click();
    const picture = page.getByTestId('image-front');
    await picture.waitFor({ timeout: 15_000 });
    const img = picture.locator('img').or(page.locator('img[data-testid="image-front"]')).first();
    await page.waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="image-front"]');
        const image = el instanceof HTMLImageElement ? el : el?.querySelector('img');
        return !!image && image.complete && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await screenshot(page, 'files-image-card');
    // the picture's API answers this learner, but not without the bearer token
    const teacher = await h.login('teacher');
    const cards = await api<{ cards: { id: number; type: number }[] }>(
      h.url,
      teacher,
      'GET',
      `/api/categories/${triangles}?cards=1&admin=1`,
    );
    const imageCard = cards.cards.find((c) => c.type === 1)!;
    expect(
      (await fetch(`${h.url}/api/image/${imageCard.id}`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
    expect((await fetch(`${h.url}/api/image/${imageCard.id}`)).status).toBe(401);

    // issue 33: after logging out (the user menu), the document link opened before is dead, also from the
    // browser's history (it was never stored: private, no-store)
    await page.goto('/content/theory');
    await page.locator('[data-testid="user-menu-button"]:visible').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const afterLogout = await page.goto(docHref);
    expect(afterLogout?.status()).toBe(404);
    // the browser asks in German (the page's language), so the message is the catalogue's German one
    const body = await page.textContent('body');
    expect(body).toContain('"code":"file.link_invalid"');
    expect(body).toContain('mit deiner Sitzung beendet');
    await screenshot(page, 'files-link-after-logout');
  });
});
