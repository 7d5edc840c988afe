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

/** What an API message shows: its text, and whether it reports success (green) or a problem (red). */
export interface ApiMessage {
  text: string;
  ok: boolean;
}

export interface TrackOptions<T> {
  /** the message of a successful answer (default: the answer's `message`) */
  success?: (value: T) => string | null;
  /** the message of a failure, or null for none (e.g. when a Retry/Ignore dialog already tells) */
  failure?: (error: unknown) => string | null;
}

/**
 * API message display (learner spec §8): `track(promise)` shows the API's message 2 s after the call
 * started and clears it 2 s later. If no answer came within the 2 s it shows `noResponseText`
 * ('No response from API') for those 2 s instead, and the answer's message when it comes (for 2 s).
 * Returns the promise unchanged.
 */
export function useApiMessage(noResponseText: string) {
  const [message, setMessage] = useState<ApiMessage | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const call = useRef(0);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const track = useCallback(
    <T>(promise: Promise<T>, options: TrackOptions<T> = {}): Promise<T> => {
      timers.current.forEach(clearTimeout);
      const id = ++call.current;
      let answer: ApiMessage | null | undefined; // undefined: no answer yet; null: an answer without a message
      let waited = false;
      let shownNow = 0;
      const display = (shown: ApiMessage | null, ms: number) => {
        const mine = ++shownNow;
        setMessage(shown);
        timers.current.push(
          setTimeout(() => call.current === id && shownNow === mine && setMessage(null), ms),
        );
      };
      const settle = (shown: ApiMessage | null) => {
        answer = shown;
        // an answer after the 2 s wait shows at once, for the display time
        if (waited && call.current === id && shown) display(shown, MESSAGE_DURATION_MS);
      };
      promise.then(
        (value) => {
          const text = options.success ? options.success(value) : responseMessage(value);
          settle(text ? { text, ok: true } : null);
        },
        (error: unknown) => {
          const text = options.failure ? options.failure(error) : responseMessage(error);
          settle(text ? { text, ok: false } : null);
        },
      );
      timers.current = [
        setTimeout(() => {
          waited = true;
          if (answer === undefined) display({ text: noResponseText, ok: false }, MESSAGE_DURATION_MS);
          else display(answer, MESSAGE_DURATION_MS);
        }, MESSAGE_DELAY_MS),
      ];
      return promise;
    },
    [noResponseText],
  );
  const clear = useCallback(() => {
    timers.current.forEach(clearTimeout);
    call.current++;
    setMessage(null);
  }, []);
  return { message, track, clear };
}
