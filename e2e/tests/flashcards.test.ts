import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { advanceQueue } from '@portal/core';
import { api, describeBrowser, DESKTOP, MOBILE, screenshot, useHarness } from '../src/harness.js';

/** The demo programme 'Mathematik//Maturität' (the student's pecus role): 9 cards of all seven types. */
const MATH = 1;
const TYPES = [1, 2, 3, 4, 5, 6, 7];

interface StoredCard {
  id: number;
  title: string;
  type: number;
  learntype_id: number;
  data: unknown;
  mistakes: number;
}
interface ServerCard {
  id: number;
  stack: number;
  last_mistakes: number;
}

const storedQueue = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cards') ?? 'null') as unknown) as Promise<
    StoredCard[] | null
  >;
const pendingAnswers = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('pendingAnswers') ?? '[]') as unknown[]);

/** The card on screen: its id and type. */
async function currentCard(page: Page) {
  const card = page.getByTestId('card');
  await card.waitFor();
  return {
    id: Number(await page.getByTestId('card-title').getAttribute('data-card-id')),
    type: Number(await card.getAttribute('data-card-type')),
  };
}

const remaining = async (page: Page) =>
  Number((await page.getByTestId('remaining').innerText()).replace(/\D+/g, ''));

/**
 * Answers the card on screen right or wrong the way a learner would, by keyboard or mouse, and saves
 * screenshots of its front and back when `shots` is given. Returns when the next card (or the end) shows.
 */
