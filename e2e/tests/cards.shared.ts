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

/** The texts of a choice card's answers in their places on screen (each label starts with its key). */
export const choiceTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[data-testid^="choice-"]')].map((el, i) =>
      el.labels![0].textContent!.slice(String(i + 1).length).trim(),
    ),
  );

/** Presses Tab until the element with this test id has the focus (keyboard only; fails after 60 presses). */
export async function tabTo(page: Page, testId: string) {
  for (let presses = 0; presses < 60; presses++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/**
 * Issue 31: the offline banner covers none of the session's buttons nor the line of unsent answers; an image card's
 * picture shows whole (not cut by its frame) and the picture and the card's buttons lie inside the window.
 */
export async function bannerCoversNothing(page: Page) {
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid^="image-"]');
    return !img || (img.complete && img.naturalHeight > 0);
  });
  // what is wrong with the layout, [] when nothing; polled, as a loaded picture resizes the session and the
  // picture's fitted height follows one frame later (ResizeObserver)
  const problems = async () => {
    const { banner, items, image, frame, viewport } = await page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      const session = document.querySelector('[data-testid="session"]')!;
      const img = document.querySelector('[data-testid="image-front"], [data-testid="image-back"]');
      return {
        banner: box(document.querySelector('[data-testid="offline-banner"]')!),
        items: [...session.querySelectorAll('button, [data-testid="pending-answers"]')].map((el) => ({
          id: el.getAttribute('data-testid') ?? el.textContent,
          ...box(el),
        })),
        image: img && box(img),
        frame: img && box(img.parentElement!),
        viewport: { height: innerHeight, width: innerWidth },
      };
    });
    const found: string[] = [];
    for (const item of items)
      if (
        item.top < banner.bottom &&
        item.bottom > banner.top &&
        item.left < banner.right &&
        item.right > banner.left
      )
        found.push(`the banner covers ${item.id}`);
    if (image && frame) {
      if (image.bottom > frame.bottom + 0.5) found.push('the picture is cut by its frame');
      if (image.top < 0 || image.bottom > banner.top) found.push('the picture is not whole above the banner');
      for (const item of items)
        if (item.bottom > viewport.height || item.right > viewport.width)
          found.push(`${item.id} outside the window`);
    }
    return found;
  };
  await expect.poll(async () => (await problems()).join('; '), { timeout: 5_000 }).toBe('');
}

export interface AnswerOptions {
  /** a wrong cloze answer: "Ich hatte recht" (a tap) turns it right; the request says it is an override */
  override?: boolean;
  /** the learner asked for time after a wrong answer (profile): the feedback waits for Enter on "Weiter" */
  keep?: boolean;
  /** runs on a flip card's front and back once they show (pictures loaded, flip animation done) */
  check?: (side: 'front' | 'back') => Promise<void>;
}

/**
 * Answers the card on screen right or wrong the way a keyboard-only learner would, and saves screenshots of its
 * front and back when `shots` is given. Returns when the next card (or the end) shows.
 */
export async function answer(
  page: Page,
  card: StoredCard,
  correct: boolean,
  shots?: string,
  images = true,
  options: AnswerOptions = {},
) {
  const { type, data } = card;
  if (type <= 2 || type === 7) {
    // flip cards: flipping works only 1 s after the card shows (wait for the button itself: before the card has
    // rendered there is none, and a picture already kept by the browser can show within that second)
    await page.waitForFunction(() => {
      const flip = document.querySelector<HTMLButtonElement>('[data-testid="flip"]');
      return !!flip && !flip.disabled;
    });
    if (type === 1 && images) await page.getByTestId('image-front').waitFor();
    await options.check?.('front');
    if (shots) await screenshot(page, `${shots}-front`);
    await page.keyboard.press('Space');
    await page.getByTestId('card-back').waitFor();
    if (type === 1 && images) await page.getByTestId('image-back').waitFor();
    await animationsDone(page); // the flip animation
    await options.check?.('back');
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
        // by keyboard alone: Tab to the item's up arrow, Space moves it (the focus stays with the item)
        for (const [target, text] of rights.entries()) {
          let at = (await order()).indexOf(text);
          if (at > target) await tabTo(page, `pair-up-${at}`);
          for (; at > target; at--) {
            await page.keyboard.press('Space');
            await page.waitForFunction(
              ([t, i]) =>
                document.querySelectorAll('[data-testid="pair-right-text"]')[i as number]?.textContent === t,
              [text, at - 1] as const,
            );
          }
        }
        expect(await order()).toEqual(rights);
      } else await tabTo(page, 'pair-down-0');
    } else if (type === 6) {
      const gaps = [...d.question.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1].split(',').pop()!.trim());
      // the first gap has the focus; Tab moves to the next
      for (const [i, gap] of gaps.entries()) {
        await tabTo(page, `gap-${i}`);
        await page.keyboard.type(correct ? gap.toUpperCase() : 'falsch');
      }
    }
    if (shots) await screenshot(page, `${shots}-front`);
    // keyboard only: Enter checks, also on a focused arrow button of a pair-matching card (it used to press the
    // arrow again and record a wrong answer for a right order) and inside a cloze gap
    const cardTop = () => page.getByTestId('card').evaluate((el) => el.getBoundingClientRect().top);
    const topBefore = await cardTop();
    await page.keyboard.press('Enter');
    const feedback = page.getByTestId('feedback');
    // read at once when it shows (a right answer's feedback goes after 2 s): its text, and where the card is
    const shown = await (
      await page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>('[data-testid="feedback"]');
        const card = document.querySelector('[data-testid="card"]');
        return el && card
          ? {
              text: el.innerText,
              correct: el.getAttribute('data-correct'),
              top: card.getBoundingClientRect().top,
            }
          : null;
      })
    ).jsonValue();
    // the feedback has its place kept: the card does not move down (it moved 72 px on every answer)
    expect(shown!.top).toBe(topBefore);
    // checked pairs: the arrows go away; the focus returns to the list, not to the page
    if (type === 5 && !options.keep)
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'pair-list');
    const english = await page.evaluate(() => document.documentElement.lang === 'en');
    expect(shown!.text).toMatch(
      english
        ? correct
          ? /^Correct answer/
          : /^Wrong answer/
        : correct
          ? /^Richtige Antwort/
          : /^Falsche Antwort/,
    );
    expect(shown!.correct).toBe(String(correct));
    // a learner going for "Ich hatte recht" holds the feedback (pointer on it): it no longer ends after 2 s
    if (!correct && options.override && type === 6) {
      await feedback.hover();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="feedback"]')?.hasAttribute('data-waits'),
      );
    }
    if (shots) await screenshot(page, `${shots}-back`);
    if (!correct && options.override && type === 6) {
      const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/cards\/\d+\/1$/.test(r.url()));
      await page.getByTestId('feedback-override').click();
      expect(JSON.parse((await sent).postData() ?? '{}')).toMatchObject({ override: true });
    } else if (!correct && options.keep) {
      // kept until the learner moves on: "Weiter" has the focus, Enter goes on
      expect(await feedback.getAttribute('data-waits')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'feedback-next',
      );
      await page.keyboard.press('Enter');
    }
    await feedback.waitFor({ state: 'detached', timeout: 5000 });
  }
}
