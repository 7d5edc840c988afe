import { forgetPrivateData } from './private-data';
import { createStore, useStore } from './store';
import { readStorage, storageKeys, writeStorage } from './storage';

/** The bearer token, mirrored from localStorage key `token` so components re-render when it changes. */
const tokenStore = createStore<string | null>(readStorage(storageKeys.token));

export function getToken(): string | null {
  return tokenStore.get();
}

export function setToken(token: string | null): void {
  const ended = token === null && tokenStore.get() !== null;
  writeStorage(storageKeys.token, token);
  tokenStore.set(token);
  // logout, a revoked or expired token: the stored user and the offline copies of their data go too
  if (ended) forgetPrivateData();
}

export function clearToken(): void {
  setToken(null);
}

export function useToken(): string | null {
  return useStore(tokenStore);
}

/** Re-read the token from storage (another tab logged in or out, or tests changed it). */
export function syncTokenFromStorage(): void {
  tokenStore.set(readStorage(storageKeys.token));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.token || event.key === null) syncTokenFromStorage();
  });
}
