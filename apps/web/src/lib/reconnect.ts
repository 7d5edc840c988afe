import { retryDelay } from '@portal/core';
import { api, isServerUnreachable } from './api';
import { isBrowserOnline, isServerKnownUnreachable, setServerReachable } from './api-errors';
import { readJson, storageKeys, writeJson } from './storage';

/**
 * The server cannot be reached while the network is up (issue 31: refused, timed out, a proxy's 502–504): the app
 * goes on from what it has stored, exactly as when the browser is offline (the cached user, the stored session,
 * the banner), and comes back by itself:
 *  - `GET /api/health` is asked again with a growing back-off (`retryDelay` of @portal/core: 2 s doubling to 30 s),
 *    and at once on the browser's `online` event and when the window gets the focus back; never waiting for a click;
 *  - once it answers 200 the banner goes and every `onServerBack` listener runs (the answer outbox sends, the kept
 *    user is checked again, the screens load afresh), and the tokens of logouts made meanwhile are revoked.
 *
 * A logout that could not reach the server keeps its token in `revokeTokens` (localStorage) and sends it as soon
 * as the server answers, also after a reload: the session does not stay valid on the server.
 */
const backListeners = new Set<() => void>();
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let probing: Promise<boolean> | null = null;

/** Runs `listener` each time the server answers again after it could not be reached. */
export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => backListeners.delete(listener);
}

/** A request found the server unreachable: show the banner and try again by itself until it answers. */
export function serverUnreachable(): void {
  if (!isBrowserOnline()) return; // the offline banner and the 'online' event cover it
  if (!isServerKnownUnreachable()) {
    setServerReachable(false);
    failures = 0;
  }
  schedule();
}

function schedule() {
  if (timer !== undefined || probing) return;
  failures += 1;
  timer = setTimeout(() => {
    timer = undefined;
    void probe();
  }, retryDelay(failures));
}

/** Asks the server now; true when it answered. Repeats itself with the back-off while it does not. */
export function probe(): Promise<boolean> {
  if (probing) return probing;
  clearTimeout(timer);
  timer = undefined;
  probing = (async () => {
    try {
      await api.get('/health', { silent: true });
    } catch {
      return false;
    }
    return true;
  })().then((answered) => {
    probing = null;
    if (!answered) {
      if (isBrowserOnline()) {
        setServerReachable(false);
        schedule();
      }
      return false;
    }
    failures = 0;
    const wasUnreachable = isServerKnownUnreachable();
    setServerReachable(true);
    void sendKeptRevocations();
    if (wasUnreachable) backListeners.forEach((listener) => listener());
    return true;
  });
  return probing;
}

const readKept = (): string[] => {
  const kept = readJson<unknown>(storageKeys.revokeTokens);
  return Array.isArray(kept) ? kept.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
};

/** A logout could not reach the server: its token is revoked once the server answers (kept across reloads). */
export function revokeLater(token: string): void {
  const kept = readKept();
  if (!kept.includes(token)) writeJson(storageKeys.revokeTokens, [...kept, token]);
  serverUnreachable();
}

let revoking: Promise<void> | null = null;

/** Sends the kept logout tokens (`POST /api/auth {token}`), forgetting each once the server has it. */
export function sendKeptRevocations(): Promise<void> {
  if (revoking) return revoking;
  revoking = (async () => {
    for (const token of readKept()) {
      try {
        await api.post('/auth', { token }, { silent: true });
      } catch (error) {
        if (isServerUnreachable(error)) {
          serverUnreachable();
          return;
        }
        // any answer of the server (it revokes valid or not): nothing left to do for this token
      }
      const rest = readKept().filter((t) => t !== token);
      writeJson(storageKeys.revokeTokens, rest.length ? rest : null);
    }
  })().finally(() => {
    revoking = null;
  });
  return revoking;
}

if (typeof window !== 'undefined') {
  const now = () => {
    if (isServerKnownUnreachable() || readKept().length) {
      failures = 0;
      void probe();
    }
  };
  window.addEventListener('online', now);
  window.addEventListener('focus', now);
}

/** For tests: forget the back-off and the timer. */
export function resetReconnect(): void {
  clearTimeout(timer);
  timer = undefined;
  failures = 0;
  probing = null;
}
