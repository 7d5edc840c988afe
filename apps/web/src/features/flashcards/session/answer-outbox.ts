import { api, isApiError, isServerUnreachable, type ApiAnswer } from '../../../lib/api';
import { isFinalRefusal, retryDelay } from '@portal/core';
import { setServerReachable } from '../../../lib/api-errors';
import { onServerBack, serverUnreachable } from '../../../lib/reconnect';
import { onLogout } from '../../../lib/session';
import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import { createStore, useStore } from '../../../lib/store';

/**
 * Answers on their way to the server (beyond the spec: no answer is ever lost, DESIGN.md §4).
 *
 * Every answer is first written to localStorage (`pendingAnswers`) with a fresh Idempotency-Key and the time it
 * was given, then sent in the background, oldest first, with that time (`answered_at`: the server schedules the
 * review from it; a time it refuses, e.g. from a device clock far off, is dropped and the answer sent again). The learner never waits for it between cards. When the send
 * fails for lack of a connection or a server error, the answer stays and is sent again later (with a growing
 * back-off, on the browser's `online` event, when the page gets the focus back, and whenever a new answer is
 * recorded), never waiting for a click. The
 * server applies a key only once, so an answer that reached the server but whose reply was lost is
 * not counted twice. A failed send shows no dialog (the api helper's `silent` mode).
 *
 * Answers belong to the user who gave them: they are only sent while that user is logged in.
 */
export interface PendingAnswer {
  key: string;
  userId: number;
  cardId: number;
  correct: boolean;
  /** when it was answered (ms since epoch) */
  at: number;
  /** the learner said a typed answer judged wrong was right ("Ich hatte recht"): counts as right, logged as such */
  override?: boolean;
}

interface OutboxState {
  pending: PendingAnswer[];
  sending: boolean;
  /** the last send failed for lack of connection or a server error; retry pending */
  waiting: boolean;
}

const isPendingAnswer = (value: unknown): value is PendingAnswer => {
  const v = value as PendingAnswer;
  return (
    !!v &&
    typeof v.key === 'string' &&
    typeof v.userId === 'number' &&
    typeof v.cardId === 'number' &&
    typeof v.correct === 'boolean'
  );
};

const readStored = (): PendingAnswer[] => {
  const stored = readJson<unknown[]>(storageKeys.pendingAnswers);
  return Array.isArray(stored) ? stored.filter(isPendingAnswer) : [];
};

export const outboxStore = createStore<OutboxState>({
  pending: readStored(),
  sending: false,
  waiting: false,
});

let currentUserId: number | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** failed sends in a row: the next try waits `retryDelay(failures)` (@portal/core: 2 s doubling to 30 s) */
let failures = 0;
const drainedListeners = new Set<() => void>();

function persist(pending: PendingAnswer[]) {
  writeJson(storageKeys.pendingAnswers, pending.length ? pending : null);
}

function setPending(update: (pending: PendingAnswer[]) => PendingAnswer[]) {
  // Re-read storage first: another tab may have sent or added answers meanwhile.
  const next = update(readStored());
  persist(next);
  outboxStore.set((s) => ({ ...s, pending: next }));
}

/** A random v4 uuid; crypto.randomUUID is missing outside secure contexts (plain http on a LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Keeps the answer and sends it in the background; returns at once. */
export function recordAnswer(
  userId: number,
  cardId: number,
  correct: boolean,
  options: { override?: boolean; at?: number } = {},
): PendingAnswer {
  const answer: PendingAnswer = {
    key: newIdempotencyKey(),
    userId,
    cardId,
    correct,
    at: options.at ?? Date.now(),
    ...(options.override && correct ? { override: true } : {}),
  };
  setPending((pending) => [...pending, answer]);
  failures = 0;
  void flushAnswers();
  return answer;
}

/** The logged-in user (null when logged out): only their answers are sent. */
export function setOutboxUser(userId: number | null) {
  if (currentUserId === userId) return;
  currentUserId = userId;
  if (userId !== null) void flushAnswers();
}

function scheduleRetry() {
  clearTimeout(retryTimer);
  failures += 1;
  retryTimer = setTimeout(() => void flushAnswers(), retryDelay(failures));
}

let flushing: Promise<void> | null = null;
let flushAgain = false;

/**
 * Sends the current user's pending answers, oldest first; stops at the first failure and retries
 * later. A call while a send is running makes that run look again before it ends.
 */
