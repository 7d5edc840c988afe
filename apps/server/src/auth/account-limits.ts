import { throttleAfterFailure, throttleWait, type ThrottlePolicy, type ThrottleState } from '@portal/core';
import { and, eq, inArray, lt, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginSources, loginThrottles, users } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { defineMessages } from '../lib/i18n/catalogue.js';

export const LIMIT_MESSAGES = defineMessages('auth', {
  /** Over all sources: holds back sources that never logged into the account. */
  accountLocked: {
    en: 'Too many failed logins for this account. Please wait {wait} and try again from a device you have logged in with before, or reset your password.',
    de: 'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte warte {wait} und versuche es dann erneut von einem Gerät, mit dem du dich schon angemeldet hast, oder setze dein Passwort zurück.',
  },
  /** From this source: progressive delays, then a lock of this source only. */
  loginThrottled: {
    en: 'Too many failed logins for this account from your connection. Please wait {wait} and try again, or reset your password.',
    de: 'Zu viele fehlgeschlagene Anmeldungen für dieses Konto von deiner Verbindung aus. Bitte warte {wait} und versuche es erneut, oder setze dein Passwort zurück.',
  },
  resetLimited: {
    en: 'Too many password reset requests for this address. Please wait {wait} and try again.',
    de: 'Zu viele Anfragen zum Zurücksetzen des Passworts für diese Adresse. Bitte warte {wait} und versuche es erneut.',
  },
});

export interface AccountLimits {
  /**
   * 429 while `source` must wait (its progressive delay or its lock for this address), or while the address is
   * locked over all sources and `source` never logged into its account.
   */
  assertLoginAllowed(email: string, source: string): Promise<void>;
  loginFailed(email: string, source: string): Promise<void>;
  /** Clears the source's failures and remembers the source as known for the user. */
  loginSucceeded(userId: number, email: string, source: string): Promise<void>;
  /** A completed password reset: every lock and failure count of the address ends. */
  liftLocks(email: string): Promise<void>;
  /** Counts a reset request for the address; 429 past the hourly limit. */
  consumeResetRequest(email: string): Promise<void>;
  /** Deletes counts that ended a day ago and known sources unused for 90 days; returns how many. */
  purge(): Promise<number>;
}

export interface AccountLimitOptions {
  /** Failures from one source that lock it out of the address (delays start after two). */
  loginFailures: number;
  /** Failures over all sources that lock the address for unknown sources. */
  loginFailuresAllSources: number;
  /** The counting window and the first lock's length. */
  lockSeconds: number;
  resetRequestsPerHour: number;
}

const ACCOUNT = 'account';
const RESET = 'reset';
const sourceScope = (source: string) => `source:${source}`;
/** The one normal form of an address (migration 0016): the database computes it for lookups, index and counts. */
export const emailKey = (email: string) => sql<string>`email_key(${email})`;

type Row = typeof loginThrottles.$inferSelect;
const toState = (r: Row): ThrottleState => ({
  failures: r.failures,
  windowStart: r.windowStart.getTime(),
  blockedUntil: r.blockedUntil?.getTime() ?? 0,
  lockouts: r.lockouts,
  lastLockoutAt: r.lastLockoutAt?.getTime() ?? 0,
});

/**
 * Login throttling per account and source (OWASP; the rule in packages/core/login-throttle.ts), durable in the
 * database so that a lock holds on every instance, across restarts and without Redis: the counts never touch
 * Redis, so a Redis outage or hang costs a login nothing. An address is counted whether or not an account has it,
 * so the answers tell nothing about which exist.
 */
