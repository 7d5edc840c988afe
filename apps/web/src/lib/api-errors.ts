import { createStore, useStore } from './store';

/**
 * State of the error dialogs of learner spec §8, driven by the API helper (api.ts) and by the
 * browser's online/offline events; rendered once by src/app/ErrorDialogs.tsx.
 */
export type ErrorDialog =
  /** network error: no-connection message, Retry and Ignore */
  | { type: 'network' }
  /** no answer within the configured time-out: 'No response from API', Retry and Ignore */
  | { type: 'noResponse' }
  /** any other error: generic message (detailed text in debug mode), Retry and Ignore */
  | { type: 'generic'; detail?: string }
  /** a retried request failed again: 'request failed, try again later' */
  | { type: 'retryFailed' };

export interface ErrorDialogState {
  dialog: ErrorDialog | null;
  /** the no-internet dialog */
  offline: boolean;
  /** the network is up but the server cannot be reached (refused, timed out, 502–504 from a proxy) */
  serverUnreachable: boolean;
  /** failed requests waiting for Retry or Ignore */
  pendingCount: number;
  retrying: boolean;
}

export interface PendingRequest {
  /** Repeat the request and settle the caller's promise; false when it failed again. */
  run(): Promise<boolean>;
  /** Ignore: reject the caller's promise. */
  cancel(): void;
}

export const errorDialogStore = createStore<ErrorDialogState>({
  dialog: null,
  // a start without network (the offline app) shows the banner at once, not only on the next 'offline' event
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  serverUnreachable: false,
  pendingCount: 0,
  retrying: false,
});

let queue: PendingRequest[] = [];
/** the dialog that belongs to the waiting queue (the first failure's kind) */
let queueDialog: ErrorDialog | null = null;

/** Add a failed request to the retry queue; shows the dialog unless one is already open. */
export function enqueueFailure(dialog: ErrorDialog, pending: PendingRequest): void {
  if (queue.length === 0) queueDialog = dialog;
  queue.push(pending);
  errorDialogStore.set((s) => ({ ...s, pendingCount: queue.length, dialog: s.dialog ?? dialog }));
}

/** Retry: repeat every waiting request; any that fails again shows 'request failed, try again later'. */
export async function retryPending(): Promise<void> {
  const batch = queue;
  queue = [];
  queueDialog = null;
  errorDialogStore.set((s) => ({ ...s, dialog: null, pendingCount: 0, retrying: true }));
  const results = await Promise.all(batch.map((p) => p.run().catch(() => false)));
  const failed = results.some((ok) => !ok);
  errorDialogStore.set((s) => ({
    ...s,
    retrying: false,
    pendingCount: queue.length,
    dialog: failed ? { type: 'retryFailed' } : (s.dialog ?? (queue.length ? queueDialog : null)),
  }));
}

/** Ignore: give up every waiting request (their callers get an ApiError of kind 'ignored'). */
export function ignorePending(): void {
  const batch = queue;
  queue = [];
  queueDialog = null;
  errorDialogStore.set((s) => ({ ...s, dialog: null, pendingCount: 0 }));
  batch.forEach((p) => p.cancel());
}

/** Close an information dialog ('request failed'); shows the queue's dialog if more failures wait. */
export function dismissErrorDialog(): void {
  errorDialogStore.set((s) => ({ ...s, dialog: queue.length ? queueDialog : null }));
}

export function showOfflineDialog(): void {
  errorDialogStore.set((s) => ({ ...s, offline: true }));
}

export function dismissOfflineDialog(): void {
  errorDialogStore.set((s) => ({ ...s, offline: false }));
}

/** The server answered (anything) or could not be reached: the banner follows (issue 31). */
export function setServerReachable(reachable: boolean): void {
  errorDialogStore.set((s) =>
    s.serverUnreachable === !reachable ? s : { ...s, serverUnreachable: !reachable },
  );
}

/** The app runs from what it has stored because the server could not be reached (lib/reconnect.ts). */
export function isServerKnownUnreachable(): boolean {
  return errorDialogStore.get().serverUnreachable;
}

export function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function useErrorDialogs(): ErrorDialogState {
  return useStore(errorDialogStore);
}

/** For tests: forget everything. */
export function resetErrorDialogs(): void {
  queue = [];
  queueDialog = null;
  errorDialogStore.set({
    dialog: null,
    offline: false,
    serverUnreachable: false,
    pendingCount: 0,
    retrying: false,
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', showOfflineDialog);
  window.addEventListener('online', dismissOfflineDialog);
}