async function answer(page: Page, card: StoredCard, correct: boolean, shots?: string, images = true) {
  const { type, data } = card;
  if (type <= 2 || type === 7) {
    // flip cards: flipping works only 1 s after the card shows
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="flip"]') as HTMLButtonElement)?.disabled,
    );
    if (type === 1 && images) await page.getByTestId('image-front').waitFor();
    if (shots) await screenshot(page, `${shots}-front`);
    await page.keyboard.press('Space');
    await page.getByTestId('card-back').waitFor();
    if (type === 1 && images) await page.getByTestId('image-back').waitFor();
    await page.waitForTimeout(400); // the flip animation
    if (shots) await screenshot(page, `${shots}-back`);
    await page.keyboard.press(correct ? 'j' : 'n');
  } else {
    const d = data as { question: string; answers: unknown[] };
    if (type === 3 || type === 4) {
      const right = d.answers.map((a) => Object.keys(a as object)[0] === 'true');
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

/** The frame's no-internet dialog (learner spec §8) opens on going offline; the learner closes it. */
async function closeOfflineDialog(page: Page) {
  const dialog = page.getByTestId('offline-dialog');
  await dialog.waitFor({ timeout: 5000 });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function openMathSummary(page: Page) {
  await page.goto('/flashcard');
  await page.click(`[data-testid="category-select-${MATH}"]`);
  await page.getByTestId('session-summary').waitFor();
}

describeBrowser('flashcards', () => {
  const h = useHarness();

  it('logged out: the flashcard screen asks to log in', async () => {
    const { page } = await h.page({ viewport: DESKTOP });
    await page.goto('/flashcard');
    await page.getByTestId('auth-panel').waitFor();
    expect(await page.getByTestId('session-summary').count()).toBe(0);
  });

  it('plays a whole session through every card type with right and wrong answers; wrong cards come back by the rules', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await page.goto('/flashcard');
    await page.getByTestId('flashcard-instructions').waitFor();
    await screenshot(page, 'flashcards-instructions-desktop');

    await page.click(`[data-testid="category-select-${MATH}"]`);
    await page.getByTestId('session-summary').waitFor();
    expect(await page.getByTestId('summary-card-count').innerText()).toBe('9 Karten in dieser Kategorie');
    expect(await page.getByTestId('summary-next').innerText()).toBe('Nächste Session: 9 Karten');
    // learn type seconds of the demo: 3 definition cards × 30 + 5 standard × 20 + 1 word × 5 = 195 s
    expect(await page.getByTestId('summary-time').innerText()).toBe('Geschätzte Zeit: 3 min 15 s');
    await page.getByTestId('category-page').waitFor();
    await screenshot(page, 'flashcards-summary-desktop');

    await page.getByTestId('session-start').click();
    await page.getByTestId('session').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('inert')).not.toBeNull(); // the sidebar is hidden

    let expected = (await storedQueue(page))!;
    expect(expected.map((c) => c.type).sort()).toEqual([1, 1, 2, 3, 3, 4, 5, 6, 7]);
    const wrongFirst = new Set<number>();
    const seenTypes = new Set<number>();
    const shown: number[] = [];
    // every type: the first card of the type is answered wrong once, then right when it comes back
    while (expected.length > 0) {
      const card = expected[0];
      const onScreen = await currentCard(page);
      expect(onScreen.id).toBe(card.id); // the screen follows the queue rules exactly
      shown.push(card.id);
      if (card.mistakes > 0) {
        expect(await page.getByTestId('card-mistakes').textContent()).toBe(
          `${card.mistakes} Fehler in dieser Session`,
        );
      }
      const before = await remaining(page);
      expect(before).toBe(expected.length);
      const correct = seenTypes.has(card.type) || card.mistakes > 0;
      if (!correct) wrongFirst.add(card.id);
      const firstOfType = !seenTypes.has(card.type);
      seenTypes.add(card.type);
      await answer(page, card, correct, firstOfType ? `flashcards-type${card.type}-desktop` : undefined);
      expected = advanceQueue(expected, correct);
      if (expected.length === 0) break;
      await page.waitForFunction(
        (id) =>
          Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === id,
        expected[0].id,
      );
      // a wrong answer keeps the card in the queue: the count stays; the stored queue matches after every step
      expect(await remaining(page)).toBe(correct ? before - 1 : before);
      expect((await storedQueue(page))!.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    }
    expect(seenTypes).toEqual(new Set(TYPES));
    expect(wrongFirst.size).toBe(7);
    expect(shown).toHaveLength(9 + 7);
    // the queue was shorter than every first-mistake index (11, 12, 16): each wrong card came back last
    for (const id of wrongFirst) expect(shown.lastIndexOf(id)).toBeGreaterThan(shown.indexOf(id));

    await page.getByTestId('session-finished').waitFor();
    expect(await storedQueue(page)).toBeNull(); // the queue is removed at the end
    await screenshot(page, 'flashcards-finished-desktop');
    await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null);

    // the server has every answer: a right-first card is in box 1, a wrong-then-right card in box 2
    const session = await api<{ progress: { n: number; p: number[] } }>(
      h.url,
      token,
      'GET',
      `/api/cards/session/${MATH}`,
    );
    expect(session.progress).toEqual({ n: 9, p: [0, 2, 7, 0, 0, 0, 0] });

    // back: the sidebar shows again with the reloaded progress
    await page.getByTestId('session-back').click();
    expect(await page.getByTestId('sidebar').getAttribute('inert')).toBeNull();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="summary-progress"]')?.getAttribute('data-p') ===
        '0,2,7,0,0,0,0',
    );
    await screenshot(page, 'flashcards-after-session-desktop');
  });

  it('a reload mid-session keeps the queue; continue-last-lesson resumes it', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await openMathSummary(page);
    await page.getByTestId('session-start').click();
    let queue = (await storedQueue(page))!;
    await answer(page, queue[0], false);
    queue = advanceQueue(queue, false);
    await page.waitForFunction(
      (id) =>
        Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === id,
      queue[0].id,
    );
    await answer(page, queue[0], true);
    queue = advanceQueue(queue, true);
    await page.waitForFunction(
      (n) => (JSON.parse(localStorage.getItem('cards') ?? '[]') as unknown[]).length === n,
      queue.length,
    );

    await page.reload();
    const resume = page.getByTestId('continue-last-lesson');
    await resume.waitFor();
    expect(await page.getByTestId('session').count()).toBe(0);
    expect(await page.getByTestId('continue-remaining').innerText()).toContain(`Noch ${queue.length} Karten`);
    expect(await page.getByTestId('continue-titles').innerText()).toBe('Mathematik Maturität');
    await screenshot(page, 'flashcards-continue-desktop');

    await page.getByTestId('continue-button').click();
    await page.getByTestId('session').waitFor();
    expect(await remaining(page)).toBe(queue.length);
    expect((await currentCard(page)).id).toBe(queue[0].id);
    // the card answered wrong before the reload keeps its mistake and waits at the end
    expect(queue[queue.length - 1].mistakes).toBe(1);
    expect((await storedQueue(page))!.map((c) => [c.id, c.mistakes])).toEqual(
      queue.map((c) => [c.id, c.mistakes]),
    );
  });

  it('answers given offline are kept, the learner goes on, and they arrive once after going online', async () => {
    const token = await h.login('student');
    const { page, context } = await h.page({ viewport: DESKTOP, token });
    await openMathSummary(page);
    await page.getByTestId('session-start').click();
    const queue = (await storedQueue(page))!;
    const cardsBefore = await Promise.all(
      queue.slice(0, 2).map((c) => api<ServerCard>(h.url, token, 'GET', `/api/cards/read/${c.id}`)),
    );

    await context.setOffline(true);
    await closeOfflineDialog(page);
    await answer(page, queue[0], true, undefined, false);
    const second = advanceQueue(queue, true);
    await page.waitForFunction(
      (id) =>
        Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === id,
      second[0].id,
    );
    await answer(page, second[0], true, undefined, false);
    await page.getByTestId('pending-answers').waitFor();
    expect(await page.getByTestId('pending-answers').innerText()).toContain('2 Antworten werden gesendet');
    expect(await pendingAnswers(page)).toHaveLength(2);
    expect(await page.getByTestId('error-dialog').count()).toBe(0); // no Retry/Ignore dialog for answers
    expect(await remaining(page)).toBe(queue.length - 2); // never blocked: the session went on
    await screenshot(page, 'flashcards-offline-desktop');
    // nothing reached the server yet
    for (const [i, c] of cardsBefore.entries()) {
      expect((await api<ServerCard>(h.url, token, 'GET', `/api/cards/read/${queue[i].id}`)).stack).toBe(
        c.stack,
      );
    }

    await context.setOffline(false);
    await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null, undefined, {
      timeout: 20_000,
    });
    await page.getByTestId('pending-answers').waitFor({ state: 'detached' });
    for (const [i, c] of cardsBefore.entries()) {
      const after = await api<ServerCard>(h.url, token, 'GET', `/api/cards/read/${queue[i].id}`);
      expect(after.stack).toBe(Math.min(c.stack + 1, 6)); // applied exactly once
    }
  });

  it('every card type front and back on a small screen (375×812)', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: MOBILE, token });
    await page.goto('/flashcard');
    await page.getByTestId('course-overview').click();
    await page.click(`[data-testid="recursion-select-${MATH}"]`);
    await page.getByTestId('session-summary').waitFor();
    await screenshot(page, 'flashcards-summary-mobile');
    await page.getByTestId('session-start').click();
    let queue = (await storedQueue(page))!;
    const seenTypes = new Set<number>();
    while (queue.length > 0) {
      const card = queue[0];
      expect((await currentCard(page)).id).toBe(card.id);
      const first = !seenTypes.has(card.type);
      seenTypes.add(card.type);
      const correct = !first || card.type % 2 === 0;
      await answer(page, card, correct, first ? `flashcards-type${card.type}-mobile` : undefined);
      queue = advanceQueue(queue, correct);
      if (queue.length)
        await page.waitForFunction(
          (id) =>
            Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === id,
          queue[0].id,
        );
    }
    expect(seenTypes).toEqual(new Set(TYPES));
    await page.getByTestId('session-finished').waitFor();
    await screenshot(page, 'flashcards-finished-mobile');
  });

  it('teachers see the edit link for the card; a category without cards shows the message and the way back', async () => {
    const teacher = await h.login('teacher');
    const empty = await api<{ id: number } | { category: { id: number } }>(
      h.url,
      teacher,
      'POST',
      '/api/categories',
      {
        title: 'Leeres Kapitel',
        parent_id: MATH,
        position: 9,
      },
    );
    const emptyId = 'id' in empty ? empty.id : empty.category.id;

    const { page } = await h.page({ viewport: DESKTOP, token: teacher });
    await openMathSummary(page);
    await page.getByTestId('session-start').click();
    const card = await currentCard(page);
    expect(await page.getByTestId('edit-card').getAttribute('href')).toBe(`/admin?card=${card.id}`);

    const student = await h.login('student');
    const learner = await h.page({ viewport: DESKTOP, token: student });
    await learner.page.goto('/flashcard');
    expect(await learner.page.getByTestId('edit-card').count()).toBe(0);
    await learner.page.click(`[data-testid="category-select-${MATH}"]`);
    await learner.page.click(`[data-testid="category-select-${emptyId}"]`);
    await learner.page.getByTestId('session-summary').waitFor();
    expect(await learner.page.getByTestId('summary-next').innerText()).toBe('Nächste Session: 0 Karten');
    await learner.page.getByTestId('session-start').click();
    await learner.page.getByTestId('session-empty').waitFor();
    expect(await learner.page.getByTestId('session-empty').innerText()).toContain(
      'In dieser Kategorie gibt es keine Karten.',
    );
    await screenshot(learner.page, 'flashcards-no-cards-desktop');
    await learner.page.getByTestId('session-back').click();
    await learner.page.getByTestId('session-summary').waitFor();
  });
});