export function createAccountLimits(opts: AccountLimitOptions, db: Db): AccountLimits {
  const windowMs = opts.lockSeconds * 1000;
  const perSource: ThrottlePolicy = { failures: opts.loginFailures, windowMs, delayAfter: 2 };
  const allSources: ThrottlePolicy = {
    failures: opts.loginFailuresAllSources,
    windowMs,
    delayAfter: Infinity,
  };

  return {
    async assertLoginAllowed(email, source) {
      const rows = await db
        .select()
        .from(loginThrottles)
        .where(
          and(
            eq(loginThrottles.account, emailKey(email)),
            inArray(loginThrottles.scope, [sourceScope(source), ACCOUNT]),
          ),
        );
      const now = Date.now();
      const fromSource = rows.find((r) => r.scope !== ACCOUNT);
      const sourceWait = fromSource ? throttleWait(toState(fromSource), now) : 0;
      if (sourceWait > 0)
        throw new HttpError(429, LIMIT_MESSAGES.loginThrottled, undefined, sourceWait / 1000, undefined, {
          seconds: Math.ceil(sourceWait / 1000),
        });
      const overall = rows.find((r) => r.scope === ACCOUNT);
      const accountWait = overall ? throttleWait(toState(overall), now) : 0;
      if (accountWait > 0 && !(await isKnownSource(email, source)))
        throw new HttpError(429, LIMIT_MESSAGES.accountLocked, undefined, accountWait / 1000, undefined, {
          seconds: Math.ceil(accountWait / 1000),
        });
    },

    async loginFailed(email, source) {
      const scopes = [sourceScope(source), ACCOUNT];
      await db.transaction(async (tx) => {
        await tx
          .insert(loginThrottles)
          .values(scopes.map((scope) => ({ account: emailKey(email), scope })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(loginThrottles)
          .where(and(eq(loginThrottles.account, emailKey(email)), inArray(loginThrottles.scope, scopes)))
          .for('update');
        const now = Date.now();
        for (const row of rows) {
          const next = throttleAfterFailure(
            toState(row),
            now,
            row.scope === ACCOUNT ? allSources : perSource,
          );
          await tx
            .update(loginThrottles)
            .set({
              failures: next.failures,
              windowStart: new Date(next.windowStart),
              blockedUntil: next.blockedUntil ? new Date(next.blockedUntil) : null,
              lockouts: next.lockouts,
              lastLockoutAt: next.lastLockoutAt ? new Date(next.lastLockoutAt) : null,
              updatedAt: new Date(now),
            })
            .where(and(eq(loginThrottles.account, row.account), eq(loginThrottles.scope, row.scope)));
        }
      });
    },

    async loginSucceeded(userId, email, source) {
      await db
        .delete(loginThrottles)
        .where(
          and(eq(loginThrottles.account, emailKey(email)), eq(loginThrottles.scope, sourceScope(source))),
        );
      await db
        .insert(loginSources)
        .values({ userId, source })
        .onConflictDoUpdate({
          target: [loginSources.userId, loginSources.source],
          set: { lastSuccessAt: sql`now()` },
        });
    },

    async liftLocks(email) {
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.account, emailKey(email)), ne(loginThrottles.scope, RESET)));
    },

    async consumeResetRequest(email) {
      // One statement: the count and its hourly window, atomic across instances.
      const result = await db
        .insert(loginThrottles)
        .values({ account: emailKey(email), scope: RESET, failures: 1 })
        .onConflictDoUpdate({
          target: [loginThrottles.account, loginThrottles.scope],
          set: {
            failures: sql`CASE WHEN ${loginThrottles.windowStart} <= now() - interval '1 hour' THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
            windowStart: sql`CASE WHEN ${loginThrottles.windowStart} <= now() - interval '1 hour' THEN now() ELSE ${loginThrottles.windowStart} END`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ count: loginThrottles.failures, windowStart: loginThrottles.windowStart });
      const { count, windowStart } = result[0];
      if (count <= opts.resetRequestsPerHour) return;
      const wait = Math.max(1000, windowStart.getTime() + 3_600_000 - Date.now());
      throw new HttpError(429, LIMIT_MESSAGES.resetLimited, undefined, wait / 1000, undefined, {
        seconds: Math.ceil(wait / 1000),
      });
    },

    async purge() {
      const counts = await db
        .delete(loginThrottles)
        .where(
          and(
            lt(loginThrottles.updatedAt, sql`now() - interval '1 day'`),
            or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, sql`now()`)),
          ),
        )
        .returning({ account: loginThrottles.account });
      const sources = await db
        .delete(loginSources)
        .where(lt(loginSources.lastSuccessAt, sql`now() - interval '90 days'`))
        .returning({ userId: loginSources.userId });
      return counts.length + sources.length;
    },
  };

  async function isKnownSource(email: string, source: string): Promise<boolean> {
    const rows = await db
      .select({ userId: loginSources.userId })
      .from(loginSources)
      .innerJoin(users, eq(users.id, loginSources.userId))
      .where(and(sql`email_key(${users.email}) = ${emailKey(email)}`, eq(loginSources.source, source)))
      .limit(1);
    return rows.length > 0;
  }
}
