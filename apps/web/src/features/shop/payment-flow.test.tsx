import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closePanel, getOpenPanel, openPanel } from '../../lib/panels';
import { completeWithoutPayment, usePaymentFlow } from './payment-flow';
import { clearJustPurchased, useJustPurchased } from './shop-state';

/** Learner spec §4 and §9: payment timeout 30 s, success close 2 s, error display 2 s, no-response close 1 s. */

function setup() {
  const qc = new QueryClient();
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ flow: usePaymentFlow(), justPurchased: useJustPurchased() }), { wrapper });
  return { ...hook, invalidate };
}

beforeEach(() => {
  vi.useFakeTimers();
  clearJustPurchased();
  openPanel('payment', { clientSecret: 'demo_pi_x_secret_y' });
});
afterEach(() => {
  closePanel();
  vi.useRealTimers();
});

describe('usePaymentFlow', () => {
  it("success: 'succesufullPayment', marks just purchased, resets the course tree, and after 2 s opens the bought items", async () => {
    const { result, invalidate } = setup();
    await act(async () => result.current.flow.run(() => Promise.resolve()));
    expect(result.current.flow.status).toBe('succeeded');
    expect(result.current.justPurchased).not.toBeNull();
    expect(invalidate).toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(getOpenPanel()?.id).toBe('payment');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getOpenPanel()?.id).toBe('bought');
  });

  it("processing shows 'nowProcessing' until the provider answers", async () => {
    const { result } = setup();
    let resolve!: () => void;
    act(() => result.current.flow.run(() => new Promise<void>((r) => (resolve = r))));
    expect(result.current.flow.status).toBe('processing');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current.flow.status).toBe('processing');
    await act(async () => resolve());
    expect(result.current.flow.status).toBe('succeeded');
  });

  it("a provider error shows 'transactionError' with its reason for 2 s, then the form can be used again", async () => {
    const { result } = setup();
    await act(async () =>
      result.current.flow.run(() => Promise.reject(new Error('Your card was declined.'))),
    );
    expect(result.current.flow).toMatchObject({ status: 'error', detail: 'Your card was declined.' });
    expect(result.current.justPurchased).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.flow.status).toBe('error');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.flow).toMatchObject({ status: 'idle', detail: null });
    expect(getOpenPanel()?.id).toBe('payment');
  });

  it("no answer within 30 s: 'noResponse', the modal closes 1 s later, and a late answer changes nothing", async () => {
    const { result } = setup();
    let resolve!: () => void;
    act(() => result.current.flow.run(() => new Promise<void>((r) => (resolve = r))));
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(result.current.flow.status).toBe('processing');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.flow.status).toBe('noResponse');
    expect(getOpenPanel()?.id).toBe('payment');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(getOpenPanel()).toBeNull();
    await act(async () => resolve());
    expect(result.current.flow.status).toBe('noResponse');
    expect(result.current.justPurchased).toBeNull();
  });
});

describe('completeWithoutPayment (a cart that cost nothing)', () => {
  it('opens the bought items at once, marks the purchase just purchased and reloads the shop', () => {
    closePanel();
    const qc = new QueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const { result } = renderHook(() => useJustPurchased(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={qc}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current).toBeNull();
    act(() => completeWithoutPayment(qc));
    expect(getOpenPanel()?.id).toBe('bought');
    expect(result.current).not.toBeNull();
    expect(invalidate).toHaveBeenCalled();
  });
});
