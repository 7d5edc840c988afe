import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defineMessages } from './i18n/catalogue.js';

/**
 * Signed links to stored files (issue 14): like presigned object-store URLs, a link carries its expiry,
 * the user it was minted for and an HMAC-SHA256 over (path, expires, user, the user's link generation) with the
 * server secret, so it works in <img>, a new tab or a calendar without a bearer header. Only mint a link after
 * checking that the user may see the item. The link generation (users.link_generation, issue 33) is not in the
 * URL: it is read from the database when the link is used, and logout, logging out other devices, a password
 * change, a rights or role change advance it, so every link minted before stops at once; a deleted user's links
 * stop with the account.
 */

/** The folders under storage whose files are served only with a signature. */
export type StorageFolder = 'user_uploads' | 'thumbnails';

/**
 * A link lives between LINK_TTL_SECONDS and twice that, so at most one hour; expiry is rounded so repeated reads
 * give the same URL (and the browser can reuse what it loaded).
 */
export const LINK_TTL_SECONDS = 30 * 60;

export const MIN_SECRET_LENGTH = 32;

const SECRET_FILE = '.file-signing-secret';

/**
 * The signing secret: FILE_SIGNING_SECRET when set; otherwise (demo and development only, config refuses
 * production without it) one generated once and kept next to storage, mode 0600, so links survive restarts.
 */
export function resolveSigningSecret(configured: string | undefined, storageDir: string): string {
  if (configured) return configured;
  mkdirSync(storageDir, { recursive: true });
  const file = path.join(storageDir, SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export const storagePath = (folder: StorageFolder, name: string) =>
  `/storage/${folder}/${encodeURIComponent(name)}`;

const mac = (secret: string, filePath: string, expires: number, userId: number, generation: number) =>
  createHmac('sha256', secret)
    .update(`${filePath}\n${expires}\n${userId}\n${generation}`)
    .digest('base64url');

/** Whom a link is minted for: the user and their current link generation (a bare id: generation 0). */
export type LinkOwner = number | { id: number; linkGeneration: number };
const ownerOf = (owner: LinkOwner) =>
  typeof owner === 'number'
    ? { id: owner, generation: 0 }
    : { id: owner.id, generation: owner.linkGeneration };

/** The expiry of a link minted at `nowSeconds`: the end of the next full TTL window. */
export const linkExpiry = (nowSeconds: number) =>
  (Math.floor(nowSeconds / LINK_TTL_SECONDS) + 2) * LINK_TTL_SECONDS;

export function signFileUrl(
  secret: string,
  folder: StorageFolder,
  name: string,
  owner: LinkOwner,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const filePath = storagePath(folder, name);
  const expires = linkExpiry(nowSeconds);
  const { id, generation } = ownerOf(owner);
  const signature = mac(secret, filePath, expires, id, generation);
  return `${filePath}?expires=${expires}&user=${id}&signature=${signature}`;
}

/**
 * The query of a signed link, documented for the routes that serve one. Every part is optional and any string
 * passes here: a missing or wrong signature is the route's 403, not a validation error.
 */
export const SignedLinkQuery = z.object({
  expires: z.string().optional().describe('The link’s expiry (seconds since 1970), as minted'),
  user: z.string().optional().describe('The user the link was minted for, as minted'),
  signature: z.string().optional().describe('The HMAC of path, expiry and user, as minted'),
});

/**
 * The one answer (404) for a missing file and for a missing, tampered, expired, copied or ended link: a caller
 * without a valid link learns nothing about which files exist.
 */
export const INVALID_LINK_MESSAGE = defineMessages('file', {
  link_invalid: {
    en: 'This file is not available: it does not exist, or the link has expired, has ended with your session or is not yours. Reload the page for a fresh one.',
    de: 'Diese Datei ist nicht verfügbar: Es gibt sie nicht, oder der Link ist abgelaufen, mit deiner Sitzung beendet oder nicht deiner. Lade die Seite neu, um einen frischen Link zu erhalten.',
  },
}).link_invalid;

type LinkQuery = { expires?: unknown; user?: unknown; signature?: unknown };

/** The user a link names, when its query is well formed and not expired (before any database read). */
export function linkUser(query: LinkQuery, nowSeconds = Math.floor(Date.now() / 1000)): number | null {
  const { expires, user, signature } = query;
  if (typeof expires !== 'string' || typeof user !== 'string' || typeof signature !== 'string') return null;
  if (!/^\d{1,12}$/.test(expires) || !/^\d{1,12}$/.test(user)) return null;
  if (Number(expires) < nowSeconds) return null;
  return Number(user);
}

/**
 * True when the query signs exactly this path for the user's current link generation, has not expired, and the
 * signature matches (timing-safe).
 */
export function verifyFileSignature(
  secret: string,
  filePath: string,
  query: LinkQuery,
  nowSeconds = Math.floor(Date.now() / 1000),
  generation = 0,
): boolean {
  const user = linkUser(query, nowSeconds);
  if (user === null) return false;
  const expected = Buffer.from(mac(secret, filePath, Number(query.expires), user, generation));
  const given = Buffer.from(String(query.signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Mints links for one user: the presenters get this instead of building /storage paths themselves. */
export type FileLinker = (name: string, folder?: StorageFolder) => string;

export const fileLinker =
  (secret: string, owner: LinkOwner): FileLinker =>
  (name, folder = 'user_uploads') =>
    signFileUrl(secret, folder, name, owner);
