import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error.js';

export const LIMIT_MESSAGES = {
  accountLocked: (minutes: number) =>
    `Too many failed logins for this account. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again, or reset your password.`,
  resetLimited: (minutes: number) =>
    `Too many password reset requests for this address. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
};

export interface AccountLimits {
  /** 429 while the account is locked after too many failed logins (from any address). */
  assertLoginAllowed(email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  loginSucceeded(email: string): Promise<void>;
  /** Counts a reset request for the address; 429 past the hourly limit. */
  consumeResetRequest(email: string): Promise<void>;
}

const DAY_SECONDS = 86_400;
const keyOf = (email: string) => email.trim().toLowerCase();
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Per-account throttling (OWASP authentication cheat sheet), keyed on the address typed, whether or not
 * an account has it (so the answers tell nothing about which addresses exist). After `loginFailures`
 * failed logins within `lockSeconds` the account is locked for `lockSeconds`; every further lockout on
 * the same day doubles the lock (at most a day). The counters live in Redis when configured (shared by
 * all instances), with an in-process fallback while Redis is unreachable; in-process otherwise.
 */
export function createAccountLimits(
  opts: { loginFailures: number; lockSeconds: number; resetRequestsPerHour: number },
  redis: Redis | null,
): AccountLimits {
  const limiter = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
      : memory;
  };
  const failures = limiter('login-fail', opts.loginFailures, opts.lockSeconds);
  const lockouts = limiter('login-lockouts', 1_000_000, DAY_SECONDS);
  const resets = limiter('reset-req', opts.resetRequestsPerHour, 3600);

  return {
    async assertLoginAllowed(email) {
      const res = await failures.get(keyOf(email));
      if (res && res.consumedPoints >= opts.loginFailures && res.msBeforeNext > 0)
        throw new HttpError(
          429,
          LIMIT_MESSAGES.accountLocked(minutes(res.msBeforeNext)),
          undefined,
          res.msBeforeNext / 1000,
        );
    },
    async loginFailed(email) {
      const key = keyOf(email);
      let res: RateLimiterRes;
      try {
        res = await failures.consume(key);
      } catch (e) {
        if (e instanceof RateLimiterRes) return; // already locked
        throw e;
      }
      if (res.remainingPoints > 0) return;
      const lockout = await lockouts.consume(key);
      const lockSeconds = Math.min(DAY_SECONDS, opts.lockSeconds * 2 ** (lockout.consumedPoints - 1));
      await failures.block(key, lockSeconds);
    },
    async loginSucceeded(email) {
      await failures.delete(keyOf(email));
    },
    async consumeResetRequest(email) {
      try {
        await resets.consume(keyOf(email));
      } catch (e) {
        if (e instanceof RateLimiterRes)
          throw new HttpError(
            429,
            LIMIT_MESSAGES.resetLimited(minutes(e.msBeforeNext)),
            undefined,
            e.msBeforeNext / 1000,
          );
        throw e;
      }
    },
  };
}
