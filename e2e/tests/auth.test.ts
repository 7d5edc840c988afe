import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, describeBrowser, MOBILE, screenshot, useHarness } from '../src/harness.js';

async function openUserMenu(page: Page) {
  await page.locator('[data-testid="user-menu-button"]:visible').click();
  await page.getByTestId('user-menu').waitFor();
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page
    .getByTestId('login-form')
    .getByRole('button', { name: /anmelden|log in/i })
    .click();
}

describeBrowser('accounts in the browser', () => {
  const h = useHarness();

  it('registers a new user, who is then logged in, and logs out again', async () => {
    const { page } = await h.page({ language: 'en' });
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/flashcard');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByTestId('register-name').fill('Nora Neu');
    await page.getByTestId('register-email').fill('nora@learner.test');
    await page.getByTestId('register-password').fill('vier unabhängige Wörter am Fluss');
    await page.getByTestId('register-form').getByRole('button', { name: 'Register' }).click();
    // Terms not accepted: the popup says so and nothing is created.
    await expect
      .poll(() => page.getByTestId('popup-message').textContent())
      .toBe('Please accept the terms and conditions.');
    await screenshot(page, 'auth-register-terms-error');
    await page.keyboard.press('Escape');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-form').getByRole('button', { name: 'Register' }).click();
    await page.locator('[data-testid="user-menu-button"]:visible').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
    await screenshot(page, 'auth-registered');

    await openUserMenu(page);
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/flashcard');
  });

  it.each([
    [
      'de',
      'Registrieren',
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
      'Dieses Passwort ist zu verbreitet und steht in Listen geleakter Passwörter. Bitte wähle ein anderes, z. B. ein paar Wörter, die nichts miteinander zu tun haben.',
    ],
    [
      'en',
      'Register',
      'The password must be at least 8 characters.',
      'This password is too common and appears in lists of leaked passwords. Please choose another one, e.g. a few unrelated words.',
    ],
  ] as const)(
    'registration (%s) shows the password rule before submitting and sends nothing for a common password',
    async (language, tab, tooShort, tooCommon) => {
      const { page } = await h.page({ language });
      let registers = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/auth/register')) registers++;
      });
      await page.goto('/flashcard');
      await page.getByRole('tab', { name: tab }).click();
      const password = page.getByTestId('register-password');
      await password.fill('short');
      await page.getByTestId('register-name').click();
      await expect.poll(() => page.getByText(tooShort).count()).toBe(1);
      await password.fill('password');
      await expect.poll(() => page.getByText(tooCommon).count()).toBe(1);
      await screenshot(page, `auth-register-common-password-${language}`);
      await page.getByTestId('register-name').fill('Otto Oft');
      await page.getByTestId('register-email').fill(`otto-${language}@learner.test`);
      await page.getByTestId('register-terms').check();
      await page.getByTestId('register-form').getByRole('button', { name: tab }).click();
      await expect.poll(() => page.getByTestId('popup-message').textContent()).toBe(tooCommon);
      expect(registers).toBe(0);
    },
  );

  it.each([
    // Every logged-in user has Shop, Cart and Bought products (issue 20, DESIGN §4): buyers find their receipts.
    ['student', { admin: false, cache: false, shop: true, cart: true, bought: true }],
    ['teacher', { admin: true, cache: true, shop: true, cart: true, bought: true }],
    ['admin', { admin: true, cache: true, shop: true, cart: true, bought: true }],
  ] as const)('logs in as the demo %s and shows the menu entries of that role', async (who, entries) => {
    const { page } = await h.page({ language: 'en' });
    await page.goto('/flashcard');
    await loginThroughForm(page, DEMO[who], DEMO_PASSWORD);
    await page.locator('[data-testid="user-menu-button"]:visible').waitFor();
    await openUserMenu(page);
    for (const [entry, visible] of Object.entries(entries)) {
      expect(await page.getByTestId(`menu-${entry}`).count(), `${who} menu-${entry}`).toBe(visible ? 1 : 0);
    }
    for (const always of ['instructions', 'logout'])
      expect(await page.getByTestId(`menu-${always}`).count()).toBe(1);
    await screenshot(page, `auth-menu-${who}`);
  });

  it('shows the Oops popup with the server message when the password is wrong', async () => {
    const { page } = await h.page({ viewport: MOBILE, language: 'en' });
    await page.goto('/flashcard');
    await loginThroughForm(page, DEMO.student, 'wrong-password');
    const popup = page.getByTestId('popup-oops');
    await popup.waitFor();
    expect(await popup.getByText('Oops...').count()).toBe(1);
    expect(await page.getByTestId('popup-message').textContent()).toBe(
      'These credentials do not match our records.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'auth-failed-login-mobile');
  });

  // Issue 32: the server's refusals in the user's language, at their field (named, aria-invalid, announced).
  it.each([
    {
      language: 'de',
      viewport: undefined,
      loginTab: 'Anmelden',
      registerTab: 'Registrieren',
      wrongPassword:
        'E-Mail-Adresse oder Passwort stimmen nicht. Prüfe deine Eingabe oder setze dein Passwort zurück.',
      taken: 'Diese E-Mail-Adresse ist schon registriert. Melde dich an oder setze dein Passwort zurück.',
      zipTooLong: '„PLZ“ darf höchstens 20 Zeichen lang sein.',
    },
    {
      language: 'en',
      viewport: MOBILE,
      loginTab: 'Login',
      registerTab: 'Register',
      wrongPassword: 'These credentials do not match our records.',
      taken: 'The email has already been taken.',
      zipTooLong: 'The postcode may not be longer than 20 characters.',
    },
  ] as const)(
    'refusals at their field in $language: a wrong password, a taken email, a profile field too long',
    async ({ language, viewport, registerTab, wrongPassword, taken, zipTooLong }) => {
      const { page } = await h.page({ language, ...(viewport ? { viewport } : {}) });
      /** The error Mantine shows for the input: it names it (aria-describedby) and marks it aria-invalid. */
      const errorAt = async (testId: string) => {
        const input = page.getByTestId(testId);
        await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
        const ids = (await input.getAttribute('aria-describedby')) ?? '';
        const texts = await Promise.all(
          ids.split(' ').map((id) =>
            page
              .locator(`[id="${id}"]`)
              .innerText()
              .catch(() => ''),
          ),
        );
        return texts.join(' ').trim();
      };
      const closePopup = async () => {
        await page.getByTestId('popup-message').waitFor();
        await page.keyboard.press('Escape');
        await page.getByTestId('popup-message').waitFor({ state: 'detached' });
      };

      await page.goto('/flashcard');
      await loginThroughForm(page, DEMO.student, 'not-the-password');
      expect(await errorAt('login-email')).toBe(wrongPassword);
      // announced: the field's error is an alert
      expect(await page.getByTestId('field-error').getAttribute('role')).toBe('alert');
      await closePopup();
      await screenshot(page, `auth-field-wrong-password-${language}`);

      await page.getByRole('tab', { name: registerTab }).click();
      await page.getByTestId('register-name').fill('Zweite Stella');
      await page.getByTestId('register-email').fill(DEMO.student);
      await page.getByTestId('register-password').fill('vier unabhängige Wörter am Fluss');
      await page.getByTestId('register-terms').check();
      await page.getByTestId('register-form').getByRole('button', { name: registerTab }).click();
      expect(await errorAt('register-email')).toBe(taken);
      await closePopup();
      await screenshot(page, `auth-field-taken-email-${language}`);
      // the field's error ends as the field changes
      await page.getByTestId('register-email').fill(`stella-${language}@learner.test`);
      await expect
        .poll(() => page.getByTestId('register-email').getAttribute('aria-invalid'))
        .not.toBe('true');
      await page.getByTestId('register-form').getByRole('button', { name: registerTab }).click();
      await page.locator('[data-testid="user-menu-button"]:visible').waitFor();

      await openUserMenu(page);
      await page.getByTestId('menu-profile').click();
      await page.getByTestId('profile-banner').waitFor();
      await page.getByTestId('profile-zip').fill('8'.repeat(21));
      await page.getByTestId('profile-form').locator('button[type="submit"]').click();
      expect(await errorAt('profile-zip')).toBe(zipTooLong);
      await page.getByTestId('profile-zip').scrollIntoViewIfNeeded();
      await screenshot(page, `auth-field-profile-too-long-${language}`);
    },
  );
});
