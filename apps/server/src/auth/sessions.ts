import { and, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import Bowser from 'bowser';
import type { Db } from '../db/client.js';
import { tokens, userLinks, users } from '../db/schema.js';

/** A token counts as used again only after this long, so the hot token lookup writes at most once a minute. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** The last use of a session that has not been used since its login is its creation. */
export const lastUseSql = sql`coalesce(${tokens.lastUsedAt}, ${tokens.createdAt})`;

/** A readable device from a user agent: "Firefox on Windows", or null when it tells nothing. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const ua = Bowser.parse(userAgent);
  const browser = ua.browser.name || undefined;
  const os = ua.os.name || undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

export async function listSessions(db: Db, userId: number, idleMinutes: number) {
  return db
    .select({
      id: tokens.id,
      userAgent: tokens.userAgent,
      createdAt: tokens.createdAt,
      lastUsedAt: lastUseSql.mapWith(tokens.createdAt),
    })
    .from(tokens)
    .where(
      and(
        eq(tokens.userId, userId),
        gt(tokens.expiresAt, sql`now()`),
        sql`${lastUseSql} > now() - make_interval(mins => ${idleMinutes})`,
      ),
    )
    .orderBy(desc(lastUseSql));
}

/**
 * Ends every signed file link the user holds (issue 33; lib/signed-files.ts): logout, logging out other devices,
 * a password change or reset, a rights change and a role change of the user call it. With `calendar`, the secret
 * calendar feed URL ends too (the user makes a new one in the lessons tab).
 */
export async function advanceLinkGeneration(
  db: Pick<Db, 'update'>,
  userId: number,
  opts: { calendar?: boolean } = {},
) {
  await db
    .update(users)
    .set({
      linkGeneration: sql`${users.linkGeneration} + 1`,
      ...(opts.calendar ? { calendarToken: null } : {}),
    })
    .where(eq(users.id, userId));
}

/**
 * Logs the user out everywhere except (optionally) the session `keepTokenId`; returns how many ended. Used by
 * "log out other devices", a password change and a password reset: every signed link and the calendar feed URL
 * end with them (the session kept gets fresh links with its next answer).
 */
export async function revokeSessions(db: Db, userId: number, keepTokenId: number | null) {
  const rows = await db
    .delete(tokens)
    .where(and(eq(tokens.userId, userId), keepTokenId ? ne(tokens.id, keepTokenId) : undefined))
    .returning({ id: tokens.id });
  await advanceLinkGeneration(db, userId, { calendar: true });
  return rows.length;
}

/** Ends every password reset link of the user that is not used yet. */
export async function revokeResetLinks(db: Db, userId: number) {
  await db.delete(userLinks).where(and(eq(userLinks.userId, userId), eq(userLinks.purpose, 'reset')));
}

/** The periodic purge: tokens past their lifetime or idle timeout, and mailed links past expiry. */
export async function purgeExpiredSessions(db: Db, idleMinutes: number) {
  const gone = await db
    .delete(tokens)
    .where(
      or(
        lt(tokens.expiresAt, sql`now()`),
        sql`${lastUseSql} < now() - make_interval(mins => ${idleMinutes})`,
      ),
    )
    .returning({ id: tokens.id });
  const links = await db
    .delete(userLinks)
    .where(lt(userLinks.expiresAt, sql`now()`))
    .returning({ id: userLinks.id });
  return { tokens: gone.length, links: links.length };
}
