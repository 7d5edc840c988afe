import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';

type AnomaliesAnswer = ApiAnswer<'/api/admin/payments/anomalies', 'get'>;
type TakenBackAnswer = ApiAnswer<'/api/admin/payments/taken-back', 'get'>;

/** A paid event that granted nothing (GET /api/admin/payments/anomalies): to refund or resolve by hand. */
export type PaymentAnomaly = AnomaliesAnswer['anomalies'][number];

/** A purchase whose access was taken back (GET /api/admin/payments/taken-back). */
export type TakenBackPurchase = TakenBackAnswer['taken_back'][number];

export const usePaymentAnomalies = () =>
  useQuery({
    queryKey: ['admin', 'payments', 'anomalies'],
    queryFn: () => api.get<AnomaliesAnswer>('/admin/payments/anomalies').then((r) => r.anomalies),
  });

export const useTakenBack = () =>
  useQuery({
    queryKey: ['admin', 'payments', 'taken-back'],
    queryFn: () => api.get<TakenBackAnswer>('/admin/payments/taken-back').then((r) => r.taken_back),
  });
