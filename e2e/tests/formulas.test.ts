/**
 * Formulas and pictures in every card (issue 27, docs/formulas.md), in Chromium against the built app, in both
 * languages and both layouts:
 *  - a stored session of all seven card types, every text field holding formulas, played with the network cut: each
 *    card shows its formulas rendered by KaTeX (HTML and MathML), never their source; the renderer and its fonts
 *    come from the offline app's cache; a formula gap shows the answer rendered while it is typed, and accepts it
 *    written differently; the HTML card's in-text picture shows; axe finds nothing on any of these screens;
 *  - the card editor: the formula button, the cloze preview with its gaps highlighted, and the live preview of the
 *    card as the learner will see it, in the desktop and the small-screen layout.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone } from '../src/browser.js';
import { api, describeBrowser, screenshot, useHarness } from '../src/harness.js';
import { bothLayouts, VIEWPORTS, type Lang, type Layout } from './frame.shared.js';

/** axe's default rules (WCAG A/AA and best practices), as accessibility.test.ts runs them. */
const RULES = Object.fromEntries(
  axe
    .getRules()
    .filter((r) => !r.tags.includes('experimental') && !r.tags.includes('wcag2aaa'))
    .map((r) => [r.ruleId, { enabled: true }]),
);

const FEEDBACK = { de: 'Richtige Antwort', en: 'Correct answer' } as const;

/** The cards of the test's category: formulas in every text field of every type. */
const CARDS = (pictures: { front: string; back: string; inText: string }) => [
  {
    type: 1,
    title: 'Kreisfläche \\(A = \\pi r^2\\)',
    data: { front_picture: pictures.front, back_picture: pictures.back },
  },
  {
    type: 2,
    title: 'Integral',
    data: {
      front_html: '<p>Berechne \\(\\int_0^1 x^2\\,dx\\).</p>',
      back_html: `<p>\\[\\int_0^1 x^2\\,dx = \\frac{1}{3}\\]</p><p><img src="/storage/user_uploads/${pictures.inText}" alt="Die Fläche unter der Parabel zwischen 0 und 1"></p>`,
    },
  },
  {
    type: 3,
    title: 'Wurzel',
    data: {
      question: 'Was ist \\(\\sqrt{16}\\)?',
      answers: [{ true: '\\(4\\)' }, { false: '\\(8\\)' }, { false: '\\(2\\)' }],
    },
  },
  {
    type: 4,
    title: 'Quadratische Gleichung',
    data: {
      question: 'Welche Zahlen lösen \\(x^2 = 4\\)?',
      answers: [{ true: '\\(x = 2\\)' }, { true: '\\(x = -2\\)' }, { false: '\\(x = 4\\)' }],
    },
  },
  {
    type: 5,
    title: 'Funktionswerte',
    data: {
      question: 'Ordne jedem Term \\(f(0)\\) seinen Wert zu.',
      answers: [
        ['\\(\\sin 0\\)', '\\(0\\)'],
        ['\\(\\cos 0\\)', '\\(1\\)'],
        ['\\(\\ln e^2\\)', '\\(2\\)'],
      ],
    },
  },
  {
    type: 6,
    title: 'Integral als Lücke',
    data: {
      // brackets inside a formula are not gaps; [[ ]] is a literal bracket; the first gap's answer is a formula
      question:
        'Auf \\([0, 1]\\) ist \\(\\int_0^1 x^2\\,dx =\\) [\\(\\frac{1}{3}\\)], und das Intervall [[0, 1]] ist [abgeschlossen].',
    },
  },
  {
    type: 7,
    title: 'die Kreiszahl',
    data: {
      native: {
        word: 'die Kreiszahl \\(\\pi\\)',
        explanation: '\\(\\pi \\approx 3.14159\\)',
        example: '\\(U = 2\\pi r\\)',
      },
      translation: {
        word: 'pi \\(\\pi\\)',
        explanation: 'the ratio \\(\\frac{U}{d}\\)',
        example: '\\(A = \\pi r^2\\)',
      },
    },
  },
];

