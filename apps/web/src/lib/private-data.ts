import type { User } from './session';
import { readJson, storageKeys, writeJson } from './storage';

/**
 * What this browser keeps of the logged-in user for the offline app (README "Offline and install"):
 *  - the service worker's private caches (course tree, session cards, learn types and card pictures from the API;
 *    signed /storage pictures), named in vite.config.ts;
 *  - the user of the last successful account check (`lastUser`), so a start without network keeps the user logged
 *    in instead of asking for the account that cannot be loaded;
 *  - the last exam figures per category (`lastExam`), shown with their time when they cannot be loaded.
 * Both are deleted when the user logs out or the token ends (lib/token.ts), and the caches when another user's
 * account is checked in this browser.
 */
export const PRIVATE_CACHES = ['portal-api', 'portal-storage'] as const;

/** Deletes the service worker's private caches (no-op where the Cache API is missing). */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PRIVATE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/** The user of the last successful account check, or null. */
export function storedUser(): User | null {
  const user = readJson<User>(storageKeys.lastUser);
  return user && typeof user === 'object' && typeof user.id === 'number' ? user : null;
}

/** Keeps the checked user; another user than the stored one first clears the private caches. */
export function rememberUser(user: User): void {
  const before = storedUser();
  if (before && before.id !== user.id) {
    void clearPrivateCaches();
    writeJson(storageKeys.lastExam, null);
  }
  writeJson(storageKeys.lastUser, user);
}

/** Logout, or the token ended: nothing of the user stays. */
export function forgetPrivateData(): void {
  writeJson(storageKeys.lastUser, null);
  writeJson(storageKeys.lastExam, null);
  void clearPrivateCaches();
}
