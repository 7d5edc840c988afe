import type { FastifyInstance } from 'fastify';
import { createDemoProvider, type DemoProvider } from './demo-provider.js';
import { createStripeProvider, type StripeProvider } from './stripe-provider.js';

export interface CreateIntentInput {
  paymentId: number;
  userId: number;
  /** The total in the smallest unit (Rappen for CHF). */
  amountCents: number;
  currency: 'CHF';
  description: string;
}

export interface CreatedIntent {
  /** The provider's id of the payment (Stripe: the PaymentIntent id). */
  providerRef: string;
  /** Handed to the browser, which confirms the card payment with it. */
  clientSecret: string;
}

/**
 * A card payment provider. Creating an intent never grants anything: access is granted only by
 * `fulfilPayment` once the provider has verified the payment (Stripe: the signed webhook; demo: the
 * demo card form, in demo mode only).
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'demo';
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Makes an open intent unpayable (its cart changed). Best effort: the payment is closed anyway. */
  cancelIntent(providerRef: string): Promise<void>;
}

export type AnyProvider = StripeProvider | DemoProvider;

const cache = new WeakMap<FastifyInstance, AnyProvider | null>();

/** Stripe when it is configured, else the demo provider in demo mode, else none (the shop cannot sell). */
export function paymentProvider(app: FastifyInstance): AnyProvider | null {
  if (cache.has(app)) return cache.get(app)!;
  const { stripe, demo, env } = app.config;
  const provider = stripe
    ? createStripeProvider(stripe)
    : demo && env !== 'production'
      ? createDemoProvider()
      : null;
  cache.set(app, provider);
  return provider;
}
