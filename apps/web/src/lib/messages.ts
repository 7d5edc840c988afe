import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, messageText } from './api';
import { MESSAGE_DELAY_MS, MESSAGE_DURATION_MS } from './timing';

/**
 * A message shown for a fixed time (e.g. 'User Information updated' for 2 s, 'Fill in all fields' for 1 s).
 * `show(text, ms)` replaces the current message and restarts the timer.
 */
export function useTimedMessage(defaultMs = MESSAGE_DURATION_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, ms = defaultMs) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [defaultMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}

/** The text an API answer or failure carries, if any. */
export function responseMessage(result: unknown): string | null {
  if (isApiError(result)) return result.message || null;
  if (result && typeof result === 'object' && 'message' in result) {
    return messageText((result as { message: unknown }).message) || null;
  }
  return null;
}

/**
 * API message display (learner spec §8): `track(promise)` shows the API's message 2 s after the call
 * started and clears it 2 s later; if no answer came within the 2 s it shows `noResponseText`
 * ('No response from API'). Returns the promise unchanged.
 */
export function useApiMessage(noResponseText: string) {
  const [message, setMessage] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const track = useCallback(
    <T>(promise: Promise<T>): Promise<T> => {
      timers.current.forEach(clearTimeout);
      let answer: { text: string | null } | null = null;
      promise.then(
        (value) => (answer = { text: responseMessage(value) }),
        (error: unknown) => (answer = { text: responseMessage(error) }),
      );
      timers.current = [
        setTimeout(() => setMessage(answer ? answer.text : noResponseText), MESSAGE_DELAY_MS),
        setTimeout(() => setMessage(null), MESSAGE_DELAY_MS + MESSAGE_DURATION_MS),
      ];
      return promise;
    },
    [noResponseText],
  );
  return { message, track };
}
