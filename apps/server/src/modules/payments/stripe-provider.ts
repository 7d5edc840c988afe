import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { CreateIntentInput, CreatedIntent, PaymentProvider } from './provider.js';

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
  readonly client: Stripe;
  /** Verifies Stripe's signature over the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | string[] | undefined, nowSeconds?: number): Stripe.Event;
  /** The receipt url of the intent's latest charge (null when it cannot be read). */
  receiptUrl(intent: Stripe.PaymentIntent): Promise<string | null>;
  /** The PaymentIntent id a charge belongs to (refund and dispute events name the charge). */
  intentOfCharge(charge: string | Stripe.Charge): Promise<string | null>;
}

/** Stripe's default tolerance, enforced both ways: a signature dated more than 300 s before or after now is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
export function signatureTimestamp(header: string): number {
  let t = -1;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') t = parseInt(value, 10);
  }
  return Number.isFinite(t) ? t : -1;
}

export function createStripeProvider(config: NonNullable<Config['stripe']>): StripeProvider {
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
  });
  return {
    kind: 'stripe',
    client,
    publishableKey: config.publishableKey || null,

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      const intent = await client.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          description: input.description,
          metadata: { payment_id: String(input.paymentId), user_id: String(input.userId) },
        },
        // A retried request (network failure) must not create a second intent for the same payment.
        { idempotencyKey: `portal-payment-${input.paymentId}` },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },

    async cancelIntent(providerRef) {
      await client.paymentIntents.cancel(providerRef, { cancellation_reason: 'abandoned' });
    },

    async intentOfCharge(charge) {
      const loaded = typeof charge === 'string' ? await client.charges.retrieve(charge) : charge;
      const intent = loaded.payment_intent;
      return typeof intent === 'string' ? intent : (intent?.id ?? null);
    },

    verifyWebhook(rawBody, signature, nowSeconds = Math.floor(Date.now() / 1000)) {
      if (!signature || Array.isArray(signature)) throw new Error('Missing Stripe-Signature header');
      // The SDK refuses a signature older than the tolerance; one dated further ahead is refused here.
      const event = client.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        nowSeconds * 1000,
      );
      const signedAt = signatureTimestamp(signature);
      if (signedAt > nowSeconds + WEBHOOK_TOLERANCE_SECONDS)
        throw new Error('Stripe-Signature timestamp is too far in the future');
      return event;
    },

    async receiptUrl(intent) {
      const charge = intent.latest_charge;
      if (!charge) return null;
      if (typeof charge !== 'string') return charge.receipt_url ?? null;
      const loaded = await client.charges.retrieve(charge);
      return loaded.receipt_url ?? null;
    },
  };
}
