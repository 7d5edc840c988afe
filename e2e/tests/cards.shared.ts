/** Playing flashcards in the browser as a learner: the stored queue, the card on screen, answering it. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, screenshot } from '../src/harness.js';

export interface StoredCard {
  id: number;
  title: string;
  type: number;
  learntype_id: number;
  data: unknown;
  mistakes: number;
}
export interface ServerCard {
  id: number;
  stack: number;
  last_mistakes: number;
}

export const storedQueue = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cards') ?? 'null') as unknown) as Promise<
    StoredCard[] | null
  >;
export const pendingAnswers = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingAnswers') ?? '[]') as unknown[]);

/** The card on screen: its id and type. */
export async function currentCard(page: Page) {
  const card = page.getByTestId('card');
  await card.waitFor();
  return {
    id: Number(await page.getByTestId('card-title').getAttribute('data-card-id')),
    type: Number(await card.getAttribute('data-card-type')),
  };
}

export const remaining = async (page: Page) =>
  Number((await page.getByTestId('remaining').innerText()).replace(/\D+/g, ''));

/**
 * Answers the card on screen right or wrong the way a learner would, by keyboard or mouse, and saves
 * screenshots of its front and back when `shots` is given. Returns when the next card (or the end) shows.
 */
/** The texts of a choice card's answers in their places on screen (each label starts with its key). */
export const choiceTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[data-testid^="choice-"]')].map((el, i) =>
      el.labels![0].textContent!.slice(String(i + 1).length).trim(),
    ),
  );

export async function answer(page: Page, card: StoredCard, correct: boolean, shots?: string, images = true) {
  const { type, data } = card;
  if (type <= 2 || type === 7) {
    // flip cards: flipping works only 1 s after the card shows (wait for the button itself: before the card has
    // rendered there is none, and a picture already kept by the browser can show within that second)
    await page.waitForFunction(() => {
      const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
      return !!flip && !flip.disabled;
    });
    if (type === 1 && images) await page.getByTestId('image-front').waitFor();
    if (shots) await screenshot(page, `${shots}-front`);
    await page.keyboard.press('Space');
    await page.getByTestId('card-back').waitFor();
    if (type === 1 && images) await page.getByTestId('image-back').waitFor();
    await animationsDone(page); // the flip animation
    if (shots) await screenshot(page, `${shots}-back`);
    await page.keyboard.press(correct ? 'j' : 'n');
  } else {
    const d = data as { question: string; answers: unknown[] };
    if (type === 3 || type === 4) {
      // the answers come shuffled: find each one's place on screen by its text (keys 1–9 follow the places)
      const onScreen = await choiceTexts(page);
      const right = onScreen.map((text) => {
        const a = d.answers.find((x) => Object.values(x as object)[0] === text) as object;
        return Object.keys(a)[0] === 'true';
      });
      const picks =
        type === 3
          ? [correct ? right.indexOf(true) : right.indexOf(false)]
          : right.flatMap((r, i) => ((correct ? r : !r) ? [i] : []));
      for (const i of picks) await page.keyboard.press(String(i + 1));
    } else if (type === 5) {
      const rights = (d.answers as [string, string][]).map((p) => p[1]);
      const order = () => page.getByTestId('pair-right-text').allInnerTexts();
      expect(await order()).not.toEqual(rights); // shuffled
      if (correct) {
        for (const [target, text] of rights.entries()) {
          for (let at = (await order()).indexOf(text); at > target; at--)
            await page.getByTestId(`pair-up-${at}`).click();
        }
        expect(await order()).toEqual(rights);
      }
    } else if (type === 6) {
      const gaps = [...d.question.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1].split(',').pop()!.trim());
      for (const [i, gap] of gaps.entries())
        await page.getByTestId(`gap-${i}`).fill(correct ? gap.toUpperCase() : 'falsch');
    }
    if (shots) await screenshot(page, `${shots}-front`);
    // choices by keyboard; pairs and cloze with the button (a focused arrow button or field takes Enter itself)
    if (type === 5 || type === 6) await page.getByTestId('check').click();
    else await page.keyboard.press('Enter');
    const feedback = page.getByTestId('feedback');
    await feedback.waitFor();
    expect(await feedback.innerText()).toBe(correct ? 'Richtige Antwort' : 'Falsche Antwort');
    expect(await feedback.getAttribute('data-correct')).toBe(String(correct));
    if (shots) await screenshot(page, `${shots}-back`);
    await feedback.waitFor({ state: 'detached', timeout: 5000 });
  }
}
