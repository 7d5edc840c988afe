import { randomBytes } from 'node:crypto';
import type { CreateIntentInput, CreatedIntent, PaymentProvider } from './provider.js';
import { defineMessages, type CatalogueMessage } from '../../lib/i18n/catalogue.js';

/**
 * The demo provider (demo mode only): no money moves. The payment modal shows a clearly labelled demo
 * card form; the test cards behave like Stripe's: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * and 4000 0000 0000 9995 are declined.
 */
export interface DemoProvider extends PaymentProvider {
  readonly kind: 'demo';
  /** The intent id a client secret belongs to (null when it is not a demo client secret). */
  refFromClientSecret(clientSecret: string): string | null;
  checkCard(card: DemoCard, today: Date): DemoCardResult;
}

export interface DemoCard {
  card_number: string;
  /** 'MM/YY' */
  expiry: string;
  cvc: string;
}

export type DemoCardResult =
  { ok: true } | { ok: false; status: 402 | 422; field: keyof DemoCard; message: CatalogueMessage };

export const DEMO_CARD_MESSAGES = defineMessages('card_payment', {
  declined: { en: 'Your card was declined.', de: 'Deine Karte wurde abgelehnt.' },
  insufficientFunds: {
    en: 'Your card has insufficient funds.',
    de: 'Deine Karte ist nicht ausreichend gedeckt.',
  },
  invalidNumber: { en: 'Your card number is invalid.', de: 'Deine Kartennummer ist ungültig.' },
  invalidExpiry: {
    en: "Your card's expiration date is invalid.",
    de: 'Das Ablaufdatum deiner Karte ist ungültig.',
  },
  expired: { en: 'Your card has expired.', de: 'Deine Karte ist abgelaufen.' },
  invalidCvc: {
    en: "Your card's security code is invalid.",
    de: 'Der Sicherheitscode deiner Karte ist ungültig.',
  },
});

export const DEMO_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DEMO_SECRET = /^(demo_pi_[a-f0-9]{24})_secret_[a-f0-9]{24}$/;

/** The Luhn check digit rule every card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkDemoCard(card: DemoCard, today: Date): DemoCardResult {
  const number = card.card_number.replace(/[\s-]/g, '');
  if (!luhnValid(number))
    return { ok: false, status: 422, field: 'card_number', message: DEMO_CARD_MESSAGES.invalidNumber };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12)
    return { ok: false, status: 422, field: 'expiry', message: DEMO_CARD_MESSAGES.invalidExpiry };
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < today.getFullYear() * 12 + today.getMonth() + 1)
    return { ok: false, status: 422, field: 'expiry', message: DEMO_CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    return { ok: false, status: 422, field: 'cvc', message: DEMO_CARD_MESSAGES.invalidCvc };
  if (number === DEMO_CARDS.declined)
    return { ok: false, status: 402, field: 'card_number', message: DEMO_CARD_MESSAGES.declined };
  if (number === DEMO_CARDS.insufficientFunds)
    return { ok: false, status: 402, field: 'card_number', message: DEMO_CARD_MESSAGES.insufficientFunds };
  return { ok: true };
}

export function createDemoProvider(): DemoProvider {
  return {
    kind: 'demo',
    publishableKey: null,
    async createIntent(_input: CreateIntentInput): Promise<CreatedIntent> {
      const providerRef = `demo_pi_${randomBytes(12).toString('hex')}`;
      return { providerRef, clientSecret: `${providerRef}_secret_${randomBytes(12).toString('hex')}` };
    },
    async cancelIntent() {
      // Nothing to cancel: a demo payment is confirmed only through the portal, which checks its state.
    },
    refFromClientSecret(clientSecret) {
      return DEMO_SECRET.exec(clientSecret)?.[1] ?? null;
    },
    checkCard: checkDemoCard,
  };
}
