import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { CreateIntentInput, CreatedIntent, PaymentProvider } from './provider.js';

export interface StripeProvider extends PaymentProvider {
  readonly kind: 'stripe';
  readonly client: Stripe;
  /** Verifies Stripe's signature over the raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string | string[] | undefined): Stripe.Event;
  /** The receipt url of the intent's latest charge (null when it cannot be read). */
  receiptUrl(intent: Stripe.PaymentIntent): Promise<string | null>;
  /** The PaymentIntent id a charge belongs to (refund and dispute events name the charge). */
  intentOfCharge(charge: string | Stripe.Charge): Promise<string | null>;
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

    verifyWebhook(rawBody, signature) {
      if (!signature || Array.isArray(signature)) throw new Error('Missing Stripe-Signature header');
      return client.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
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
