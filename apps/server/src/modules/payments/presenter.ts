import type { listAnomalies, listTakenBack } from './service.js';

type AnomalyRow = Awaited<ReturnType<typeof listAnomalies>>[number];
type TakenBackRow = Awaited<ReturnType<typeof listTakenBack>>[number];

/** A paid event that granted nothing, for the admins (amounts in CHF, not Rappen). */
export function presentAnomaly(a: AnomalyRow) {
  return {
    id: a.id,
    kind: a.kind,
    payment_id: a.paymentId,
    provider: a.provider,
    provider_ref: a.providerRef,
    event_id: a.eventId,
    expected: a.expectedCents === null ? null : a.expectedCents / 100,
    received: a.receivedCents === null ? null : a.receivedCents / 100,
    expected_currency: a.expectedCurrency,
    received_currency: a.receivedCurrency,
    created_at: a.createdAt.toISOString(),
    user:
      a.userId === null || a.userName === null || a.userEmail === null
        ? null
        : { id: a.userId, name: a.userName, email: a.userEmail },
  };
}

/** A purchase whose access was taken back (refund, lost dispute, cancellation), for the admins. */
export function presentTakenBack(b: TakenBackRow) {
  return {
    id: b.id,
    status: b.status,
    payment_id: b.paymentId,
    category_id: b.categoryId,
    category_name: b.categoryName,
    exam_type: b.examType,
    duration: b.duration,
    price: Number(b.price),
    revoked_at: b.revokedAt ? b.revokedAt.toISOString() : null,
    user: { id: b.userId, name: b.userName, email: b.userEmail },
  };
}
