/**
 * When the app tries the server again after it could not be reached (issue 31): the answer outbox and the
 * reconnect probe of the web app (apps/web/src/lib/reconnect.ts) wait this long after each failure, doubling
 * from `minMs` up to `maxMs`. Besides the timer they try at once on the browser's `online` event, on window
 * focus and (the outbox) on each new answer, which starts the count again: nobody waits for a click.
 */
export interface BackoffPolicy {
  /** the wait after the first failure */
  minMs: number;
  /** the longest wait */
  maxMs: number;
}

export const RECONNECT_BACKOFF: BackoffPolicy = { minMs: 2000, maxMs: 30_000 };

/** The wait before the next try after `failures` failures in a row (0 failures: try now). */
export function retryDelay(failures: number, policy: BackoffPolicy = RECONNECT_BACKOFF): number {
  if (!Number.isFinite(failures) || failures <= 0) return 0;
  const doublings = Math.min(Math.floor(failures) - 1, 30);
  return Math.min(policy.maxMs, policy.minMs * 2 ** doublings);
}

/**
 * An HTTP status that will be the same on every retry: the request is given up (an answer to a deleted card).
 * 401 (logged in again later), 408 and 429 (later), 5xx (the server or a proxy in trouble) are tried again.
 */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/**
 * A gateway's "the server is not there" (502, 503, 504 from a proxy, without the server's own message or code):
 * the app goes on from what it has stored, as when the browser is offline.
 */
export function isGatewayUnreachable(status: number, body: unknown): boolean {
  if (![502, 503, 504].includes(status)) return false;
  return !(body && typeof body === 'object' && ('message' in body || 'code' in body));
}
