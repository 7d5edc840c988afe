import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expiryFrom, itemsTakenBackByRefund } from '@portal/core';
import type { Db } from '../../db/client.js';
import {
  boughtProducts,
  cartItems,
  paymentAnomalies,
  paymentItems,
  payments,
  roles,
  webhookEvents,
} from '../../db/schema.js';
import { invalidateProgress } from '../progress/cache.js';
import { advanceLinkGeneration } from '../../auth/sessions.js';
import { toCents } from './service.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** Today's date as the database sees it: the same `current_date` the visibility rule compares roles with. */
export async function databaseToday(db: Queryable): Promise<string> {
  const res = await db.execute(sql`select to_char(current_date, 'YYYY-MM-DD') as today`);
  return (res as unknown as { rows: { today: string }[] }).rows[0].today;
}

/**
 * The role a purchase of this programme and exam type extends: the user's paid (not watch-only) role on
 * the same category and exam type that has not expired yet, the one running longest first.
 */
export async function findExtendableRole(
  db: Queryable,
  key: { userId: number; categoryId: number; examType: string },
  today: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(roles)
    .where(
      and(
        eq(roles.userId, key.userId),
        eq(roles.categoryId, key.categoryId),
        eq(roles.examType, key.examType),
        eq(roles.watchOnly, false),
        gte(roles.expirationDate, today),
      ),
    )
    .orderBy(desc(roles.expirationDate), desc(roles.id))
    .limit(1);
  const rows = opts.forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** What a purchase bought today would expire on: extended from the running role's expiry, else from today. */
export function purchaseExpiry(existingExpiry: string | null, today: string, months: number): string {
  return expiryFrom(existingExpiry ?? today, months);
}

export type ProviderKind = 'stripe' | 'demo' | 'free';

export interface FulfilOptions {
  provider: ProviderKind;
  /** The provider's event id; a second delivery of the same event is recorded once and changes nothing. */
  eventId: string;
  eventType: string;
  receiptUrl: string | null;
  /** What the provider says was paid; a difference from the order is an anomaly and grants nothing. */
  paid?: { amountCents: number; currency: string };
  /** For tests of date arithmetic; defaults to the database's current date. */
  today?: string;
}

export type AnomalyKind = (typeof paymentAnomalies.$inferInsert)['kind'];

export interface FulfilResult {
  fulfilled: boolean;
  userId: number | null;
  /** Why a paid event granted nothing (recorded in payment_anomalies for the admins). */
  anomaly: AnomalyKind | null;
  grants: {
    categoryId: number;
    examType: string;
    roleId: number;
    expirationDate: string;
    extended: boolean;
  }[];
}

async function recordAnomaly(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  opts: FulfilOptions,
  kind: AnomalyKind,
) {
  await tx
    .insert(paymentAnomalies)
    .values({
      paymentId: payment.id,
      userId: payment.userId,
      provider: opts.provider,
      providerRef: payment.providerRef,
      eventId: opts.eventId,
      kind,
      expectedCents: toCents(payment.amount),
      receivedCents: opts.paid?.amountCents ?? null,
      expectedCurrency: payment.currency,
      receivedCurrency: opts.paid?.currency.toUpperCase() ?? null,
    })
    .onConflictDoNothing();
}

/** A user's grants are changed one transaction at a time, so two payments extend one role in turn. */
const lockUserGrants = (tx: Tx, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(7007, ${userId})`);

/**
 * Turns a verified payment into access, exactly once. In one transaction: the event id is recorded
 * (a redelivery stops here); the payment row is locked and must be open (pending, or failed and paid
 * on a retry) with the amount and currency the provider reports, else the event is recorded as an
 * anomaly and grants nothing; each payment item becomes a bought product first (unique per payment
 * item and per cart item: an item already granted, by this or another payment, is skipped) and then a
 * role (new, or the running one extended from its expiry); the paid cart items are removed.
 * Used by every provider (Stripe webhook, demo card form, free carts).
 */
export async function fulfilPayment(
  app: FastifyInstance,
  paymentId: number,
  opts: FulfilOptions,
): Promise<FulfilResult> {
  const result = await app.db.transaction(async (tx): Promise<FulfilResult> => {
    const none: FulfilResult = { fulfilled: false, userId: null, anomaly: null, grants: [] };
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: opts.eventId, provider: opts.provider, type: opts.eventType })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded.length) return none;

    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.fulfilledAt) return none;
    const anomaly = (kind: AnomalyKind, status?: 'anomaly') =>
      recordAnomaly(tx, payment, opts, kind).then(async () => {
        if (status) await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
        app.log.error(
          { payment: payment.id, ref: payment.providerRef, event: opts.eventId, kind },
          'a paid payment event granted nothing: recorded as a payment anomaly',
        );
        return { ...none, userId: payment.userId, anomaly: kind };
      });
    if (opts.paid && opts.paid.currency.toUpperCase() !== payment.currency.toUpperCase())
      return anomaly('currency_mismatch', 'anomaly');
    if (opts.paid && opts.paid.amountCents !== toCents(payment.amount))
      return anomaly('amount_mismatch', 'anomaly');
    if (payment.status !== 'pending' && payment.status !== 'failed') return anomaly('paid_after_cancel');

    await tx
      .update(payments)
      .set({ status: 'succeeded', fulfilledAt: new Date(), receiptUrl: opts.receiptUrl })
      .where(eq(payments.id, payment.id));
    const userId = payment.userId;
    if (userId === null) return { ...none, fulfilled: true };

    await lockUserGrants(tx, userId);
    const today = opts.today ?? (await databaseToday(tx));
    const items = await tx
      .select()
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, payment.id))
      .orderBy(paymentItems.id);

    const grants: FulfilResult['grants'] = [];
    let skipped = 0;
    for (const item of items) {
      // The bought product first: its unique payment item and cart item make the grant happen once.
      const [bought] = await tx
        .insert(boughtProducts)
        .values({
          userId,
          categoryId: item.categoryId,
          paymentId: payment.id,
          paymentItemId: item.id,
          cartItemId: item.cartItemId,
          examType: item.examType,
          duration: item.duration,
          price: item.price,
          expirationDate: today,
          receiptUrl: opts.receiptUrl,
        })
        .onConflictDoNothing()
        .returning({ id: boughtProducts.id });
      if (!bought) {
        skipped++;
        continue;
      }
      const key = { userId, categoryId: item.categoryId, examType: item.examType };
      const existing = await findExtendableRole(tx, key, today, { forUpdate: true });
      const grantedFrom = existing?.expirationDate ?? today;
      const expirationDate = purchaseExpiry(existing?.expirationDate ?? null, today, item.duration);
      let roleId: number;
      if (existing) {
        await tx
          .update(roles)
          .set({ expirationDate, generated: false, updatedAt: new Date() })
          .where(eq(roles.id, existing.id));
        roleId = existing.id;
      } else {
        const [role] = await tx
          .insert(roles)
          .values({ ...key, startDate: today, expirationDate, watchOnly: false, generated: false })
          .returning({ id: roles.id });
        roleId = role.id;
      }
      await tx
        .update(boughtProducts)
        .set({ roleId, expirationDate, grantedFrom, roleCreated: !existing })
        .where(eq(boughtProducts.id, bought.id));
      grants.push({
        categoryId: item.categoryId,
        examType: item.examType,
        roleId,
        expirationDate,
        extended: !!existing,
      });
    }
    if (skipped) await recordAnomaly(tx, payment, opts, 'already_granted');

    const paidCartItems = items.map((i) => i.cartItemId).filter((id): id is number => id !== null);
    if (paidCartItems.length)
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, paidCartItems)));

    // A lost dispute or a refund that arrived before this success (Stripe does not promise the order) is applied
    // now: what was just granted is taken back at once, and the order is recorded as an anomaly.
    const early: AnomalyKind | null = payment.disputeLostAt
      ? 'disputed_before_paid'
      : payment.refundedCents > 0
        ? 'refunded_before_paid'
        : null;
    if (early) {
      const fulfilled = { ...payment, fulfilledAt: new Date() };
      await applyTakeBack(
        tx,
        fulfilled,
        payment.disputeLostAt ? 'disputed' : 'refunded',
        payment.refundedCents,
      );
      await recordAnomaly(tx, payment, opts, early);
      app.log.warn(
        { payment: payment.id, ref: payment.providerRef, event: opts.eventId, kind: early },
        'a payment was refunded or lost in a dispute before its success arrived: granted and taken back at once',
      );
    }
    return { fulfilled: true, userId, anomaly: early ?? (skipped ? 'already_granted' : null), grants };
  });
  if (result.fulfilled && result.userId !== null) await invalidateProgress(app, result.userId);
  return result;
}

/** A payment the provider reports as failed; never un-does a fulfilled one (a retry may still pay it). */
export async function markPaymentFailed(app: FastifyInstance, paymentId: number) {
  await app.db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

export type TakeBackReason = 'refunded' | 'disputed' | 'canceled';

export interface TakeBackOptions {
  eventId: string;
  eventType: string;
  provider: ProviderKind;
  reason: TakeBackReason;
  /** Refunds: the running total refunded so far, in Rappen. Disputes and cancellations take back all. */
  refundedCents?: number;
  today?: string;
}

/**
 * Takes back the access a payment granted (refund, lost dispute, cancellation), once per event. Each
 * taken-back grant marks its bought product (refunded/disputed/canceled) and undoes exactly what it
 * added: the role's expiry moves back by the days the grant added (so a grant that was the last one
 * returns the role to its expiry before the grant), and a role the grant created is removed when no
 * other active grant holds it. Which items a partial refund takes back: `itemsTakenBackByRefund`.
 * Events may come in any order: a refund or lost dispute of a payment not fulfilled yet is kept on the payment
 * (refunded_cents, dispute_lost_at) and applied by `fulfilPayment` when the success arrives; a cancellation
 * closes an open payment (it can no longer fulfil), and one reported after the success takes the grant back
 * and is recorded as an anomaly (money was received for an intent reported canceled).
 */
export async function takeBackPayment(app: FastifyInstance, paymentId: number, opts: TakeBackOptions) {
  const result = await app.db.transaction(async (tx) => {
    const none = { userId: null, takenBack: 0 };
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: opts.eventId, provider: opts.provider, type: opts.eventType })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded.length) return none;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return none;
    const refunded = Math.max(payment.refundedCents, opts.refundedCents ?? 0);
    const disputeLostAt =
      opts.reason === 'disputed' ? (payment.disputeLostAt ?? new Date()) : payment.disputeLostAt;
    if (!payment.fulfilledAt) {
      const closes =
        opts.reason === 'canceled' && (payment.status === 'pending' || payment.status === 'failed');
      await tx
        .update(payments)
        .set({ refundedCents: refunded, disputeLostAt, ...(closes ? { status: 'canceled' as const } : {}) })
        .where(eq(payments.id, payment.id));
      return none;
    }
    if (opts.reason === 'canceled')
      await recordAnomaly(
        tx,
        payment,
        { provider: opts.provider, eventId: opts.eventId, eventType: opts.eventType, receiptUrl: null },
        'paid_after_cancel',
      );
    const takenBack = await applyTakeBack(tx, { ...payment, disputeLostAt }, opts.reason, refunded);
    return { userId: payment.userId, takenBack };
  });
  if (result.takenBack && result.userId !== null) await invalidateProgress(app, result.userId);
  return result;
}

/** The status of a fulfilled payment after take-backs: a cancellation, then a lost dispute, then refunds decide. */
function settledStatus(
  payment: typeof payments.$inferSelect,
  reason: TakeBackReason,
  refundedCents: number,
): (typeof payments.$inferSelect)['status'] {
  if (reason === 'canceled' || payment.status === 'canceled') return 'canceled';
  if (payment.disputeLostAt) return 'disputed';
  if (refundedCents >= toCents(payment.amount)) return 'refunded';
  return refundedCents > 0 ? 'partially_refunded' : payment.status;
}

/** Takes back what a fulfilled payment granted for this reason; returns how many grants were taken back. */
async function applyTakeBack(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  reason: TakeBackReason,
  refundedCents: number,
): Promise<number> {
  const all = await tx
    .select()
    .from(boughtProducts)
    .where(eq(boughtProducts.paymentId, payment.id))
    .orderBy(asc(boughtProducts.id));
  const chosen =
    reason === 'refunded'
      ? itemsTakenBackByRefund(
          all.map((b) => toCents(b.price)),
          refundedCents >= toCents(payment.amount) ? Number.MAX_SAFE_INTEGER : refundedCents,
        ).map((i) => all[i])
      : all;
  const toTakeBack = chosen.filter((b) => b.status === 'active');
  if (payment.userId !== null && toTakeBack.length) {
    await lockUserGrants(tx, payment.userId);
    // access taken back ends the signed links minted under it
    await advanceLinkGeneration(tx, payment.userId);
  }
  for (const bought of toTakeBack) await takeBackGrant(tx, bought, reason);
  await tx
    .update(payments)
    .set({
      status: settledStatus(payment, reason, refundedCents),
      refundedCents,
      disputeLostAt: payment.disputeLostAt,
    })
    .where(eq(payments.id, payment.id));
  return toTakeBack.length;
}

async function takeBackGrant(tx: Tx, bought: typeof boughtProducts.$inferSelect, reason: TakeBackReason) {
  if (bought.roleId !== null) {
    const [role] = await tx.select().from(roles).where(eq(roles.id, bought.roleId)).for('update');
    const [other] = await tx
      .select({ id: boughtProducts.id })
      .from(boughtProducts)
      .where(
        and(
          eq(boughtProducts.roleId, bought.roleId),
          eq(boughtProducts.status, 'active'),
          ne(boughtProducts.id, bought.id),
        ),
      )
      .limit(1);
    if (role && bought.roleCreated && !other) {
      await tx.delete(roles).where(eq(roles.id, role.id));
    } else if (role) {
      // The days the grant added (grants before this migration: its months, counted back).
      const shortened = bought.grantedFrom
        ? sql`${roles.expirationDate} - (${bought.expirationDate}::date - ${bought.grantedFrom}::date)`
        : sql`(${roles.expirationDate} - make_interval(months => ${bought.duration}))::date`;
      await tx
        .update(roles)
        .set({ expirationDate: shortened as unknown as string, generated: false, updatedAt: new Date() })
        .where(eq(roles.id, role.id));
    }
  }
  await tx
    .update(boughtProducts)
    .set({ status: reason, revokedAt: new Date() })
    .where(eq(boughtProducts.id, bought.id));
}
