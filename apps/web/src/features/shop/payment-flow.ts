import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ERROR_DISPLAY_MS,
  PAYMENT_NO_RESPONSE_CLOSE_MS,
  PAYMENT_SUCCESS_CLOSE_MS,
  PAYMENT_TIMEOUT_MS,
} from '@portal/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { closePanel, openPanel } from '../../lib/panels';
import { invalidateShop, resetCourseTree } from './api/shop';
import { markJustPurchased } from './shop-state';

/**
 * idle → processing ('nowProcessing') → succeeded ('succesufullPayment'; after 2 s the modal closes, the
 * bought items open, the course tree is reset and the purchase is marked just purchased)
 *                                      → error ('transactionError' for 2 s, then idle again)
 *                                      → noResponse (no answer within 30 s; the modal closes 1 s later)
 */
export type PaymentStatus = 'idle' | 'processing' | 'succeeded' | 'error' | 'noResponse';

export interface PaymentFlow {
  status: PaymentStatus;
  /** the provider's explanation of an error (e.g. 'Your card was declined.') */
  detail: string | null;
  /** Runs a confirmation: resolve = paid; reject(Error(message)) = refused by the provider. */
  run: (confirm: () => Promise<void>) => void;
}

export function usePaymentFlow(): PaymentFlow {
  const qc = useQueryClient();
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const [detail, setDetail] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const attempt = useRef(0);

  useEffect(
    () => () => {
      timers.current.forEach(clearTimeout);
      attempt.current += 1; // a result arriving after the modal closed changes nothing here
    },
    [],
  );

  const run = useCallback(
    (confirm: () => Promise<void>) => {
      const later = (ms: number, fn: () => void) => timers.current.push(setTimeout(fn, ms));
      const id = ++attempt.current;
      timers.current.forEach(clearTimeout);
      timers.current = [];
      setDetail(null);
      setStatus('processing');
      later(PAYMENT_TIMEOUT_MS, () => {
        if (attempt.current !== id) return;
        attempt.current += 1;
        setStatus('noResponse');
        later(PAYMENT_NO_RESPONSE_CLOSE_MS, closePanel);
      });
      confirm().then(
        () => {
          if (attempt.current !== id) return;
          attempt.current += 1;
          timers.current.forEach(clearTimeout);
          setStatus('succeeded');
          markJustPurchased();
          void invalidateShop(qc);
          void resetCourseTree(qc);
          later(PAYMENT_SUCCESS_CLOSE_MS, () => openPanel('bought'));
        },
        (error: unknown) => {
          if (attempt.current !== id) return;
          attempt.current += 1;
          timers.current.forEach(clearTimeout);
          setDetail(error instanceof Error && error.message ? error.message : null);
          setStatus('error');
          later(ERROR_DISPLAY_MS, () => {
            setStatus('idle');
            setDetail(null);
          });
        },
      );
    },
    [qc],
  );

  return { status, detail, run };
}

/**
 * A cart that cost nothing was granted by the server at once (`status: 'succeeded'`, no client secret):
 * no payment modal; the purchase is marked just purchased, the shop and course tree are reloaded and
 * the bought items open.
 */
export function completeWithoutPayment(qc: QueryClient) {
  markJustPurchased();
  void invalidateShop(qc);
  void resetCourseTree(qc);
  openPanel('bought');
}
