import { z } from 'zod';

export const PAYMENT_MESSAGES = {
  invalidSignature: 'Invalid signature',
  notFound: 'Payment not found',
  demoOnly: 'Not found',
  alreadyPaid: 'This payment has already been completed.',
  notOpen: 'This payment is no longer open (your cart changed). Please start the payment again.',
  received: 'Received',
  succeeded: 'Payment succeeded',
} as const;

const text = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(200);

export const DemoConfirmBody = z.object({
  client_secret: text('The client secret is required.'),
  card_number: text('Your card number is invalid.'),
  expiry: text("Your card's expiration date is invalid."),
  cvc: text("Your card's security code is invalid."),
});

export const DemoReceiptParams = z.object({
  ref: z.string().regex(/^demo_pi_[a-f0-9]{24}$/, { error: 'Payment not found' }),
});
