import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expiryFrom } from '@portal/core';
import type { Db } from '../../db/client.js';
import { boughtProducts, cartItems, paymentItems, payments, roles, webhookEvents } from '../../db/schema.js';
import { invalidateProgress } from '../progress/cache.js';

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

export interface FulfilOptions {
  provider: 'stripe' | 'demo';
  /** The provider's event id; a second delivery of the same event is recorded once and changes nothing. */
  eventId: string;
  eventType: string;
  receiptUrl: string | null;
  /** For tests of date arithmetic; defaults to the database's current date. */
  today?: string;
}

export interface FulfilResult {
  fulfilled: boolean;
  userId: number | null;
  grants: {
    categoryId: number;
    examType: string;
    roleId: number;
    expirationDate: string;
    extended: boolean;
  }[];
}

/**
 * Turns a verified payment into access, exactly once: in one transaction, the payment row is the gate
 * (only the delivery that flips `fulfilled_at` from null proceeds; a concurrent one waits on the row lock
 * and then finds it set), and each paid item becomes a role (new, or the running one extended from its
 * expiry) and a bought product with the receipt; the paid cart items are removed. Used by every provider.
 */
export async function fulfilPayment(
  app: FastifyInstance,
  paymentId: number,
  opts: FulfilOptions,
): Promise<FulfilResult> {
  const result = await app.db.transaction(async (tx): Promise<FulfilResult> => {
    const none: FulfilResult = { fulfilled: false, userId: null, grants: [] };
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: opts.eventId, provider: opts.provider, type: opts.eventType })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded.length) return none;

    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', fulfilledAt: new Date(), receiptUrl: opts.receiptUrl })
      .where(and(eq(payments.id, paymentId), isNull(payments.fulfilledAt)))
      .returning();
    if (!payment) return none;
    const userId = payment.userId;
    if (userId === null) return { ...none, fulfilled: true };

    // One fulfilment per user at a time, so two payments for the same programme extend one role.
    await tx.execute(sql`select pg_advisory_xact_lock(7007, ${userId})`);
    const today = opts.today ?? (await databaseToday(tx));
    const items = await tx
      .select()
      .from(paymentItems)
      .where(eq(paymentItems.paymentId, payment.id))
      .orderBy(paymentItems.id);

    const grants: FulfilResult['grants'] = [];
    for (const item of items) {
      const key = { userId, categoryId: item.categoryId, examType: item.examType };
      const existing = await findExtendableRole(tx, key, today, { forUpdate: true });
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
      await tx.insert(boughtProducts).values({
        userId,
        categoryId: item.categoryId,
        paymentId: payment.id,
        roleId,
        examType: item.examType,
        duration: item.duration,
        price: item.price,
        expirationDate,
        receiptUrl: opts.receiptUrl,
      });
      grants.push({
        categoryId: item.categoryId,
        examType: item.examType,
        roleId,
        expirationDate,
        extended: !!existing,
      });
    }

    const paidCartItems = items.map((i) => i.cartItemId).filter((id): id is number => id !== null);
    if (paidCartItems.length)
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, paidCartItems)));
    return { fulfilled: true, userId, grants };
  });
  if (result.fulfilled && result.userId !== null) await invalidateProgress(app, result.userId);
  return result;
}

/** A payment the provider reports as failed; never un-does a fulfilled one. */
export async function markPaymentFailed(app: FastifyInstance, paymentId: number) {
  await app.db
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), isNull(payments.fulfilledAt)));
}
