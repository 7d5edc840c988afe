import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  boughtProducts,
  categories,
  paymentAnomalies,
  paymentItems,
  payments,
  users,
} from '../../db/schema.js';

export type Payment = typeof payments.$inferSelect;

export async function findPayment(app: FastifyInstance, provider: 'stripe' | 'demo', providerRef: string) {
  const rows = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .limit(1);
  return rows[0] ?? null;
}

export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

/** What a payment paid for, with the programme names (for the demo receipt). */
export async function paymentLines(app: FastifyInstance, paymentId: number) {
  return app.db
    .select({
      title: categories.title,
      examType: paymentItems.examType,
      duration: paymentItems.duration,
      price: paymentItems.price,
    })
    .from(paymentItems)
    .innerJoin(categories, eq(categories.id, paymentItems.categoryId))
    .where(eq(paymentItems.paymentId, paymentId))
    .orderBy(paymentItems.id);
}

/** Admins: paid events that granted nothing (newest first), to be refunded or resolved by hand. */
export async function listAnomalies(app: FastifyInstance, limit = 200) {
  return app.db
    .select({
      id: paymentAnomalies.id,
      kind: paymentAnomalies.kind,
      paymentId: paymentAnomalies.paymentId,
      provider: paymentAnomalies.provider,
      providerRef: paymentAnomalies.providerRef,
      eventId: paymentAnomalies.eventId,
      expectedCents: paymentAnomalies.expectedCents,
      receivedCents: paymentAnomalies.receivedCents,
      expectedCurrency: paymentAnomalies.expectedCurrency,
      receivedCurrency: paymentAnomalies.receivedCurrency,
      createdAt: paymentAnomalies.createdAt,
      userId: paymentAnomalies.userId,
      userName: users.name,
      userEmail: users.email,
    })
    .from(paymentAnomalies)
    .leftJoin(users, eq(users.id, paymentAnomalies.userId))
    .orderBy(desc(paymentAnomalies.createdAt), desc(paymentAnomalies.id))
    .limit(limit);
}

/** Admins: bought products whose access was taken back (refund, lost dispute, cancellation), newest first. */
export async function listTakenBack(app: FastifyInstance, limit = 200) {
  return app.db
    .select({
      id: boughtProducts.id,
      status: boughtProducts.status,
      paymentId: boughtProducts.paymentId,
      categoryId: boughtProducts.categoryId,
      categoryName: categories.title,
      examType: boughtProducts.examType,
      duration: boughtProducts.duration,
      price: boughtProducts.price,
      revokedAt: boughtProducts.revokedAt,
      userId: boughtProducts.userId,
      userName: users.name,
      userEmail: users.email,
    })
    .from(boughtProducts)
    .innerJoin(categories, eq(categories.id, boughtProducts.categoryId))
    .innerJoin(users, eq(users.id, boughtProducts.userId))
    .where(ne(boughtProducts.status, 'active'))
    .orderBy(desc(boughtProducts.revokedAt), desc(boughtProducts.id))
    .limit(limit);
}
