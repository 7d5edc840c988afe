import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, describeBrowser, DESKTOP, MOBILE, screenshot, useHarness } from '../src/harness.js';

/**
 * Shop, cart, demo card payment and access granted by payment (issue 7), in a real browser:
 * a new learner registers, is told to complete the profile, completes it, buys a programme with the demo
 * provider, sees it 'just bought' and 'activating', then studies it.
 */

const SCIENCE = 8; // 'Naturwissenschaften' in the demo data (category and shop page id)

/**
 * Holds GET /api/cats/generate/* until `release()`, so the 'activating' marker is seen before the generation is
 * done (then released: no fixed wait either way).
 */
async function holdGenerate(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cats/generate/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function payWithDemoCard(page: Page, cardNumber: string) {
  await page.getByTestId('demo-card-number').fill(cardNumber);
  await page.getByTestId('demo-card-expiry').fill('12/34');
  await page.getByTestId('demo-card-cvc').fill('123');
  await page.getByTestId('payment-pay').click();
}

describeBrowser('shop', () => {
  const h = useHarness();

  it('a new learner registers, completes the profile when told, buys a programme with the demo card and studies it (wide, de)', async () => {
    const { page } = await h.page({ viewport: DESKTOP, language: 'de' });
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });

    // Logged out: the shop is viewable; buying asks to log in and sends the visitor to /content/theory.
    await page.goto('/shop');
    await page.getByTestId(`shop-product-${SCIENCE}`).click();
    await expect.poll(() => page.getByTestId('shop-price').textContent()).toBe('CHF\u00a0240.00');
    await page.getByTestId('shop-duration').selectOption('3');
    await expect.poll(() => page.getByTestId('shop-price').textContent()).toBe('CHF\u00a0172.50');
    await page.getByTestId('shop-please-login').waitFor();
    await screenshot(page, 'shop-logged-out-desktop-de');
    await page.getByTestId('shop-login').click();
    await page.waitForURL('**/content/theory');

    // Register.
    await page.getByTestId('auth-panel').waitFor();
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    const email = `kaeuferin-${Date.now()}@learner.test`;
    await page.getByTestId('register-name').fill('Nora Keller');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('secret-password');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-form').locator('button[type=submit]').click();
    await page.getByTestId('user-menu-button').waitFor();

    // The shop tells the new learner to complete the profile first.
    await page.goto('/shop');
    await page.getByTestId(`shop-product-${SCIENCE}`).click();
    await page.getByTestId('shop-provide-info').waitFor();
    expect(await page.getByTestId('shop-provide-info').textContent()).toContain(
      'Bitte gib gültige Benutzerdaten an',
    );
    expect(await page.getByTestId('shop-buy').count()).toBe(0);
    await screenshot(page, 'shop-provide-info-desktop-de');

    // ... with a button that opens the profile panel.
    await page.getByTestId('shop-open-profile').click();
    const profile = page.getByTestId('panel-profile');
    await profile.waitFor();
    expect(await page.getByTestId('profile-banner').getAttribute('data-complete')).toBe('false');
    await page.getByTestId('profile-first_name').fill('Nora');
    await page.getByTestId('profile-last_name').fill('Keller');
    await page.getByTestId('profile-birthdate').fill('14/03/1999');
    await page.getByTestId('profile-address').fill('Seestrasse 8');
    await page.getByTestId('profile-zip').fill('8002');
    await page.getByTestId('profile-city').fill('Zürich');
    await page.getByTestId('profile-country').fill('Schweiz');
    await page.getByTestId('profile-form').locator('button[type=submit]').click();
    await expect.poll(() => page.getByTestId('profile-banner').getAttribute('data-complete')).toBe('true');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    // Verified now: Buy adds the selection to the cart and opens the cart.
    await page.getByTestId('shop-buy').click();
    const cart = page.getByTestId('panel-cart');
    await cart.getByTestId(`cart-item-${SCIENCE}`).waitFor();
    expect(await cart.getByTestId('cart-item-price').textContent()).toBe('CHF\u00a0240.00');
    await screenshot(page, 'shop-cart-desktop-de');

    // Buying without the terms shows the error for 2 s.
    await cart.getByTestId('cart-buy').click();
    await expect.poll(() => cart.getByTestId('cart-message').textContent()).toContain('Geschäftsbedingungen');
    await expect.poll(() => cart.getByTestId('cart-message').textContent(), { timeout: 4000 }).toBe('');

    await cart.getByTestId('cart-terms').check();
    await cart.getByTestId('cart-buy').click();
    const payment = page.getByTestId('panel-payment');
    await payment.getByTestId('demo-notice').waitFor();
    await screenshot(page, 'shop-payment-demo-desktop-de');

    // A declined card: 'transactionError' for 2 s, nothing bought.
    await payWithDemoCard(page, '4000 0000 0000 0002');
    await payment.getByTestId('payment-error').waitFor();
    const declined = await payment.getByTestId('payment-error').textContent();
    expect(declined).toContain('Die Zahlung konnte nicht abgeschlossen werden.');
    expect(declined).toContain('Deine Karte wurde abgelehnt.');
    await screenshot(page, 'shop-payment-declined-desktop-de');
    await payment.getByTestId('payment-error').waitFor({ state: 'detached', timeout: 4000 });

    // The success card: 'succesufullPayment', then after 2 s the bought items open.
    const releaseGenerate = await holdGenerate(page);
    await payWithDemoCard(page, '4242 4242 4242 4242');
    await page.locator('[data-testid=payment][data-status=succeeded]').waitFor();
    expect(await payment.getByTestId('payment-status').textContent()).toContain(
      'Deine Zahlung war erfolgreich',
    );
    await screenshot(page, 'shop-payment-success-desktop-de');

    const bought = page.getByTestId('panel-bought');
    const item = bought.getByTestId(`bought-item-${SCIENCE}`);
    await item.waitFor();
    await item.getByTestId('bought-just-bought').waitFor();
    await item.getByTestId('bought-activating').waitFor();
    expect(await item.getByTestId('bought-just-bought').textContent()).toBe('soeben gekauft');
    await screenshot(page, 'shop-bought-activating-desktop-de');
    releaseGenerate();
    await item.getByTestId('bought-activating').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await item.getByTestId('bought-just-bought').count()).toBe(1);
    expect(await item.getByTestId('bought-receipt').getAttribute('href')).toMatch(
      /\/api\/payments\/demo\/receipt\/demo_pi_/,
    );
    await page.keyboard.press('Escape');
    await bought.waitFor({ state: 'detached' });

    // Study it: the course tree now holds the programme; a flashcard session starts with its cards.
    await page.getByRole('link', { name: 'Lernkarten' }).first().click();
    await page.getByTestId(`category-select-${SCIENCE}`).click();
    await page.getByTestId('session-start').click();
    await page.getByTestId('card').first().waitFor();
    await screenshot(page, 'shop-studies-programme-desktop-de');
    expect(failures).toEqual([]);
  });

  it('small screens, English: buying a second time extends the access; bought items list both (mobile, en)', async () => {
    const email = `buyer-${Date.now()}@learner.test`;
    const { token } = await api<{ token: string }>(h.url, null, 'POST', '/api/auth/register', {
      name: 'Leo Buyer',
      email,
      password: 'secret-password',
      terms: true,
    });
    await api(h.url, token, 'POST', '/api/user/update', {
      first_name: 'Leo',
      last_name: 'Buyer',
      birthdate: '2000-05-20',
      address: 'Bahnhofstrasse 3',
      zip: '3000',
      city: 'Bern',
      country: 'Switzerland',
      parent: 0,
    });
    const { page, context } = await h.page({ viewport: MOBILE, language: 'en', token });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/shop');
    await page.getByTestId('shop-products').waitFor();
    await screenshot(page, 'shop-list-mobile-en');

    const buy = async (months: string) => {
      await page.getByTestId(`shop-product-${SCIENCE}`).click();
      await page.getByTestId('shop-exam-type').selectOption('eth');
      await page.getByTestId('shop-duration').selectOption(months);
      await page.getByTestId('shop-buy').click();
      const cart = page.getByTestId('panel-cart');
      await cart.getByTestId(`cart-item-${SCIENCE}`).waitFor();
      return cart;
    };

    let cart = await buy('6');
    await screenshot(page, 'shop-cart-mobile-en');
    await cart.getByTestId('cart-terms').check();
    await cart.getByTestId('cart-buy').click();
    await page.getByTestId('demo-notice').waitFor();
    await screenshot(page, 'shop-payment-demo-mobile-en');
    const releaseGenerate = await holdGenerate(page);
    await payWithDemoCard(page, '4242424242424242');
    await page.locator('[data-testid=payment][data-status=succeeded]').waitFor();
    const first = page.getByTestId(`bought-item-${SCIENCE}`);
    await first.getByTestId('bought-activating').waitFor();
    expect(await first.getByTestId('bought-activating').textContent()).toBe('activating');
    await screenshot(page, 'shop-bought-activating-mobile-en');
    releaseGenerate();
    await first.getByTestId('bought-activating').waitFor({ state: 'detached', timeout: 15_000 });
    const firstExpiry = (await first.getByTestId('bought-expiry').textContent())!.replace(
      'Access until ',
      '',
    );
    await page.keyboard.press('Escape');

    // The cart shows the expiry a second purchase would give: extended from the running access.
    await page.getByTestId('shop-back').click();
    cart = await buy('3');
    const extended = await cart.getByTestId('cart-item-expiry').textContent();
    const [d, m, y] = firstExpiry.split('/').map(Number);
    const expected = new Date(Date.UTC(y, m - 1 + 3, 1));
    const lastDay = new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(extended).toBe(
      `Access until ${pad(Math.min(d, lastDay))}/${pad(expected.getUTCMonth() + 1)}/${expected.getUTCFullYear()}`,
    );
    await cart.getByTestId('cart-terms').check();
    await cart.getByTestId('cart-buy').click();
    await payWithDemoCard(page, '4242424242424242');
    await page.getByTestId('panel-bought').waitFor();
    await expect.poll(() => page.getByTestId(`bought-item-${SCIENCE}`).count()).toBe(2);
    await screenshot(page, 'shop-bought-mobile-en');
    const boughtList = await api<{ bought: { expiration_date: string }[] }>(
      h.url,
      token,
      'GET',
      '/api/shop/bought',
    );
    const expiries = boughtList.bought.map((b) => b.expiration_date).sort();
    expect(expiries).toHaveLength(2);
    expect(expiries[0]).toBe(`${y}-${pad(m)}-${pad(d)}`);
  });

  it('the cart is empty and the bought items say so for a learner who bought nothing (wide, en)', async () => {
    const { token } = await api<{ token: string }>(h.url, null, 'POST', '/api/auth/register', {
      name: 'Empty Cart',
      email: `empty-${Date.now()}@learner.test`,
      password: 'secret-password',
      terms: true,
    });
    const { page, context } = await h.page({ viewport: DESKTOP, language: 'en', token });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/shop');
    await page.getByTestId('shop-go-to-cart').click();
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').textContent()).toBe('Your cart is empty.');
    await screenshot(page, 'shop-cart-empty-desktop-en');
    await page.keyboard.press('Escape');
    await page.getByTestId(`shop-product-${SCIENCE}`).click();
    await page.getByTestId('shop-detail').waitFor();
    await screenshot(page, 'shop-detail-desktop-en');
  });
});
