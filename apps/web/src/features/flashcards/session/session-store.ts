import { advanceQueue } from '@portal/core';
import { onFirstControl } from '../../../lib/pwa';
import { onLogout } from '../../../lib/session';
import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import { createStore, useStore } from '../../../lib/store';
import { selectCategory } from '../../categories';
import { keepSessionPictures } from '../api/card-image';
import type { QueuedCard, SelectedInfo, SessionCard } from '../types';

/**
 * The flashcard session (learner spec §4 "Flashcard session"):
 *   idle → active (start, or continue a stored queue) → finished (last card answered) → idle
 *   idle → empty (start without cards) → idle
 * The queue is saved to localStorage after every step: `cards` (the queue), `selectedInfo` (the
 * selected category, owned by the categories feature: the session's category while it runs) and
 * `categoryTitles` (its path of titles, shown by continue-last-lesson). The session's category is also
 * kept in `sessionCategory`, so continuing restores it even after another category was selected.
 * When the session ends the stored queue is removed.
 */
export type SessionStatus = 'idle' | 'active' | 'finished' | 'empty';

/** What the session's end shows (issue 31): counted since the session started or was continued. */
export interface SessionResults {
  right: number;
  wrong: number;
  /** the cards answered wrong at least once, in the order first missed */
  missed: QueuedCard[];
  /** when the session started or was continued (ms since epoch) */
  startedAt: number;
}

export interface SessionState {
  status: SessionStatus;
  queue: QueuedCard[];
  info: SelectedInfo | null;
  titles: string[];
  /** answers given in this session (also a key that changes with every step) */
  step: number;
  results: SessionResults;
}

const noResults = (): SessionResults => ({ right: 0, wrong: 0, missed: [], startedAt: Date.now() });

const idle: SessionState = {
  status: 'idle',
  queue: [],
  info: null,
  titles: [],
  step: 0,
  results: noResults(),
};

export const sessionStore = createStore<SessionState>(idle);

export function useSession<S>(selector: (state: SessionState) => S): S {
  return useStore(sessionStore, selector);
}

const isQueuedCard = (value: unknown): value is QueuedCard => {
  const v = value as QueuedCard;
  return !!v && typeof v.id === 'number' && typeof v.type === 'number' && typeof v.learntype_id === 'number';
};

const isInfo = (value: unknown): value is SelectedInfo =>
  !!value && typeof (value as SelectedInfo).id === 'number' && (value as SelectedInfo).id > 0;

export interface StoredSession {
  queue: QueuedCard[];
  info: SelectedInfo | null;
  titles: string[];
}

/** The queue stored by an unfinished session, or null when there is none. */
export function readStoredSession(): StoredSession | null {
  const cards = readJson<unknown>(storageKeys.cards);
  if (!Array.isArray(cards)) return null;
  const queue = cards.filter(isQueuedCard).map((card) => ({ ...card, mistakes: card.mistakes ?? 0 }));
  if (queue.length === 0) return null;
  const own = readJson<unknown>(storageKeys.sessionCategory);
  const selected = readJson<unknown>(storageKeys.selectedInfo);
  const info = isInfo(own) ? own : isInfo(selected) ? selected : null;
  const titles = readJson<unknown>(storageKeys.categoryTitles);
  return {
    queue,
    info: info ? { ...info, title: String(info.title ?? '') } : null,
    titles: Array.isArray(titles) ? titles.map(String) : [],
  };
}

/** Subscribers that render the stored session (continue-last-lesson) re-read it on this version. */
const storedVersion = createStore(0);
export const useStoredSessionVersion = () => useStore(storedVersion);

function save(state: SessionState) {
  writeJson(storageKeys.cards, state.queue);
  writeJson(storageKeys.categoryTitles, state.titles);
  writeJson(storageKeys.sessionCategory, state.info);
  if (state.info) selectCategory(state.info); // writes `selectedInfo`
  storedVersion.set((v) => v + 1);
}

function clearStored() {
  writeJson(storageKeys.cards, null);
  writeJson(storageKeys.categoryTitles, null);
  writeJson(storageKeys.sessionCategory, null);
  storedVersion.set((v) => v + 1);
}

export function startSession(cards: SessionCard[], info: SelectedInfo, titles: string[]) {
  if (cards.length === 0) {
    clearStored();
    sessionStore.set({ ...idle, status: 'empty', info, titles, results: noResults() });
    return;
  }
  const state: SessionState = {
    status: 'active',
    // re-insertion continues from the wrong answers in a row the server remembers (issue 17)
    queue: cards.map((card) => ({ ...card, mistakes: card.last_mistakes ?? 0 })),
    info,
    titles,
    step: 0,
    results: noResults(),
  };
  save(state);
  sessionStore.set(state);
}

/** "Review the missed cards now" (the session's end): those cards, with their mistakes, become a new session. */
export function startReview(cards: QueuedCard[], info: SelectedInfo | null, titles: string[]) {
  if (cards.length === 0) return;
  const state: SessionState = { status: 'active', queue: cards, info, titles, step: 0, results: noResults() };
  save(state);
  sessionStore.set(state);
}

/** Continue last lesson: the stored queue and its category become the running session. False when none. */
export function restoreSession(): boolean {
  const stored = readStoredSession();
  if (!stored) return false;
  if (stored.info) selectCategory(stored.info);
  sessionStore.set({
    status: 'active',
    queue: stored.queue,
    info: stored.info,
    titles: stored.titles,
    step: 0,
    results: noResults(),
  });
  return true;
}

function advance(queue: QueuedCard[], results = sessionStore.get().results) {
  const state = sessionStore.get();
  const next: SessionState = { ...state, queue, step: state.step + 1, results };
  if (queue.length === 0) {
    clearStored();
    sessionStore.set({ ...next, status: 'finished' });
    return;
  }
  save(next);
  sessionStore.set(next);
}

/**
 * The learner answered the current (first) card: correct removes it, wrong counts the mistake and
 * re-inserts it by its learn type (core advanceQueue). Saved at once; the last card ends the session.
 */
export function answerCurrentCard(correct: boolean) {
  const state = sessionStore.get();
  if (state.status !== 'active' || state.queue.length === 0) return;
  const card = state.queue[0];
  const { results } = state;
  advance(advanceQueue(state.queue, correct), {
    ...results,
    right: results.right + (correct ? 1 : 0),
    wrong: results.wrong + (correct ? 0 : 1),
    missed:
      correct || results.missed.some((c) => c.id === card.id) ? results.missed : [...results.missed, card],
  });
}

/** A card that cannot be shown (broken data) leaves the queue without an answer. */
export function skipCurrentCard() {
  const state = sessionStore.get();
  if (state.status !== 'active') return;
  advance(state.queue.slice(1));
}

/** Back to the start page (redirect button, or leaving the session view). An unfinished queue stays stored. */
export function leaveSession() {
  sessionStore.set({ ...idle, results: noResults() });
}

/** Logout: the stored session belongs to the user who left. */
export function forgetSession() {
  clearStored();
  sessionStore.set(idle);
}

// The stored queue belongs to the user who logs out.
onLogout(forgetSession);

// A first visit: once the service worker controls the page, the stored session's pictures are fetched again through
// it, so the session can be played to its end offline.
onFirstControl(() => {
  const stored = readStoredSession();
  if (stored) void keepSessionPictures(stored.queue, true);
});
