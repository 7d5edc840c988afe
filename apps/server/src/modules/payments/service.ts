import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, paymentItems, payments } from '../../db/schema.js';

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
