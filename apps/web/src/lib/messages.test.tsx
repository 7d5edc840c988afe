import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiMessage, useTimedMessage } from './messages';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useApiMessage', () => {
  it('shows the API message after 2 s and clears it 2 s later', async () => {
    const { result } = renderHook(() => useApiMessage('No response from API'));
    await act(async () => {
      void result.current.track(Promise.resolve({ message: 'Saved' }));
    });
    expect(result.current.message).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.message).toBeNull(); // the answer is there, the message waits 2 s
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.message).toEqual({ text: 'Saved', ok: true });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.message?.text).toBe('Saved');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.message).toBeNull();
  });

  it('a failure shows its own message (red) on the same timing; callers may map or drop messages', async () => {
    const { result } = renderHook(() => useApiMessage('No response from API'));
    await act(async () => {
      void result.current
        .track(Promise.reject(new Error('x')), { failure: () => 'The email is taken' })
        .catch(() => {});
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toEqual({ text: 'The email is taken', ok: false });
    await act(async () => {
      void result.current.track(Promise.resolve({ message: 'x' }), { success: () => null });
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toBeNull();
  });

  it("shows 'No response from API' when no answer came within 2 s", async () => {
    const { result } = renderHook(() => useApiMessage('No response from API'));
    act(() => {
      void result.current.track(new Promise(() => undefined));
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toEqual({ text: 'No response from API', ok: false });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toBeNull();
  });

  it('an answer that comes after the 2 s shows when it comes, for 2 s', async () => {
    const { result } = renderHook(() => useApiMessage('No response from API'));
    let answer!: (value: { message: string }) => void;
    act(() => {
      void result.current.track(new Promise<{ message: string }>((resolve) => (answer = resolve)));
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.message?.text).toBe('No response from API');
    await act(async () => answer({ message: 'User Information updated' }));
    expect(result.current.message).toEqual({ text: 'User Information updated', ok: true });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.message?.text).toBe('User Information updated'); // not cut by the first timer
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.message).toBeNull();
  });
});

describe('useTimedMessage', () => {
  it('shows a message for the given time', async () => {
    const { result } = renderHook(() => useTimedMessage(2000));
    act(() => result.current.show('Password updated'));
    expect(result.current.message).toBe('Password updated');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.message).toBe('Password updated');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.message).toBeNull();
  });
});
