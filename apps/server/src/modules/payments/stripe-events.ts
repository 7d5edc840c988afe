import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { fulfilPayment, markPaymentFailed, takeBackPayment } from './fulfil.js';
import { webhookEvents } from '../../db/schema.js';
import { findPayment } from './service.js';
import type { StripeProvider } from './stripe-provider.js';

export type WebhookAnswer = { received: true } & Record<string, unknown>;

/**
 * What a verified Stripe event does:
 * - payment_intent.succeeded: fulfils the payment (amount and currency checked; a difference is an anomaly)
 * - payment_intent.payment_failed: marks it failed (a retry with the same secret may still pay it)
 * - payment_intent.canceled: closes an unpaid payment (it can no longer fulfil)
 * - charge.refunded: takes back the items the running refunded total covers (full: all)
 * - charge.dispute.closed with status lost: takes back everything the payment granted
 * Stripe does not promise the order: a refund or lost dispute that arrives before the success is kept and applied
 * when the success arrives (granted and taken back at once, recorded as an anomaly); see fulfil.ts.
 * Other events, and events for intents the portal did not create, are acknowledged and change nothing.
 */
export async function handleStripeEvent(
  app: FastifyInstance,
  provider: StripeProvider,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<WebhookAnswer> {
  // Every verified event is recorded on arrival: the ones that change a payment in the same transaction as the
  // change (fulfil.ts), the others here, so a redelivery is recognised and the log of events is complete.
  const recordOnly = () =>
    app.db
      .insert(webhookEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing();
  const paymentOf = async (intentId: string | null) => {
    const payment = intentId ? await findPayment(app, 'stripe', intentId) : null;
    if (!payment) {
      log.warn({ intent: intentId, event: event.id }, 'stripe webhook for an unknown payment intent');
      await recordOnly();
    }
    return payment;
  };
  const base = { eventId: event.id, eventType: event.type, provider: 'stripe' as const };

  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const payment = await paymentOf(intent.id);
      if (!payment) return { received: true };
      if (payment.fulfilledAt) {
        await recordOnly();
        return { received: true, duplicate: true };
      }
      let receiptUrl: string | null = null;
      try {
        receiptUrl = await provider.receiptUrl(intent);
      } catch (err) {
        log.warn({ err, intent: intent.id }, 'could not read the receipt url of the latest charge');
      }
      const result = await fulfilPayment(app, payment.id, {
        ...base,
        receiptUrl,
        paid: { amountCents: intent.amount_received || intent.amount, currency: intent.currency },
      });
      return { received: true, fulfilled: result.fulfilled, anomaly: result.anomaly };
    }
    case 'payment_intent.payment_failed': {
      const payment = await paymentOf(event.data.object.id);
      if (payment) await Promise.all([markPaymentFailed(app, payment.id), recordOnly()]);
      return { received: true };
    }
    case 'payment_intent.canceled': {
      const payment = await paymentOf(event.data.object.id);
      if (payment) await takeBackPayment(app, payment.id, { ...base, reason: 'canceled' });
      return { received: true };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const payment = await paymentOf(await provider.intentOfCharge(charge));
      if (!payment) return { received: true };
      const result = await takeBackPayment(app, payment.id, {
        ...base,
        reason: 'refunded',
        refundedCents: charge.refunded
          ? Math.max(charge.amount_refunded, charge.amount)
          : charge.amount_refunded,
      });
      return { received: true, taken_back: result.takenBack };
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      if (dispute.status !== 'lost') {
        await recordOnly();
        return { received: true };
      }
      const intentId =
        typeof dispute.payment_intent === 'string'
          ? dispute.payment_intent
          : (dispute.payment_intent?.id ?? (await provider.intentOfCharge(dispute.charge)));
      const payment = await paymentOf(intentId);
      if (!payment) return { received: true };
      const result = await takeBackPayment(app, payment.id, { ...base, reason: 'disputed' });
      return { received: true, taken_back: result.takenBack };
    }
    default:
      await recordOnly();
      return { received: true };
  }
}
