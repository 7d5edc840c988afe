import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from '../lib/http-error.js';
import { defineMessages } from '../lib/i18n/catalogue.js';

export const REGISTER_LIMIT_MESSAGE = defineMessages('auth', {
  register_throttled: {
    en: 'Too many registrations from your connection or for this address. Please wait {wait} and try again.',
    de: 'Zu viele Registrierungen von deiner Verbindung aus oder für diese Adresse. Bitte warte {wait} und versuche es erneut.',
  },
}).register_throttled;

/**
 * Register attempts counted like logins (issue 33): per source (client address) and per address tried, each
 * within an hour, whether the address is taken or not, so an enumeration run (many addresses from one source, or
 * one address from many) is throttled after a few. Also: at most one "someone tried to register with your
 * address" mail per address and hour. In-process, shared through Redis when configured (an unreachable Redis
 * falls back to the in-process counts).
 */
export interface RegisterLimits {
  /** Counts the attempt; 429 (code auth.register_throttled, Retry-After) past either limit. */
  consume(source: string, email: string): Promise<void>;
  /** Whether the owner of a taken address may be mailed about this attempt (once an hour). */
  mayNotifyOwner(email: string): Promise<boolean>;
}

const HOUR = 3600;
export const addressKey = (email: string) => email.normalize('NFKC').trim().toLowerCase();

export function createRegisterLimits(
  opts: { perSource: number; perAddress: number },
  redis: Redis | null,
): RegisterLimits {
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: HOUR });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: HOUR,
          insuranceLimiter: memory,
        })
      : memory;
  };
  const bySource = limiter('register-source', opts.perSource);
  const byAddress = limiter('register-address', opts.perAddress);
  const ownerMails = limiter('register-owner-mail', 1);
  return {
    async consume(source, email) {
      try {
        await Promise.all([bySource.consume(source), byAddress.consume(addressKey(email))]);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        // a wait in whole minutes (at least one), read as words in the user's language
        const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 60_000)) * 60;
        throw new HttpError(429, REGISTER_LIMIT_MESSAGE, undefined, e.msBeforeNext / 1000, undefined, {
          seconds,
        });
      }
    },
    async mayNotifyOwner(email) {
      try {
        await ownerMails.consume(addressKey(email));
        return true;
      } catch (e) {
        if (e instanceof RateLimiterRes) return false;
        throw e;
      }
    },
  };
}
