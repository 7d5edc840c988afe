import { describe, expect, it } from 'vitest';
import { checkDemoCard, createDemoProvider, DEMO_CARDS, luhnValid } from './demo-provider.js';

const today = new Date(2026, 10, 22); // 22 November 2026

describe('luhnValid', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234', false],
    ['42424242424242a2', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('checkDemoCard (the demo card form)', () => {
  const card = { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  it.each([
    ['the success card', card, { ok: true }],
    [
      'a declined card',
      { ...card, card_number: DEMO_CARDS.declined },
      { ok: false, status: 402, message: expect.objectContaining({ en: 'Your card was declined.' }) },
    ],
    [
      'insufficient funds',
      { ...card, card_number: DEMO_CARDS.insufficientFunds },
      {
        ok: false,
        status: 402,
        message: expect.objectContaining({ en: 'Your card has insufficient funds.' }),
      },
    ],
    [
      'a wrong check digit',
      { ...card, card_number: '4242 4242 4242 4241' },
      { ok: false, status: 422, field: 'card_number' },
    ],
    [
      'month 13',
      { ...card, expiry: '13/30' },
      {
        ok: false,
        status: 422,
        message: expect.objectContaining({ en: "Your card's expiration date is invalid." }),
      },
    ],
    [
      'last month',
      { ...card, expiry: '10/26' },
      { ok: false, status: 422, message: expect.objectContaining({ en: 'Your card has expired.' }) },
    ],
    ['this month (valid through its end)', { ...card, expiry: '11/26' }, { ok: true }],
    ['a four-digit year', { ...card, expiry: '01/2031' }, { ok: true }],
    ['a 2-digit cvc', { ...card, cvc: '12' }, { ok: false, status: 422, field: 'cvc' }],
  ])('%s', (_, input, expected) => {
    expect(checkDemoCard(input, today)).toMatchObject(expected);
  });
});

describe('demo client secrets', () => {
  it('name the intent they belong to and nothing else', async () => {
    const provider = createDemoProvider();
    const { providerRef, clientSecret } = await provider.createIntent({
      paymentId: 1,
      userId: 1,
      amountCents: 100,
      currency: 'CHF',
      description: 'x',
    });
    expect(provider.refFromClientSecret(clientSecret)).toBe(providerRef);
    expect(provider.refFromClientSecret(`${providerRef}_secret_`)).toBeNull();
    expect(provider.refFromClientSecret('pi_123_secret_abc')).toBeNull();
  });
});
