import { z } from 'zod';
import { ANOMALY_KINDS } from '../../db/schema.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const PAYMENT_MESSAGES = defineMessages('payments', {
  invalidSignature: { en: 'Invalid signature', de: 'Ungültige Signatur.' },
  notFound: { en: 'Payment not found', de: 'Diese Zahlung gibt es nicht (mehr).' },
  demoOnly: { en: 'Not found', de: 'Nicht gefunden.' },
  alreadyPaid: {
    en: 'This payment has already been completed.',
    de: 'Diese Zahlung ist schon abgeschlossen.',
  },
  notOpen: {
    en: 'This payment is no longer open (your cart changed). Please start the payment again.',
    de: 'Diese Zahlung ist nicht mehr offen (dein Warenkorb hat sich geändert). Bitte starte die Zahlung erneut.',
  },
  received: { en: 'Received', de: 'Erhalten' },
  succeeded: { en: 'Payment succeeded', de: 'Zahlung erfolgreich' },
});

const text = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200);

export const DemoConfirmBody = z.object({
  client_secret: text('The client secret is required.'),
  card_number: text('Your card number is invalid.'),
  expiry: text("Your card's expiration date is invalid."),
  cvc: text("Your card's security code is invalid."),
});

export const DemoReceiptParams = z.object({
  ref: z.string().regex(/^demo_pi_[a-f0-9]{24}$/, { error: PAYMENT_MESSAGES.notFound.code }),
});

// ---- Answers (issue 21) ----

const Instant = z.iso.datetime();
const Chf = z.number().describe('CHF');
const PanelUser = z.object({ id: z.int(), name: z.string(), email: z.string() });

export const DemoConfirmResponse = z
  .object({
    message: z.string().describe('What happened, in words for the user'),
    status: z.literal('succeeded').describe('The payment succeeded and its programmes are granted'),
  })
  .meta({
    description: 'The payment succeeded',
    examples: [{ message: PAYMENT_MESSAGES.succeeded, status: 'succeeded' }],
  });

export const WebhookResponse = z
  .object({
    received: z.literal(true).describe('The event was verified and handled (or is of no interest)'),
    duplicate: z.boolean().optional().describe('The payment was already fulfilled: nothing granted again'),
    fulfilled: z.boolean().optional().describe('payment_intent.succeeded: the purchase was granted'),
    anomaly: z
      .enum(ANOMALY_KINDS)
      .nullable()
      .optional()
      .describe('payment_intent.succeeded: why a paid event granted nothing (recorded for the admins)'),
    taken_back: z
      .int()
      .optional()
      .describe('charge.refunded, charge.dispute.closed: bought products taken back'),
  })
  .describe('WebhookReceipt');

export const PaymentAnomaly = z
  .object({
    id: z.int(),
    kind: z
      .enum(ANOMALY_KINDS)
      .describe(
        'Why the paid event granted nothing, or was taken back at once (refunded or lost in a dispute before the success arrived)',
      ),
    payment_id: z.int().nullable(),
    provider: z.string().describe('stripe or demo'),
    provider_ref: z.string().describe('The provider’s payment (intent) id'),
    event_id: z.string(),
    expected: Chf.nullable().describe('What the order costs, in CHF'),
    received: Chf.nullable().describe('What the provider says was paid, in CHF'),
    expected_currency: z.string().nullable(),
    received_currency: z.string().nullable(),
    created_at: Instant,
    user: PanelUser.nullable().describe('The buyer, null when the account is gone'),
  })
  .describe('PaymentAnomaly');

export const TakenBackPurchase = z
  .object({
    id: z.int().describe('The bought product'),
    status: z
      .enum(['active', 'refunded', 'disputed', 'canceled'])
      .describe(
        'How it was taken back: refunded, disputed (a lost chargeback) or canceled (never active here)',
      ),
    payment_id: z.int().nullable(),
    category_id: z.int(),
    category_name: z.string(),
    exam_type: z.string(),
    duration: z.int().describe('Months'),
    price: Chf,
    revoked_at: Instant.nullable(),
    user: PanelUser,
  })
  .describe('TakenBackPurchase');

export const AnomaliesResponse = z
  .object({ anomalies: z.array(PaymentAnomaly) })
  .describe('Paid events that granted nothing, newest first');
export const TakenBackResponse = z
  .object({ taken_back: z.array(TakenBackPurchase) })
  .describe('Purchases taken back, newest first');
