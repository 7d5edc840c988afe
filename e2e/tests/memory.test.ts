import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, advanceQueue } from '@portal/core';
import { api, describeBrowser, DESKTOP, MOBILE, screenshot, useHarness } from '../src/harness.js';
import { answer, currentCard, storedQueue } from './cards.shared.js';

/**
 * The memory model in the browser (issue 17): a learner's right answers turn the bar toward green, the exam
 * date is set on the summary with its figures, the statistics view renders in German and English with its
 * tables, and a teacher reads the analytics of a category.
 */

/** The demo programme 'Mathematik//Maturität' (the student's own role): 9 cards of all seven types. */
const MATH = 1;

interface Exam {
  programme: { id: number; title: string } | null;
  exam_date: string | null;
  default_exam_date: string | null;
  access_until: string | null;
  custom: boolean;
  predicted_recall: number | null;
  cards_per_day: number | null;
}

/** expect.poll with room for a loaded machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 30_000, interval: 100 });

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function openMathSummary(page: Page) {
  await page.goto('/flashcard');
  await page.click(`[data-testid="category-select-${MATH}"]`);
  await page.getByTestId('session-summary').waitFor();
}

/** The summary bar's counts per level. */
const barLevels = async (page: Page) =>
  ((await page.getByTestId('summary-progress').getAttribute('data-p')) ?? '').split(',').map(Number);