export function flushAnswers(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    let delivered: boolean;
    do {
      flushAgain = false;
      delivered = await drain();
    } while (flushAgain && delivered);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * POST /api/cards/{id}/{answer} with the answer's key and, unless told not to, the time it was given
 * (`answered_at`): the server schedules the review from that time, so an answer kept offline counts when it was given.
 */
function sendAnswer(answer: PendingAnswer, withTime: boolean) {
  return api.post<ApiAnswer<'/api/cards/{id}/{answer}', 'post'>>(
    `/cards/${answer.cardId}/${answer.correct ? 1 : 0}`,
    (withTime && Number.isFinite(answer.at)) || answer.override
      ? {
          ...(withTime && Number.isFinite(answer.at)
            ? { answered_at: new Date(answer.at).toISOString() }
            : {}),
          ...(answer.override ? { override: true } : {}),
        }
      : undefined,
    { silent: true, headers: { 'Idempotency-Key': answer.key } },
  );
}

/** One pass over the pending answers; false when a send failed and a retry is scheduled. */
async function drain(): Promise<boolean> {
  const userId = currentUserId;
  if (userId === null) return true;
  outboxStore.set((s) => ({ ...s, sending: true }));
  try {
    for (;;) {
      const next = outboxStore.get().pending.find((answer) => answer.userId === userId);
      if (!next || currentUserId !== userId) break;
      try {
        await sendAnswer(next, true).catch((error: unknown) => {
          // the server refuses the answer's time (device clock far off, or kept more than the allowed days):
          // the answer still counts, at the time it arrives
          if (
            isApiError(error) &&
            (error.code === 'cards.answer_time_future' || error.code === 'cards.answer_time_too_old')
          ) {
            console.warn(
              `flashcards: the time of the answer to card ${next.cardId} was refused: sent without it`,
            );
            return sendAnswer(next, false);
          }
          throw error;
        });
      } catch (error) {
        if (isApiError(error) && error.kind === 'http' && isFinalRefusal(error.status)) {
          console.warn(
            `flashcards: answer to card ${next.cardId} refused (${error.status}): ${error.message}`,
          );
        } else {
          // offline, no connection, time-out, 5xx, 401: keep it and try again later
          console.info(`flashcards: answer to card ${next.cardId} kept for later:`, error);
          if (isServerUnreachable(error)) serverUnreachable();
          outboxStore.set((s) => ({ ...s, waiting: true }));
          scheduleRetry();
          return false;
        }
      }
      setServerReachable(true); // an answer from the server, even a refusal
      setPending((pending) => pending.filter((answer) => answer.key !== next.key));
    }
    failures = 0;
    outboxStore.set((s) => ({ ...s, waiting: false }));
    drainedListeners.forEach((listener) => listener());
    return true;
  } finally {
    outboxStore.set((s) => ({ ...s, sending: false }));
  }
}

/** Called whenever the outbox has sent everything it had (e.g. to reload progress bars). */
export function onAnswersDrained(listener: () => void): () => void {
  drainedListeners.add(listener);
  return () => drainedListeners.delete(listener);
}

/** The number of this user's answers not yet confirmed by the server (sending, waiting or kept offline). */
export function usePendingAnswerCount(userId: number | null): number {
  return useStore(outboxStore, (s) =>
    userId === null ? 0 : s.pending.filter((a) => a.userId === userId).length,
  );
}

/** The number of this user's answers kept for later because a send failed (0 while sends succeed). */
export function useWaitingAnswerCount(userId: number | null): number {
  return useStore(outboxStore, (s) =>
    userId === null || !s.waiting ? 0 : s.pending.filter((a) => a.userId === userId).length,
  );
}

if (typeof window !== 'undefined') {
  // besides the back-off timer: at once when the browser says it is online again, and when the learner comes back
  // to the page (focus, tab shown), never waiting for a click
  const retryNow = () => {
    if (!outboxStore.get().pending.length) return;
    clearTimeout(retryTimer);
    failures = 0;
    void flushAnswers();
  };
  window.addEventListener('online', retryNow);
  // logged out: nothing more is sent (the answers stay for the user's next login on this device)
  onLogout(() => setOutboxUser(null));
  onServerBack(retryNow);
  window.addEventListener('focus', retryNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') retryNow();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.pendingAnswers || event.key === null)
      outboxStore.set((s) => ({ ...s, pending: readStored() }));
  });
}

/** Forget the in-memory state and read the stored answers again (tests; a user switch in another tab). */
export function reloadOutbox() {
  clearTimeout(retryTimer);
  failures = 0;
  currentUserId = null;
  outboxStore.set({ pending: readStored(), sending: false, waiting: false });
}
