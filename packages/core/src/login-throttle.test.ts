import { describe, expect, it } from 'vitest';
import { DAY_MS, throttleAfterFailure, throttleWait, type ThrottleState } from './login-throttle';

const WINDOW = 900_000; // LOGIN_LOCK_SECONDS 900
const perSource = { failures: 5, windowMs: WINDOW, delayAfter: 2 };
const allSources = { failures: 20, windowMs: WINDOW, delayAfter: Infinity };

/** The waits after each of `n` failures one second apart (each tried once the previous wait is over). */
function waits(policy: typeof perSource, n: number, start: ThrottleState | null = null, t0 = 0) {
  let s = start;
  let now = t0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    now = Math.max(now + 1000, s?.blockedUntil ?? 0);
    s = throttleAfterFailure(s, now, policy);
    out.push(throttleWait(s, now));
  }
  return { out, state: s!, now };
}

describe('login throttling per account and source', () => {
  it.each([
    // failures from one source → the wait after each (ms): 2 free, then 1 s, 2 s, then the 15-minute lock
    [5, [0, 0, 1000, 2000, WINDOW]],
    [2, [0, 0]],
  ])('%i failures from one source wait %j', (n, expected) => {
    expect(waits(perSource, n).out).toEqual(expected);
  });

  it('over all sources: 19 failures cost nothing, the 20th locks for the window', () => {
    const { out } = waits(allSources, 20);
    expect(out.slice(0, 19).every((w) => w === 0)).toBe(true);
    expect(out[19]).toBe(WINDOW);
  });

  it.each([
    // lockouts already that day → the next lock's length
    [0, WINDOW],
    [1, 2 * WINDOW],
    [3, 8 * WINDOW],
    [7, DAY_MS], // doubling stops at a day
  ])('after %i lockouts the day, the next lock lasts %i ms', (lockouts, ms) => {
    const state = { failures: 4, windowStart: 0, blockedUntil: 0, lockouts, lastLockoutAt: 1 };
    expect(throttleWait(throttleAfterFailure(state, 1000, perSource), 1000)).toBe(ms);
  });

  it('a lockout more than a day old no longer doubles; an old window starts over', () => {
    const old = { failures: 4, windowStart: 0, blockedUntil: 0, lockouts: 5, lastLockoutAt: 1 };
    const later = 1 + DAY_MS;
    const s = throttleAfterFailure(old, later, perSource);
    expect(s.failures).toBe(1); // the 4 failures were in an older window
    expect(s.lockouts).toBe(0); // the day of lockouts is over
    const locked = throttleAfterFailure({ ...old, windowStart: later }, later, perSource);
    expect(locked.locked).toBe(true);
    expect(throttleWait(locked, later)).toBe(WINDOW);
  });

  it('no state waits nothing; a lock ends at its time', () => {
    expect(throttleWait(null, 5)).toBe(0);
    const s = throttleAfterFailure(
      { failures: 4, windowStart: 0, blockedUntil: 0, lockouts: 0, lastLockoutAt: 0 },
      10,
      perSource,
    );
    expect(throttleWait(s, 10 + WINDOW - 1)).toBe(1);
    expect(throttleWait(s, 10 + WINDOW)).toBe(0);
  });
});
