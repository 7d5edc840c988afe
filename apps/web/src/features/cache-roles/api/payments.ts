import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A paid event that granted nothing (GET /api/admin/payments/anomalies): to refund or resolve by hand. */
export interface PaymentAnomaly {
  id: number;
  kind: 'amount_mismatch' | 'currency_mismatch' | 'paid_after_cancel' | 'already_granted';
  payment_id: number | null;
  provider: string;
  provider_ref: string;
  event_id: string;
  expected: number | null;
  received: number | null;
  expected_currency: string | null;
  received_currency: string | null;
  created_at: string;
  user: { id: number; name: string | null; email: string | null } | null;
}

/** A purchase whose access was taken back (GET /api/admin/payments/taken-back). */
export interface TakenBackPurchase {
  id: number;
  status: 'refunded' | 'disputed' | 'canceled';
  payment_id: number | null;
  category_id: number;
  category_name: string;
  exam_type: string;
  duration: number;
  price: number;
  revoked_at: string | null;
  user: { id: number; name: string; email: string };
}

export const usePaymentAnomalies = () =>
  useQuery({
    queryKey: ['admin', 'payments', 'anomalies'],
    queryFn: () =>
      api.get<{ anomalies: PaymentAnomaly[] }>('/admin/payments/anomalies').then((r) => r.anomalies),
  });

export const useTakenBack = () =>
  useQuery({
    queryKey: ['admin', 'payments', 'taken-back'],
    queryFn: () =>
      api.get<{ taken_back: TakenBackPurchase[] }>('/admin/payments/taken-back').then((r) => r.taken_back),
  });