describeBrowser('memory', () => {
  const h = useHarness();

  it('before any answer: the statistics view shows its empty states', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: DESKTOP, token, language: 'en' });
    await page.goto(`/statistics/${MATH}`);
    await page.getByTestId('stats-levels').waitFor();
    expect(await page.getByTestId('stats-answers-empty').innerText()).toContain('No answers yet');
    expect(await page.getByTestId('stats-due-empty').innerText()).toContain('No card is due');
    expect(await page.getByTestId('stats-levels-table').locator('tbody tr').count()).toBe(7);
    await screenshot(page, 'memory-stats-empty-desktop');
  });

  it('a session of right answers moves the bar from grey toward green', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await openMathSummary(page);
    expect(await barLevels(page)).toEqual([9, 0, 0, 0, 0, 0, 0]);
    // the set: nothing is due yet, all 9 are new
    const plan = page.getByTestId('summary-plan');
    expect(await plan.innerText()).toBe('Davon 0 zur Wiederholung fällig und 9 neu.');
    expect(await page.getByTestId('progress-legend').innerText()).toContain('letzte Antwort falsch');
    await page.getByTestId('exam-block').waitFor();
    await screenshot(page, 'memory-summary-before-desktop');

    await page.getByTestId('session-start').click();
    let queue = (await storedQueue(page))!;
    while (queue.length > 0) {
      expect((await currentCard(page)).id).toBe(queue[0].id);
      await answer(page, queue[0], true);
      queue = advanceQueue(queue, true);
      if (queue.length)
        await page.waitForFunction(
          (id) =>
            Number(document.querySelector('[data-testid="card-title"]')?.getAttribute('data-card-id')) === id,
          queue[0].id,
        );
    }
    await page.getByTestId('session-finished').waitFor();
    await page.waitForFunction(() => localStorage.getItem('pendingAnswers') === null);
    await page.getByTestId('session-back').click();

    // every card answered right at once is remembered for days: level 3 or more, none grey or red
    await poll(async () => {
      const p = await barLevels(page);
      return p.slice(0, 3).every((n) => n === 0) && p.slice(3).reduce((a, b) => a + b, 0) === 9;
    }).toBe(true);
    // the course overview's bar too
    await poll(async () =>
      ((await page.getByTestId(`category-progress-${MATH}`).first().getAttribute('data-p')) ?? '')
        .split(',')
        .map(Number)
        .slice(0, 3)
        .every((n) => n === 0),
    ).toBe(true);
    // nothing due and nothing new: the next set practises the cards most likely forgotten
    await poll(() => page.getByTestId('summary-plan').getAttribute('data-practice')).toBe('true');
    expect(await page.getByTestId('summary-plan').innerText()).toContain('Nichts ist fällig');
    await screenshot(page, 'memory-summary-after-desktop');
  });

  it('the learner sets an exam date on the summary; it is saved and the figures show', async () => {
    const token = await h.login('student');
    const before = await api<Exam>(h.url, token, 'GET', `/api/exam/${MATH}`);
    expect(before.programme).not.toBeNull();
    expect(before.custom).toBe(false);
    expect(before.exam_date).toBe(before.default_exam_date);
    const today = new Date().toISOString().slice(0, 10);
    const target = [
      addDays(today, 14),
      ...(before.access_until ? [addDays(before.access_until, -1)] : []),
    ].sort()[0];

    const { page } = await h.page({ viewport: DESKTOP, token });
    await openMathSummary(page);
    const block = page.getByTestId('exam-block');
    await block.waitFor();
    expect(await page.getByTestId('exam-date-text').innerText()).toContain(dmy(before.exam_date!));
    // a range once there are 20 answers, before that "not started" or withheld (issue 29)
    expect(await page.getByTestId('exam-recall').innerText()).toMatch(
      /^Voraussichtlich gewusst am Prüfungstag: (\d+ % \(wahrscheinlich zwischen \d+ % und \d+ %\)|noch nicht begonnen|wird nach 20 Antworten gezeigt \(bisher \d+\))$/,
    );
    expect(await page.getByTestId('exam-targets').innerText()).toContain(
      'Ziele: 90 % der Karten am Prüfungstag gewusst; bis dahin kommt jede Karte wieder, wenn du sie nur noch zu etwa 80 % weisst',
    );
    expect(await page.getByTestId('exam-save').isDisabled()).toBe(true);
    expect(await page.getByTestId('exam-reset').isDisabled()).toBe(true);

    // typed as DD/MM/YYYY, by keyboard
    const input = page.getByTestId('exam-date-input');
    await input.click();
    await input.fill(dmy(target));
    await page.keyboard.press('Escape');
    await page.getByTestId('exam-save').click();
    await poll(() => page.getByTestId('exam-date-text').getAttribute('data-date')).toBe(target);
    const saved = await api<Exam>(h.url, token, 'GET', `/api/exam/${MATH}`);
    expect(saved).toMatchObject({ exam_date: target, custom: true });
    expect(await page.getByTestId('exam-date-text').innerText()).toContain(dmy(target));
    expect(await input.inputValue()).toBe(dmy(target));
    expect(Number(await page.getByTestId('exam-recall').getAttribute('data-value'))).toBe(
      Math.round(saved.predicted_recall ?? -1),
    );
    if (saved.cards_per_day !== null)
      expect(await page.getByTestId('exam-per-day').innerText()).toMatch(
        /^Karten pro Tag, um bereit zu sein: \d+$/,
      );
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, 'memory-exam-desktop');

    // the server's refusal shows under the field (here: a 422 for a date the picker let through)
    await page.route(`**/api/exam/${MATH}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'The exam date must be between 26/11/2026 and 31/12/2026.',
              errors: { exam_date: ['The exam date must be between 26/11/2026 and 31/12/2026.'] },
            }),
          })
        : route.continue(),
    );
    await input.fill(dmy(addDays(target, -1)));
    await page.keyboard.press('Escape');
    await page.getByTestId('exam-save').click();
    await poll(() => block.innerText()).toContain('The exam date must be between 26/11/2026 and 31/12/2026.');
    await page.unroute(`**/api/exam/${MATH}`);

    // back to the end of access
    await page.getByTestId('exam-reset').click();
    await poll(() => page.getByTestId('exam-date-text').getAttribute('data-date')).toBe(
      before.default_exam_date,
    );
    expect(await api<Exam>(h.url, token, 'GET', `/api/exam/${MATH}`)).toMatchObject({ custom: false });

    const phone = await h.page({ viewport: MOBILE, token });
    await phone.page.goto('/flashcard');
    await phone.page.getByTestId('course-overview').click();
    await phone.page.click(`[data-testid="recursion-select-${MATH}"]`);
    await phone.page.getByTestId('session-summary').waitFor();
    await phone.page.getByTestId('exam-block').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'memory-exam-mobile');
  });

  it('the statistics view renders in German and in English, with a table for every chart', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: DESKTOP, token });
    await openMathSummary(page);
    await page.getByTestId('open-statistics').click();
    await page.waitForURL(`**/statistics/${MATH}`);
    await page.getByTestId('stats-levels').waitFor(); // the figures have arrived
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Statistik: Mathematik Maturität');
    expect(await page.getByTestId('stats-answers-summary').innerText()).toMatch(
      /^\d+ Antworten in den letzten 30 Tagen, \d+ % richtig\.$/,
    );
    // the charts load lazily; their tables are in the page for screen readers all along
    await page.locator('[data-testid="stats-answers"] .recharts-surface').first().waitFor();
    await page.locator('[data-testid="stats-due"] .recharts-surface').first().waitFor();
    expect(await page.getByTestId('stats-answers-table').locator('tbody tr').count()).toBe(30);
    expect(await page.getByTestId('stats-due-table').locator('tbody tr').count()).toBe(30);
    expect(await page.getByRole('table', { name: 'Antworten pro Tag' }).locator('tbody tr').count()).toBe(30);
    expect(await page.getByTestId('stats-exam').innerText()).toContain(
      'Voraussichtlich gewusst am Prüfungstag',
    );
    await screenshot(page, 'memory-stats-de-desktop');

    // "show as table" replaces the chart
    const toggle = page.getByTestId('stats-answers-toggle');
    expect(await toggle.innerText()).toBe('Als Tabelle zeigen');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-testid="stats-answers"] .recharts-surface').count()).toBe(0);
    expect(await page.getByTestId('stats-answers-table').isVisible()).toBe(true);
    const today = await page.getByTestId('stats-answers-table').locator('tbody tr').last().innerText();
    expect(today.split(/\s+/).slice(1).map(Number)[0]).toBeGreaterThanOrEqual(9); // today's right answers
    await page.getByTestId('stats-answers-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'memory-stats-de-table-desktop');

    const en = await h.page({ viewport: DESKTOP, token, language: 'en' });
    await en.page.goto(`/statistics/${MATH}`);
    await en.page.getByTestId('statistics-screen').waitFor();
    await en.page.getByTestId('stats-levels').waitFor();
    expect(await en.page.getByRole('heading', { level: 1 }).innerText()).toBe(
      'Statistics: Mathematik Maturität',
    );
    expect(await en.page.getByTestId('stats-answers-summary').innerText()).toMatch(
      /^\d+ answers in the last 30 days, \d+ % right\.$/,
    );
    expect(await en.page.getByRole('table', { name: 'Answers per day' }).count()).toBe(1);
    expect(await en.page.getByRole('table', { name: 'Due cards in the next 30 days' }).count()).toBe(1);
    expect(await en.page.getByTestId('stats-levels-table').innerText()).toContain('remembered 1–7 days');
    await en.page.locator('[data-testid="stats-answers"] .recharts-surface').first().waitFor();
    await screenshot(en.page, 'memory-stats-en-desktop');

    const phone = await h.page({ viewport: MOBILE, token, language: 'en' });
    await phone.page.goto(`/statistics/${MATH}`);
    await phone.page.locator('[data-testid="stats-answers"] .recharts-surface').first().waitFor();
    await screenshot(phone.page, 'memory-stats-en-mobile');
    await phone.page.getByTestId('stats-due').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'memory-stats-en-mobile-due');
  });

  it('a teacher opens the analytics of a category: hardest cards first, learners over the levels', async () => {
    const token = await h.login('teacher');
    const { page } = await h.page({ viewport: DESKTOP, token, language: 'en' });
    await page.goto('/admin');
    await page.getByTestId(`tree-title-${MATH}`).click();
    await page.getByTestId('category-edit').waitFor();
    await page.getByTestId('analytics-toggle').click();
    await page.getByTestId('analytics-body').waitFor();
    expect(await page.getByTestId('analytics-learners').innerText()).toMatch(
      /\d+ learners? holds? this programme/,
    );
    const rows = page.getByTestId('analytics-cards').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    // hardest first: the cards marked for review, then by error rate
    const order = await rows.evaluateAll((trs) =>
      trs.map((tr) => ({
        flagged: tr.getAttribute('data-flagged') === 'true',
        rate: Number((tr.querySelector('td:nth-child(4)')?.textContent ?? '').replace(/\D+/g, '')),
      })),
    );
    const firstUnflagged = order.findIndex((o) => !o.flagged);
    if (firstUnflagged >= 0) expect(order.slice(firstUnflagged).every((o) => !o.flagged)).toBe(true);
    const rates = order.filter((o) => !o.flagged).map((o) => o.rate);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
    expect(await page.getByTestId('analytics-levels').getAttribute('aria-label')).toContain('never answered');
    await page.getByTestId('analytics').scrollIntoViewIfNeeded();
    await screenshot(page, 'memory-analytics-desktop');

    // a card's title opens it in the card editor
    const first = page.getByTestId('analytics-open-card').first();
    const title = await first.innerText();
    await first.click();
    await page.getByTestId('card-editor').waitFor();
    expect((await page.getByTestId('card-title').inputValue()).replace(/\/\//g, ' ')).toContain(
      title.split(' ')[0],
    );

    const phone = await h.page({ viewport: MOBILE, token, language: 'en' });
    await phone.page.goto('/admin');
    await phone.page.getByTestId(`tree-title-${MATH}`).click();
    await phone.page.getByTestId('analytics-toggle').click();
    await phone.page.getByTestId('analytics-body').waitFor();
    await phone.page.getByTestId('analytics').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'memory-analytics-mobile');
  });
});
