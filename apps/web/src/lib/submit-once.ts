import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Every write once (issue 34): a submit runs only when none is in flight, and `pending` turns true in the click
 * itself (a mutation's own isPending arrives a task later, after a fast second click). Bind `pending` to the
 * button's `loading`/`disabled`; the second click of a double click then finds the button disabled and, should
 * it still arrive, the guard. `run` wraps a promise; `begin`/`end` suit callback-style mutations.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const begin = useCallback(() => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    return true;
  }, []);
  const end = useCallback(() => {
    busy.current = false;
    setPending(false);
  }, []);
  const run = useCallback(
    <T>(work: () => Promise<T>): Promise<T | undefined> => {
      if (!begin()) return Promise.resolve(undefined);
      return work().finally(end);
    },
    [begin, end],
  );
  const isBusy = useCallback(() => busy.current, []);
  return useMemo(() => ({ pending, run, begin, end, isBusy }), [pending, run, begin, end, isBusy]);
}
