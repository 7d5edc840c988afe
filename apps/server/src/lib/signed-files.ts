import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Signed links to stored files (issue 14): like presigned object-store URLs, a link carries its expiry,
 * the user it was minted for and an HMAC-SHA256 over (path, expires, user) with the server secret, so it
 * works in <img>, a new tab or a calendar without a bearer header. Only mint a link after checking that the
 * user may see the item.
 */

/** The folders under storage whose files are served only with a signature. */
export type StorageFolder = 'user_uploads' | 'thumbnails';

/** A link lives between LINK_TTL_SECONDS and twice that; expiry is rounded so repeated reads give the same URL. */
export const LINK_TTL_SECONDS = 4 * 60 * 60;

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

const mac = (secret: string, filePath: string, expires: number, userId: number) =>
  createHmac('sha256', secret).update(`${filePath}\n${expires}\n${userId}`).digest('base64url');

/** The expiry of a link minted at `nowSeconds`: the end of the next full TTL window. */
export const linkExpiry = (nowSeconds: number) =>
  (Math.floor(nowSeconds / LINK_TTL_SECONDS) + 2) * LINK_TTL_SECONDS;

export function signFileUrl(
  secret: string,
  folder: StorageFolder,
  name: string,
  userId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const filePath = storagePath(folder, name);
  const expires = linkExpiry(nowSeconds);
  const signature = mac(secret, filePath, expires, userId);
  return `${filePath}?expires=${expires}&user=${userId}&signature=${signature}`;
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

/** The 403 message for a missing, tampered, expired or copied link. */
export const INVALID_LINK_MESSAGE =
  'This link is not valid (expired or not yours). Reload the page for a fresh one.';

/** True when the query signs exactly this path, has not expired, and the signature matches (timing-safe). */
export function verifyFileSignature(
  secret: string,
  filePath: string,
  query: { expires?: unknown; user?: unknown; signature?: unknown },
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const { expires, user, signature } = query;
  if (typeof expires !== 'string' || typeof user !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,12}$/.test(expires) || !/^\d{1,12}$/.test(user)) return false;
  if (Number(expires) < nowSeconds) return false;
  const expected = Buffer.from(mac(secret, filePath, Number(expires), Number(user)));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Mints links for one user: the presenters get this instead of building /storage paths themselves. */
export type FileLinker = (name: string, folder?: StorageFolder) => string;

export const fileLinker =
  (secret: string, userId: number): FileLinker =>
  (name, folder = 'user_uploads') =>
    signFileUrl(secret, folder, name, userId);
