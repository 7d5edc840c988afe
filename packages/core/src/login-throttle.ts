/**
 * Login throttling (OWASP authentication cheat sheet; DESIGN.md §4 "Login throttling never lets a stranger lock an
 * owner out"). Failed logins are counted per account *and* source, and per account over all sources:
 * - from one source, the first `delayAfter` failures in a window cost nothing, each further one makes that source
 *   wait 1 s, 2 s, 4 s … before its next try, and the `failures`-th locks that source out of the account;
 * - over all sources, `failures` failures in a window lock the account for sources that never logged into it
 *   (a source that has, and a completed password reset, still get in: a stranger cannot lock the owner out);
 * - each further lock within a day doubles, up to a day.
 * Times are epoch milliseconds; 0 means none.
 */
export interface ThrottleState {
  failures: number;
  windowStart: number;
  blockedUntil: number;
  lockouts: number;
  lastLockoutAt: number;
}

export interface ThrottlePolicy {
  /** The failure that locks (per source, or over all sources). */
  failures: number;
  /** Failures counted together within this window; also the first lock's length. */
  windowMs: number;
  /** Failures free of delay before the progressive delays start (Infinity: no delays, only the lock). */
  delayAfter: number;
}

export const DAY_MS = 86_400_000;
/** The first progressive delay; each further failure doubles it. */
export const FIRST_DELAY_MS = 1000;

export const emptyThrottle = (now: number): ThrottleState => ({
  failures: 0,
  windowStart: now,
  blockedUntil: 0,
  lockouts: 0,
  lastLockoutAt: 0,
});

/** The state after one more failure at `now`; whether it locked (rather than only delayed). */
export function throttleAfterFailure(
  state: ThrottleState | null,
  now: number,
  policy: ThrottlePolicy,
): ThrottleState & { locked: boolean } {
  const s = { ...(state ?? emptyThrottle(now)) };
  if (now - s.windowStart >= policy.windowMs) {
    s.failures = 0;
    s.windowStart = now;
  }
  if (s.lastLockoutAt && now - s.lastLockoutAt >= DAY_MS) s.lockouts = 0;
  s.failures++;
  if (s.failures >= policy.failures) {
    const lockMs = Math.min(DAY_MS, policy.windowMs * 2 ** s.lockouts);
    return {
      failures: 0,
      windowStart: now,
      blockedUntil: now + lockMs,
      lockouts: s.lockouts + 1,
      lastLockoutAt: now,
      locked: true,
    };
  }
  const delayed = s.failures - policy.delayAfter;
  if (delayed > 0) s.blockedUntil = Math.max(s.blockedUntil, now + FIRST_DELAY_MS * 2 ** (delayed - 1));
  return { ...s, locked: false };
}

/** Milliseconds the state still blocks at `now` (0: free). */
export const throttleWait = (state: ThrottleState | null, now: number) =>
  state ? Math.max(0, state.blockedUntil - now) : 0;
