import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  animationsDone,
  api,
  describeBrowser,
  DESKTOP,
  grantStudentAllAccess,
  screenshot,
  useHarness,
} from '../src/harness.js';

/**
 * Imported cards played as a learner (issue 28): an Anki deck shaped like a real export (formulas, a picture in the
 * text, an audio clip, a reversed note, an image-occlusion note, a cloze over three lines with e<sup>x</sup>, H<sub>2</sub>O, a decimal comma and text brackets) is imported
 * through the API and a student plays every card: formulas rendered, the picture shown, the clip played to its end,
 * the title never giving a gap's answer away, and the cloze answered with a decimal point where the teacher wrote a comma.
 */
const fixture = readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../apps/server/src/modules/import/fixtures/maths-media.apkg',
  ),
);

async function importInto(url: string, token: string, categoryId: number) {
  const form = new FormData();
  form.append('file', new Blob([fixture]), 'maths.apkg');
  const res = await fetch(`${url}/api/import/${categoryId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { cards: number; category_ids: number[] };
}

const rendered = (page: Page, selector: string) =>
  page.waitForFunction(
    (s) => {
      const root = document.querySelector(s);
      return !!root && !!root.querySelector('.katex') && !root.querySelector('[data-math="pending"]');
    },
    selector,
    { timeout: 15_000 },
  );

describeBrowser('imported cards, played as a learner', () => {
  const h = useHarness();

  it('formulas rendered, the picture shown, no answer in a title, the decimal comma accepted as a point', async () => {
    const teacher = await h.login('teacher');
    const created = await api<{ category: { id: number } }>(h.url, teacher, 'POST', '/api/categories', {
      title: 'Importiertes Mathe-Deck',
    });
    const result = await importInto(h.url, teacher, created.category.id);
    expect(result.cards).toBe(8);
    const student = await h.login('student');
    await grantStudentAllAccess(h.url, await h.login('admin'), student);
    const { page } = await h.page({ viewport: DESKTOP, token: student });
    page.setDefaultTimeout(30_000);
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/flashcard');
    await page.click(`[data-testid="category-select-${created.category.id}"]`);
    await page.getByTestId('session-summary').waitFor();
    await page.getByTestId('session-start').click();
    await page.getByTestId('session').waitFor();

    const seen = new Map<string, number>();
    for (let step = 0; step < 30; step++) {
      if (await page.getByTestId('session-finished').count()) break;
      const card = page.getByTestId('card');
      await card.waitFor();
      const type = Number(await card.getAttribute('data-card-type'));
      const title = (await page.getByTestId('card-title').innerText()).trim();
      const id = await page.getByTestId('card-title').getAttribute('data-card-id');
      const front = await card.innerText();
      if (type === 6) {
        // the cloze: its title masks the gaps, the text's formula is rendered, nothing of the answers shows
        expect(title).not.toContain('0,25');
        expect(title).toContain('[…]');
        await rendered(page, '[data-testid="card"]');
        expect(front).not.toContain('0,25');
        expect(front).toContain('[0, 1]');
        // three lines as the teacher wrote them (<br>, a <div>), the superscript and the subscript as formulas
        expect(front).toMatch(/;\s*\n\s*ein Viertel ist/);
        expect(front).toMatch(/\.\s*\n\s*Wasser ist/);
        expect(front).not.toContain('<sub>');
        expect(await card.locator('.katex .msupsub').count()).toBeGreaterThanOrEqual(2);
        const formulas = await card.locator('.katex annotation').allTextContents();
        expect(formulas).toEqual(expect.arrayContaining(['e^{x}', 'H_{2}']));
        if (!seen.has('cloze')) await screenshot(page, 'import-play-cloze-front');
        seen.set('cloze', (seen.get('cloze') ?? 0) + 1);
        await page.getByTestId('gap-0').fill('e^x');
        await page.getByTestId('gap-1').fill('0.25');
        await page.getByTestId('check').click();
        const feedback = page.getByTestId('feedback');
        await feedback.waitFor();
        expect(await feedback.getAttribute('data-correct')).toBe('true');
        await feedback.waitFor({ state: 'detached', timeout: 6000 });
      } else if (type === 1) {
        // an image-occlusion card: the picture with its masks drawn on the front, the region revealed on the back
        expect(title).toMatch(/^Beschrifte den Graphen \([12]\)$/);
        const loaded = (side: string) =>
          page.waitForFunction((s) => {
            const img = document.querySelector<HTMLImageElement>(`[data-testid="${s}"] img`);
            return !!img && img.complete && img.naturalWidth === 120;
          }, side);
        await loaded('card-front');
        const first = !seen.has('occlusion');
        if (first) await screenshot(page, 'import-play-occlusion-front');
        await page.waitForFunction(() => {
          const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
          return !!flip && !flip.disabled;
        });
        await page.keyboard.press('Space');
        await loaded('card-back');
        if (first) {
          await animationsDone(page);
          await screenshot(page, 'import-play-occlusion-back');
        }
        seen.set('occlusion', (seen.get('occlusion') ?? 0) + 1);
        await page.keyboard.press('j');
      } else {
        expect(type).toBe(2);
        if (front.includes('Graph')) {
          // the picture inside the text, stored at import and shown behind its signed link
          await page.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>('[data-testid="card"] img');
            return !!img && img.complete && img.naturalWidth === 120;
          });
          seen.set('picture', 1);
          await screenshot(page, 'import-play-picture-front');
        } else if (front.includes('Ableitung')) {
          await rendered(page, '[data-testid="card"]');
          expect(front).not.toContain('e^x =');
          seen.set('formula', 1);
          await screenshot(page, 'import-play-formula-front');
        } else if (front.includes('Bonjour')) {
          // the [sound:…] clip: a player with its controls; the learner presses play and hears it, and playing
          // does not turn the card
          const player = page.locator('[data-testid="card-front"] audio');
          await player.waitFor();
          expect(await player.evaluate((a: HTMLAudioElement) => [a.controls, a.autoplay])).toEqual([
            true,
            false,
          ]);
          // its length is known once the clip loaded (the player shows it)
          await page.waitForFunction(() => {
            const a = document.querySelector<HTMLAudioElement>('[data-testid="card-front"] audio');
            return !!a && a.duration > 1;
          });
          await screenshot(page, 'import-play-audio-front');
          const box = (await player.boundingBox())!;
          // the play button sits at the player's left end
          await page.mouse.click(box.x + Math.min(20, box.width / 2), box.y + box.height / 2);
          await page.waitForFunction(() => {
            const a = document.querySelector<HTMLAudioElement>('[data-testid="card-front"] audio');
            return !!a && !a.paused && a.currentTime > 0.3 && a.error === null;
          });
          await player.evaluate((a: HTMLAudioElement) => a.pause());
          expect(await page.getByTestId('card-back').count()).toBe(0);
          seen.set('audio', 1);
        } else if (/^(Hund|dog)$/.test(title)) seen.set(title, 1);
        await page.waitForFunction(() => {
          const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
          return !!flip && !flip.disabled;
        });
        // after the player was used, the flip button (Space plays or pauses a focused player)
        if (seen.has('audio') && front.includes('Bonjour')) await page.getByTestId('flip').click();
        else await page.keyboard.press('Space');
        await page.getByTestId('card-back').waitFor();
        await page.keyboard.press('j');
      }
      await page.waitForFunction(
        (before) =>
          document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id') !== before ||
          !!document.querySelector('[data-testid="session-finished"]'),
        id,
      );
    }
    expect([...seen.keys()].sort()).toEqual([
      'Hund',
      'audio',
      'cloze',
      'dog',
      'formula',
      'occlusion',
      'picture',
    ]);
    expect(seen.get('occlusion')).toBe(2);
  }, 240_000);
});
