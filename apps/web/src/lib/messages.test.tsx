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
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toBe('Saved');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toBeNull();
  });

  it("shows 'No response from API' when no answer came within 2 s", async () => {
    const { result } = renderHook(() => useApiMessage('No response from API'));
    act(() => {
      void result.current.track(new Promise(() => undefined));
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.message).toBe('No response from API');
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
