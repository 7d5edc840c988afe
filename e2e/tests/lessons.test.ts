import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addDays, calendarDateOf, displayDate, formatIsoDate, weekRange } from '@portal/core';
import {
  animationsDone,
  api,
  describeBrowser,
  DESKTOP,
  MOBILE,
  screenshot,
  useHarness,
} from '../src/harness.js';

/**
 * Weekly online lessons (issue 6) in a real browser: a teacher manages a lesson and its attachments with the
 * spec's modals and confirmations; a student browses weeks, sees the three link states and sets progress.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const today = () => formatIsoDate(calendarDateOf(new Date()));
/** Dates read DD/MM/YYYY in both languages (learner spec §5). */
const deDate = (iso: string) => displayDate(iso);

interface ApiLesson {
  id: number;
  title: string;
  day: string;
  room: string | null;
  link: string;
  password: string;
  meeting_id: string;
  puzh: string;
  pecus: string;
  files: {
    id: number;
    name: string;
    type: string;
    path: string | null;
    url: string | null;
    content_id: number | null;
  }[];
}

const lessonCard = (page: Page, title: string) => page.getByTestId('lesson').filter({ hasText: title });

/** Picks an option of a Mantine Select by its visible label. */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

async function confirm(page: Page, text: string, answer: 'OK' | 'Cancel') {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describeBrowser('lessons', () => {
  const h = useHarness();

  it('a teacher creates a lesson with an account from the data file, attaches a file, a link and a content item, edits and deletes them (wide, en)', async () => {
    const token = await h.login('teacher');
    const { page } = await h.page({ viewport: DESKTOP, language: 'en', token });
    // The app keeps the chosen language under the storage key 'language'.
    await page.context().addInitScript(() => localStorage.setItem('language', 'en'));
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });
    const week = weekRange(today(), 0);
    const weekLessons = () =>
      api<{ lessons: ApiLesson[] }>(h.url, token, 'GET', `/api/lesson/${week.from}/${week.to}`).then(
        (d) => d.lessons,
      );

    await page.goto('/lessons');
    await page.getByTestId('lessons-screen').waitFor();

    // Create Lesson: empty form → 'Fill in all fields' for 1 s.
    await page.getByTestId('lesson-create').click();
    const modal = page.getByTestId('lesson-modal');
    await modal.getByText('Create lesson').waitFor();
    await page.getByTestId('lesson-save').click();
    await expect.poll(() => page.getByTestId('lesson-form-error').textContent()).toBe('Fill in all fields');
    await expect.poll(() => page.getByTestId('lesson-form-error').textContent(), { timeout: 2500 }).toBe('');

    // Every field; the account fills link, password and meeting id; all exam types start checked.
    for (const flag of ['peth', 'pethr', 'pecus', 'ppass', 'pmatur', 'pbm2', 'puzh'])
      expect(await page.getByTestId(`lesson-flag-${flag}`).isChecked()).toBe(true);
    // the exam types read by their labels, with a legend; never their codes (issue 32)
    expect(await modal.getByLabel('UZH plus').isChecked()).toBe(true);
    expect(await modal.getByText('Learners see the lesson when their access includes').isVisible()).toBe(
      true,
    );
    expect(await modal.getByText('pecus', { exact: true }).count()).toBe(0);
    await page.getByTestId('lesson-field-title').fill('Vektoren im Raum');
    await page.getByTestId('lesson-field-description').fill('Skalarprodukt, Kreuzprodukt und Winkel.');
    await pick(page, page.getByTestId('lesson-field-room'), 'Raum 1 – Mathematik');
    await pick(page, page.getByTestId('lesson-field-account'), 'Zoom Mathematik');
    expect(await page.getByTestId('lesson-field-link').inputValue()).toBe('https://zoom.us/j/84512399112');
    expect(await page.getByTestId('lesson-field-password').inputValue()).toBe('matura24');
    expect(await page.getByTestId('lesson-field-meeting_id').inputValue()).toBe('845 1239 9112');
    // the UI kit's inputs: DD/MM/YYYY and 24-hour hours and minutes fields in both languages
    expect(await page.getByTestId('lesson-field-day').inputValue()).toBe(displayDate(today()));
    await page.getByTestId('lesson-field-start').click();
    await page.keyboard.type('1615');
    await page.getByTestId('lesson-field-end').click();
    await page.keyboard.type('1745');
    expect(await page.getByTestId('lesson-field-start-value').inputValue()).toMatch(/^16:15/);
    expect(await page.getByTestId('lesson-field-end-value').inputValue()).toMatch(/^17:45/);
    await page.getByTestId('lesson-flag-puzh').uncheck();
    await expect.poll(() => page.getByTestId('lesson-hint').textContent()).toContain('1–2 characters');
    await screenshot(page, 'lessons-teacher-create-modal-desktop-en');
    await page.getByTestId('lesson-save').click();
    await modal.waitFor({ state: 'hidden' });

    const card = lessonCard(page, 'Vektoren im Raum');
    await card.waitFor();
    expect(await card.getByTestId('lesson-time').textContent()).toContain('16:15–17:45');
    expect(await card.getByTestId('lesson-link').getAttribute('data-state')).toBe('live');
    const created = (await weekLessons()).find((l) => l.title === 'Vektoren im Raum')!;
    expect(created).toMatchObject({
      room: 'Raum 1 – Mathematik',
      meeting_id: '845 1239 9112',
      puzh: '0',
      pecus: '1',
    });

    // Attach a file (pdf), a link and a content item.
    const attach = async (type: 'File' | 'Link' | 'Content', name: string, fill: () => Promise<void>) => {
      await card.getByTestId('lesson-add-file').click();
      const dialog = page.getByTestId('attachment-modal');
      await dialog.getByText('Add attachment').waitFor();
      await page.getByTestId('attachment-name').fill(name);
      await page.getByTestId('attachment-description').fill(`${name} zur Lektion`);
      await dialog.getByText(type, { exact: true }).click();
      await fill();
      await page.getByTestId('attachment-save').click();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByTestId('lesson-file').filter({ hasText: name }).waitFor();
    };
    await card.getByTestId('lesson-add-file').click();
    await page.getByTestId('attachment-save').click();
    await expect
      .poll(() => page.getByTestId('attachment-form-error').textContent())
      .toBe('Fill in all fields');
    await page.keyboard.press('Escape');
    await page.getByTestId('attachment-modal').waitFor({ state: 'hidden' });

    // A file whose bytes are not jpeg, png or pdf is refused with the server's message.
    await card.getByTestId('lesson-add-file').click();
    await page.getByTestId('attachment-name').fill('Falsch');
    await page.getByTestId('attachment-description').fill('kein PDF');
    await page
      .getByTestId('attachment-modal')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'falsch.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('<html>no pdf</html>'),
      });
    await page.getByTestId('attachment-save').click();
    await expect
      .poll(() => page.getByTestId('attachment-form-error').textContent())
      .toBe('Only jpeg, jpg, png and pdf files are allowed.');
    await page.keyboard.press('Escape');
    await page.getByTestId('attachment-modal').waitFor({ state: 'hidden' });

    await attach('File', 'Arbeitsblatt Vektoren', () =>
      page
        .getByTestId('attachment-modal')
        .locator('input[type=file]')
        .setInputFiles({ name: 'vektoren.pdf', mimeType: 'application/pdf', buffer: PDF }),
    );
    await attach('Link', 'GeoGebra 3D', () =>
      page.getByTestId('attachment-link').fill('https://www.geogebra.org/3d'),
    );
    const demoContent = (await weekLessons())
      .flatMap((l) => l.files)
      .find((f) => f.type === 'content' && f.content_id)!;
    await attach('Content', 'Theorie Gleichungen', () =>
      page.getByTestId('attachment-content-id').fill(String(demoContent.content_id)),
    );

    const fileLink = card
      .getByTestId('lesson-file')
      .filter({ hasText: 'Arbeitsblatt Vektoren' })
      .getByTestId('lesson-file-link');
    const href = (await fileLink.getAttribute('href'))!;
    expect(href).toMatch(
      /^\/storage\/user_uploads\/\d{13}-[0-9a-f]{16}\.pdf\?expires=\d+&user=\d+&signature=[\w-]+$/,
    );
    expect(await fileLink.getAttribute('target')).toBe('_blank');
    expect((await fetch(h.url + href)).status).toBe(200);
    const contentRow = card.getByTestId('lesson-file').filter({ hasText: 'Theorie Gleichungen' });
    expect(await contentRow.getAttribute('data-type')).toBe('content');
    await contentRow.getByTestId('lesson-file-progress').waitFor();
    await screenshot(page, 'lessons-teacher-files-desktop-en');

    // Update an attachment: the type is fixed.
    const linkRow = card.getByTestId('lesson-file').filter({ hasText: 'GeoGebra 3D' });
    await linkRow.getByTestId('lesson-file-edit').click();
    const editDialog = page.getByTestId('attachment-modal');
    await editDialog.getByText('Update attachment').first().waitFor();
    expect(await page.getByTestId('attachment-name').inputValue()).toBe('GeoGebra 3D');
    expect(await editDialog.locator('input[type=radio]:disabled').count()).toBe(3);
    await page.getByTestId('attachment-name').fill('GeoGebra Rechner 3D');
    await page.getByTestId('attachment-save').click();
    await editDialog.waitFor({ state: 'hidden' });
    await card.getByTestId('lesson-file').filter({ hasText: 'GeoGebra Rechner 3D' }).waitFor();

    // Delete an attachment: Cancel keeps it, OK deletes it.
    const fileRow = card.getByTestId('lesson-file').filter({ hasText: 'Arbeitsblatt Vektoren' });
    await fileRow.getByTestId('lesson-file-delete').click();
    await confirm(page, 'Do you really want to delete the file entry?', 'Cancel');
    expect(await fileRow.count()).toBe(1);
    await fileRow.getByTestId('lesson-file-delete').click();
    await confirm(page, 'Do you really want to delete the file entry?', 'OK');
    await fileRow.waitFor({ state: 'hidden' });
    expect((await fetch(h.url + href)).status).toBe(404);

    // Update Lesson.
    await card.getByTestId('lesson-update').click();
    await modal.getByText('Update lesson').waitFor();
    expect(await page.getByTestId('lesson-flag-puzh').isChecked()).toBe(false);
    await page.getByTestId('lesson-field-title').fill('Vektoren im Raum (Teil 2)');
    await page.getByTestId('lesson-save').click();
    await modal.waitFor({ state: 'hidden' });
    const renamed = lessonCard(page, 'Vektoren im Raum (Teil 2)');
    await renamed.waitFor();

    // Attach another file, then delete the lesson: Cancel keeps it, OK deletes it and its files.
    await renamed.getByTestId('lesson-add-file').click();
    await page.getByTestId('attachment-name').fill('Lösungen');
    await page.getByTestId('attachment-description').fill('Zum Nachschauen');
    await page
      .getByTestId('attachment-modal')
      .locator('input[type=file]')
      .setInputFiles({ name: 'loesungen.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('attachment-save').click();
    const solution = renamed
      .getByTestId('lesson-file')
      .filter({ hasText: 'Lösungen' })
      .getByTestId('lesson-file-link');
    await solution.waitFor();
    const solutionHref = (await solution.getAttribute('href'))!;
    await renamed.getByTestId('lesson-delete').click();
    // the question names the lesson
    await confirm(page, 'Are you sure you want to delete Lesson “Vektoren im Raum (Teil 2)”?', 'Cancel');
    expect(await renamed.count()).toBe(1);
    await renamed.getByTestId('lesson-delete').click();
    await confirm(page, 'Are you sure you want to delete Lesson “Vektoren im Raum (Teil 2)”?', 'OK');
    await renamed.waitFor({ state: 'hidden' });
    expect((await weekLessons()).some((l) => l.title.startsWith('Vektoren'))).toBe(false);
    // The lesson is in the trash (issue 18): its attachment stays for a restore; the snackbar offers Undo. Deleted for
    // good, the orphan-upload job removes the file a day later (API tests: lessons.test.ts, trash.test.ts).
    expect((await fetch(h.url + solutionHref)).status).toBe(200);
    await page.getByTestId('undo-lesson-delete').click();
    await expect
      .poll(async () => (await weekLessons()).some((l) => l.title.startsWith('Vektoren')))
      .toBe(true);
    expect(failures).toEqual([]);
  });

  it('the teacher screen and modals fit a small screen (375x812)', async () => {
    const token = await h.login('teacher');
    const { page } = await h.page({ viewport: MOBILE, language: 'de', token });
    await page.goto('/lessons');
    await page.getByTestId('lesson').first().waitFor();
    await screenshot(page, 'lessons-teacher-mobile-de');
    await page.getByTestId('lesson-create').click();
    await page.getByTestId('lesson-modal').getByText('Lektion erstellen').first().waitFor();
    await screenshot(page, 'lessons-teacher-create-modal-mobile-de');
    // Keyboard: Escape closes the modal and the week is still there.
    await page.keyboard.press('Escape');
    await page.getByTestId('lesson-modal').waitFor({ state: 'hidden' });
    await page.getByTestId('lesson').first().waitFor();
  });

  it('a student browses weeks, sees the three link states and sets a content file’s progress (small screen, de)', async () => {
    const token = await h.login('student');
    const { page } = await h.page({ viewport: MOBILE, language: 'de', token });
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/lessons');
    await page.getByTestId('lessons-screen').waitFor();
    expect(await page.getByTestId('lesson-create').count()).toBe(0); // no teacher controls

    const range = (offset: number) => {
      const w = weekRange(today(), offset);
      return `${deDate(w.displayFrom)} – ${deDate(w.displayTo)}`;
    };
    await expect.poll(() => page.getByTestId('week-range').textContent()).toBe(range(0));

    // Today's live lesson: header 'Heute', attend button with meeting id and password.
    const live = lessonCard(page, 'Live: Gleichungen lösen');
    await live.waitFor();
    const todaySection = page.locator(`[data-testid=lesson-day][data-day="${today()}"]`);
    expect(await todaySection.getByTestId('lesson-day-header').textContent()).toBe('Heute');
    expect(await live.getByTestId('lesson-link').getAttribute('data-state')).toBe('live');
    expect(await live.getByTestId('lesson-meeting').textContent()).toContain('845 1239 9112');
    expect(await live.getByTestId('lesson-meeting').textContent()).toContain('matura');
    expect(await live.getByTestId('lesson-image').getAttribute('src')).toContain('demo-programme-math.png');
    await screenshot(page, 'lessons-student-week-mobile-de');

    // Browse: yesterday's recording and tomorrow's unavailable lesson may lie in a neighbouring week.
    const weekOf = (iso: string) => {
      for (const offset of [-1, 0, 1]) if (weekRange(today(), offset).days.includes(iso)) return offset;
      throw new Error(iso);
    };
    const showWeek = async (offset: number) => {
      await page.goto('/lessons');
      for (let i = 0; i < Math.abs(offset); i++)
        await page.getByTestId(offset < 0 ? 'week-previous' : 'week-next').click();
      await expect.poll(() => page.getByTestId('week-range').textContent()).toBe(range(offset));
    };

    await showWeek(weekOf(addDays(today(), -1)));
    const recording = lessonCard(page, 'Aufzeichnung: Geometrie');
    await recording.waitFor();
    expect(await recording.getByTestId('lesson-link').getAttribute('data-state')).toBe('recording');
    expect(await recording.getByTestId('lesson-link').textContent()).toBe('Aufzeichnung ansehen');
    expect(await recording.getByTestId('lesson-link').getAttribute('target')).toBe('_blank');
    expect(await recording.getByTestId('lesson-meeting').count()).toBe(0);
    const yesterdaySection = page.locator(`[data-testid=lesson-day][data-day="${addDays(today(), -1)}"]`);
    expect(await yesterdaySection.getByTestId('lesson-day-header').textContent()).toBe('Gestern');

    await showWeek(weekOf(addDays(today(), 1)));
    const unavailable = lessonCard(page, 'Funktionen (noch nicht verfügbar)');
    await unavailable.waitFor();
    expect(await unavailable.getByTestId('lesson-link').getAttribute('data-state')).toBe('unavailable');
    expect(await unavailable.getByTestId('lesson-link').isDisabled()).toBe(true);
    expect(await unavailable.getByTestId('lesson-link').textContent()).toBe('Nicht verfügbar');
    const tomorrowSection = page.locator(`[data-testid=lesson-day][data-day="${addDays(today(), 1)}"]`);
    expect(await tomorrowSection.getByTestId('lesson-day-header').textContent()).toBe('Morgen');

    // Two weeks ahead: nothing scheduled; 'this week' returns.
    await page.getByTestId('week-next').click();
    await page.getByTestId('week-next').click();
    await page.getByTestId('lessons-empty').waitFor();
    await page.getByTestId('week-current').click();
    await expect.poll(() => page.getByTestId('week-range').textContent()).toBe(range(0));

    // Progress of the content file: the select sends PUT /api/contents/update/{id}/stack?value=666.
    const progress = lessonCard(page, 'Live: Gleichungen lösen')
      .getByTestId('lesson-file')
      .filter({ hasText: 'Theorie' })
      .getByTestId('lesson-file-progress');
    expect(await progress.inputValue()).toBe('0');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/contents/update/') && r.request().method() === 'PUT',
    );
    await progress.selectOption('666');
    const response = await saved;
    expect(response.url()).toMatch(/\/stack\?value=666$/);
    expect(response.status()).toBe(200);
    await page.reload();
    await expect
      .poll(() =>
        lessonCard(page, 'Live: Gleichungen lösen')
          .getByTestId('lesson-file')
          .filter({ hasText: 'Theorie' })
          .getByTestId('lesson-file-progress')
          .inputValue(),
      )
      .toBe('666');
    await lessonCard(page, 'Live: Gleichungen lösen')
      .getByTestId('lesson-file-progress')
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'lessons-student-progress-mobile-de');

    // Wide layout, and the calendar subscription shows a personal feed URL that serves iCalendar.
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('calendar-subscribe').click();
    await page.getByTestId('calendar-create').click();
    const url = await page.getByTestId('calendar-url').inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await animationsDone(page); // the modal has finished growing
    await screenshot(page, 'lessons-student-calendar-desktop-de');
    const feed = await fetch(url);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await feed.text()).toContain('SUMMARY:Live: Gleichungen lösen');
    await page.keyboard.press('Escape');
    await screenshot(page, 'lessons-student-week-desktop-de');
    expect(failures).toEqual([]);
  });
});