/** A PNG made by the browser (a canvas), so the test needs no picture files. */
async function pngOf(page: Page, color: string): Promise<Buffer> {
  const base64 = await page.evaluate((c) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 100;
    const g = canvas.getContext('2d')!;
    g.fillStyle = c;
    g.fillRect(0, 0, 160, 100);
    g.strokeStyle = '#000';
    g.beginPath();
    g.moveTo(0, 100);
    g.quadraticCurveTo(80, 100, 160, 0);
    g.stroke();
    return canvas.toDataURL('image/png').slice('data:image/png;base64,'.length);
  }, color);
  return Buffer.from(base64, 'base64');
}

async function uploadPicture(url: string, token: string, png: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`${url}/api/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { file: string }).file;
}

/** No formula source left where a person reads (the MathML's TeX annotation aside): every formula rendered. */
async function expectRendered(page: Page, scope: string, what: string) {
  await page.waitForFunction(
    (sel) => {
      const root = document.querySelector(sel);
      return !!root && !!root.querySelector('.katex') && !root.querySelector('[data-math="pending"]');
    },
    scope,
    { timeout: 15_000 },
  );
  const found = await page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const copy = root.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.katex, .katex-display, input, textarea').forEach((el) => el.remove());
    return {
      katex: root.querySelectorAll('.katex').length,
      mathml: root.querySelectorAll('.katex-mathml math').length,
      errors: root.querySelectorAll('.katex-error').length,
      source: /\\\(|\\\)|\\\[|\\\]|\$\$/.test(copy.textContent ?? ''),
    };
  }, scope);
  expect(found.katex, what).toBeGreaterThan(0);
  expect(found.mathml, what).toBe(found.katex);
  expect(found.errors, what).toBe(0);
  expect(found.source, `${what}: formula source shown`).toBe(false);
}

async function expectNoAxeViolations(page: Page, state: string) {
  // as accessibility.test.ts: on the phone the admin page's category tree packs its buttons closer than axe's 24 px
  // target spacing (known and open, see docs/accessibility.md); only that rule, only there, is not checked
  const rules = /^mobile-.* card editor/.test(state)
    ? { ...RULES, 'target-size': { enabled: false } }
    : RULES;
  const result = await new AxeBuilder({ page }).options({ rules }).analyze();
  expect(
    result.violations.map((v) => `${state}: ${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

describeBrowser('formulas and pictures in every card', () => {
  const h = useHarness();
  const s = {} as { admin: string; teacher: string; category: number; drafts: number; inText: string };

  beforeAll(async () => {
    s.admin = await h.login('admin');
    s.teacher = await h.login('teacher');
    const created = await api<{ category: { id: number } }>(h.url, s.teacher, 'POST', '/api/categories', {
      title: 'Formeln//Analysis',
    });
    s.category = created.category.id;
    // the editor test saves its card here, so the learners' session keeps exactly the seven cards below
    s.drafts = (
      await api<{ category: { id: number } }>(h.url, s.teacher, 'POST', '/api/categories', {
        title: 'Entwürfe',
      })
    ).category.id;
    const { page } = await h.page();
    await page.goto('/api/health');
    const [front, back, inText] = await Promise.all([
      pngOf(page, '#a5d8ff').then((png) => uploadPicture(h.url, s.teacher, png, 'front.png')),
      pngOf(page, '#b2f2bb').then((png) => uploadPicture(h.url, s.teacher, png, 'back.png')),
      pngOf(page, '#ffec99').then((png) => uploadPicture(h.url, s.teacher, png, 'parabel.png')),
    ]);
    s.inText = inText;
    await page.context().close();
    for (const card of CARDS({ front, back, inText }))
      await api(h.url, s.teacher, 'POST', `/api/cards/create/${s.category}`, {
        ...card,
        relevance: 3,
        difficulty: 3,
        learntype_id: 0,
      });
  }, 90_000);

  /** A learner with a role on the test's category only. */
  async function learner(tag: string) {
    const { token, user } = await api<{ token: string; user: { id: number } }>(
      h.url,
      null,
      'POST',
      '/api/auth/register',
      {
        name: 'Fiona Formel',
        email: `formulas-${tag}-${Date.now()}@learner.test`,
        password: 'vier unabhängige Wörter am Fluss',
        terms: true,
      },
    );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await api(h.url, s.admin, 'POST', `/api/roles/create/${user.id}`, {
      category_id: s.category,
      exam_type: 'pecus',
      start_date: day(-1),
      expiration_date: day(365),
    });
    return token;
  }

  async function openSummary(page: Page, layout: Layout) {
    await page.goto('/flashcard');
    if (layout === 'mobile') {
      await page.getByTestId('course-overview').click();
      await page.click(`[data-testid="recursion-select-${s.category}"]`);
    } else {
      await page.click(`[data-testid="category-select-${s.category}"]`);
    }
    await page.getByTestId('session-summary').waitFor();
  }

  it.each(bothLayouts(0))(
    'a stored session played offline shows every card type’s formulas rendered, at %s (%s)',
    async (layout: Layout, lang: Lang) => {
      const at = `${layout}-${lang}`;
      const { page, context } = await h.page({
        viewport: VIEWPORTS[layout],
        language: lang,
        token: await learner(at),
      });
      // "Give me time after a wrong answer" (profile, kept on the device): a wrong answer's feedback and the checked
      // card stay until Enter, so axe sees them (the right answer at full contrast, issue 31)
      await page.addInitScript(() =>
        localStorage.setItem('learningSettings', JSON.stringify({ keepWrongFeedback: true })),
      );
      await page.goto('/flashcard');
      // the offline app: its service worker controls the page (the KaTeX chunk, CSS and fonts are precached)
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
      await page.reload();
      await openSummary(page, layout);
      await page.getByTestId('session-start').click();
      await page.getByTestId('session').waitFor();
      // the session's pictures, the in-text one included, are fetched ahead into the offline app's cache
      await expect
        .poll(
          () =>
            page.evaluate(async (name) => {
              const cache = await caches.open('portal-storage');
              return (await cache.keys()).some((r) => r.url.includes(name));
            }, s.inText),
          { timeout: 15_000 },
        )
        .toBe(true);

      // the network cut, the app reloaded: the stored session continues
      await context.setOffline(true);
      await page.reload();
      await page.locator('[data-testid="continue-last-lesson"]:visible').waitFor();
      await page.locator('[data-testid="continue-button"]:visible').click();
      await page.getByTestId('session').waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);

      const seen = new Set<number>();
      for (let answered = 0; seen.size < 7; answered++) {
        expect(answered, `card types seen: ${[...seen].join(', ')}`).toBeLessThan(40);
        const card = page.getByTestId('card');
        await card.waitFor();
        const type = Number(await card.getAttribute('data-card-type'));
        const text = async (testId: string) =>
          (await page.getByTestId(testId).count())
            ? ((await page.getByTestId(testId).textContent()) ?? '')
            : '';
        const before = {
          id: await page.getByTestId('card-title').getAttribute('data-card-id'),
          mistakes: await text('card-mistakes'),
          remaining: await text('remaining'),
        };
        const first = !seen.has(type);
        seen.add(type);
        if (type === 1) {
          // an image card: its title holds the formula
          await expectRendered(page, '[data-testid="card-title"]', `${at} type 1 title`);
        } else {
          await expectRendered(page, '[data-testid="card"]', `${at} type ${type}`);
        }
        if (first) {
          await screenshot(page, `formulas-offline-${at}-type-${type}`);
          await expectNoAxeViolations(page, `${at} type ${type}`);
        }

        if (type <= 2 || type === 7) {
          await page.waitForFunction(() => {
            const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
            return !!flip && !flip.disabled;
          });
          await page.keyboard.press('Space');
          await page.getByTestId('card-back').waitFor();
          if (type !== 1) await expectRendered(page, '[data-testid="card-back"]', `${at} type ${type} back`);
          if (type === 2) {
            // the in-text picture, from the offline app's cache, with its alt text
            const picture = page.locator('[data-testid="card-back"] img');
            await page.waitForFunction(() => {
              const img = document.querySelector<HTMLImageElement>('[data-testid="card-back"] img');
              return !!img && img.complete && img.naturalWidth === 160;
            });
            expect(await picture.getAttribute('alt')).toBe('Die Fläche unter der Parabel zwischen 0 und 1');
          }
          if (first) {
            await animationsDone(page); // the flip animation has ended: axe and the screenshot see the final colours
            await screenshot(page, `formulas-offline-${at}-type-${type}-back`);
            await expectNoAxeViolations(page, `${at} type ${type} back`);
          }
          await page.keyboard.press('j');
        } else {
          if (type === 3 || type === 4) await page.keyboard.press('1');
          if (type === 6) {
            // the formula gap: written differently from the teacher's \(\frac{1}{3}\), rendered while typed
            await page.getByTestId('gap-0').fill('\\frac13');
            await expectRendered(page, '[data-testid="gap-preview-0"]', `${at} gap preview`);
            await page.getByTestId('gap-1').fill('abgeschlossen');
            if (first) await screenshot(page, `formulas-offline-${at}-cloze-typed`);
          }
          if (type === 5 || type === 6) await page.getByTestId('check').click();
          else await page.keyboard.press('Enter');
          const feedback = page.getByTestId('feedback');
          await feedback.waitFor();
          if (type === 6) {
            expect(await feedback.getAttribute('data-correct')).toBe('true');
            expect(await feedback.innerText()).toBe(FEEDBACK[lang]);
          }
          if ((await feedback.getAttribute('data-waits')) !== null) {
            if (first) await expectNoAxeViolations(page, `${at} type ${type} wrong answer's feedback`);
            await page.keyboard.press('Enter');
          }
          await feedback.waitFor({ state: 'detached', timeout: 6000 });
        }
        // the next card, or the same one again with one more mistake, or the end
        await page.waitForFunction((b) => {
          const text = (testId: string) =>
            document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
          return (
            document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id') !== b.id ||
            text('card-mistakes') !== b.mistakes ||
            text('remaining') !== b.remaining ||
            !!document.querySelector('[data-testid="session-finished"]')
          );
        }, before);
        if (await page.getByTestId('session-finished').count()) break;
      }
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      // KaTeX's fonts came from the offline app's cache too
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.family.includes('KaTeX') && f.status === 'loaded').length;
      });
      expect(fonts).toBeGreaterThan(0);
    },
    240_000,
  );

  it.each(bothLayouts(1))(
    'the card editor: formula button, cloze gaps highlighted, a live preview in both layouts, at %s (%s)',
    async (layout: Layout, lang: Lang) => {
      const at = `${layout}-${lang}`;
      const { page } = await h.page({ viewport: VIEWPORTS[layout], language: lang, token: s.teacher });
      await page.goto('/admin');
      await page.getByTestId(`tree-title-${s.category}`).click();
      await page.getByTestId('new-card').click();
      await page.getByTestId('card-editor').waitFor();
      await page.getByTestId('card-type').click();
      await page.getByRole('option', { name: lang === 'de' ? 'Lückentext' : 'Cloze' }).click();
      await page.getByTestId('card-title').fill('Ableitung');
      const question = page.getByTestId('card-question');
      await question.fill('Die Ableitung von  ist [3x^2], auf [[0, 1]] gilt [ja].');
      // the formula button puts \( \) at the caret (after "von "), the caret inside
      await question.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(18, 18));
      await page.getByTestId('formula-inline').click();
      await page.keyboard.type('x^3');
      expect(await question.inputValue()).toBe(
        'Die Ableitung von \\(x^3\\) ist [3x^2], auf [[0, 1]] gilt [ja].',
      );

      // the cloze preview: formulas rendered, exactly two gaps highlighted ([[0, 1]] is a literal bracket)
      await expectRendered(page, '[data-testid="cloze-preview"]', `${at} cloze preview`);
      expect(await page.locator('[data-testid^="cloze-preview-gap-"]').count()).toBe(2);
      expect(await page.getByTestId('cloze-preview-gap-0').innerText()).toMatch(/^1/);
      expect(await page.getByTestId('cloze-preview').innerText()).toContain('[0, 1]');

      // the live preview: the learner's card, in the desktop and the small-screen layout
      const preview = page.getByTestId('live-preview');
      await preview.scrollIntoViewIfNeeded();
      await expectRendered(page, '[data-testid="live-preview-card"]', `${at} live preview`);
      expect(await page.locator('[data-testid="live-preview-card"] [data-testid^="gap-"]').count()).toBe(2);
      await screenshot(page, `formulas-editor-${at}-desktop-preview`);
      await page
        .getByTestId('live-preview-layout')
        .getByText(lang === 'de' ? 'Kleiner Bildschirm' : 'Small screen')
        .click();
      await expect.poll(() => preview.getAttribute('data-layout')).toBe('small');
      const width = (await page.getByTestId('live-preview-card').boundingBox())!.width;
      expect(width).toBeLessThanOrEqual(375);
      await expectRendered(page, '[data-testid="live-preview-card"]', `${at} live preview, small screen`);
      // typing in the editor keeps the focus there (the preview takes none)
      await question.focus();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' \\(\\frac{1}{2}\\)');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'card-question',
      );
      await expect
        .poll(() => page.locator('[data-testid="live-preview-card"] .katex').count())
        .toBeGreaterThanOrEqual(2);
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, `formulas-editor-${at}-small-preview`);
      await expectNoAxeViolations(page, `${at} card editor with formulas`);
    },
    120_000,
  );

  it('the HTML editor inserts a picture through the upload pipeline, asking for its alt text, and a formula', async () => {
    const { page } = await h.page({ viewport: VIEWPORTS.desktop, language: 'de', token: s.teacher });
    await page.goto('/admin');
    await page.getByTestId(`tree-title-${s.drafts}`).click();
    await page.getByTestId('new-card').click();
    await page.getByTestId('card-editor').waitFor();
    await page.getByTestId('card-type').click();
    await page.getByRole('option', { name: 'HTML' }).click();
    await page.getByTestId('card-title').fill('Parabel');
    const front = page.locator('[data-testid="html-front"] .ProseMirror');
    await front.click();
    await page.keyboard.type('Die Fläche unter ');
    // the formula button puts \( \) at the caret, the caret inside
    await page.getByTestId('html-front-formula-inline').click();
    await page.keyboard.type('y = x^2');
    await page.keyboard.press('End');
    // the picture: the alt text is asked for, the file goes through the upload pipeline
    await page.getByTestId('html-front-picture').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const png = await pngOf(page, '#ffd8a8');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'parabel.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('picture-insert').click();
    expect(await page.getByTestId('picture-error').innerText()).toBe(
      'Bitte beschreibe das Bild mit einem Alternativtext.',
    );
    await page.getByTestId('picture-alt').fill('Die Parabel y = x² zwischen 0 und 1');
    await page.getByTestId('picture-insert').click();
    await dialog.waitFor({ state: 'detached' });
    // the editor shows it through a signed link
    const inEditor = front.locator('img');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="html-front"] .ProseMirror img');
      return !!img && img.complete && img.naturalWidth === 160;
    });
    expect(await inEditor.getAttribute('src')).toMatch(
      /^\/storage\/user_uploads\/\d{13}-[0-9a-f]{16}\.png\?expires=/,
    );
    await page.locator('[data-testid="html-back"] .ProseMirror').click();
    await page.keyboard.type('Ein Drittel.');
    // the live preview: the card as the learner sees it, formula rendered, picture shown
    await expectRendered(page, '[data-testid="live-preview-card"]', 'HTML live preview');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="live-preview-card"] img');
      return !!img && img.complete && img.naturalWidth === 160;
    });
    await page.getByTestId('live-preview').scrollIntoViewIfNeeded();
    await screenshot(page, 'formulas-editor-html-picture');
    await page.getByTestId('card-save').click();
    // saved (the server keeps the stable path, see in-text-pictures.test.ts); read back, signed for the teacher
    const saved = async () => {
      const { cards } = await api<{ cards: { title: string; data: { front_html: string } }[] }>(
        h.url,
        s.teacher,
        'GET',
        `/api/categories/${s.drafts}?cards=1&admin=1`,
      );
      return cards.find((c) => c.title === 'Parabel')?.data.front_html ?? '';
    };
    await expect.poll(saved, { timeout: 15_000 }).toContain('Die Fläche unter \\(y = x^2\\)');
    expect(await saved()).toMatch(
      /<img src="\/storage\/user_uploads\/\d{13}-[0-9a-f]{16}\.png\?expires=\d+&amp;user=\d+&amp;signature=[\w-]+" alt="Die Parabel y = x² zwischen 0 und 1">/,
    );
  }, 120_000);
});
