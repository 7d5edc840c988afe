import { beforeEach, describe, expect, it } from 'vitest';
import { readJson, storageKeys } from '../../../lib/storage';
import type { SessionCard } from '../types';
import {
  answerCurrentCard,
  leaveSession,
  readStoredSession,
  restoreSession,
  sessionStore,
  startSession,
} from './session-store';

const card = (id: number, learntype_id = 0): SessionCard => ({
  id,
  title: `Karte ${id}`,
  type: 3,
  relevance: 3,
  difficulty: 3,
  learntype_id,
  category_id: 9,
  data: { question: 'q', answers: [{ true: 'a' }] },
  description: null,
  stack: 0,
  last_mistakes: 0,
  thumbnails: null,
});
const deck = (n: number, learnType = 0) => Array.from({ length: n }, (_, i) => card(i + 1, learnType));
const ids = () => sessionStore.get().queue.map((c) => c.id);
const storedIds = () => (readJson<SessionCard[]>(storageKeys.cards) ?? []).map((c) => c.id);
const info = { id: 9, title: 'Mathematik//Maturität', ids: [9], titles: ['Mathematik//Maturität'] };

beforeEach(() => {
  localStorage.clear();
  leaveSession();
});

describe('flashcard session queue', () => {
  it('start saves the queue, the selected category and the titles to localStorage', () => {
    startSession(deck(3), info, ['Mathematik//Maturität', 'Algebra']);
    expect(sessionStore.get().status).toBe('active');
    expect(storedIds()).toEqual([1, 2, 3]);
    expect(readJson(storageKeys.selectedInfo)).toMatchObject({ id: 9, title: 'Mathematik//Maturität' });
    expect(readJson(storageKeys.categoryTitles)).toEqual(['Mathematik//Maturität', 'Algebra']);
  });

  it('a correct answer removes the card, and the queue is saved after every step', () => {
    startSession(deck(3), info, []);
    answerCurrentCard(true);
    expect(ids()).toEqual([2, 3]);
    expect(storedIds()).toEqual([2, 3]);
  });

  it('a wrong answer counts the mistake and re-inserts the card by its learn type', () => {
    // learn type 0, 1st mistake: index 11 — 20 cards, 19 left after the answered one
    startSession(deck(20), info, []);
    answerCurrentCard(false);
    expect(ids().indexOf(1)).toBe(11);
    expect(sessionStore.get().queue[11].mistakes).toBe(1);
    expect(storedIds().indexOf(1)).toBe(11);
  });

  it('a card missed last time starts from the server’s last_mistakes: its next mistake is the 2nd (index 9)', () => {
    startSession(
      [{ ...card(1), last_mistakes: 1 }, ...deck(19).map((c) => ({ ...c, id: c.id + 1 }))],
      info,
      [],
    );
    expect(sessionStore.get().queue[0].mistakes).toBe(1);
    answerCurrentCard(false);
    expect(ids().indexOf(1)).toBe(9);
    expect(sessionStore.get().queue[9].mistakes).toBe(2);
  });

  it('learn type 1: the 2nd mistake in a queue of 7 is appended, in a queue of 10 it goes to index 4', () => {
    startSession([{ ...card(100, 1) }, ...deck(7)], info, []);
    sessionStore.set({
      ...sessionStore.get(),
      queue: [{ ...sessionStore.get().queue[0], mistakes: 1 }, ...sessionStore.get().queue.slice(1)],
    });
    answerCurrentCard(false);
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 100]);

    startSession([{ ...card(100, 1) }, ...deck(10)], info, []);
    sessionStore.set({
      ...sessionStore.get(),
      queue: [{ ...sessionStore.get().queue[0], mistakes: 1 }, ...sessionStore.get().queue.slice(1)],
    });
    answerCurrentCard(false);
    expect(ids().indexOf(100)).toBe(4);
    expect(sessionStore.get().queue[4].mistakes).toBe(2);
  });

  it('a short queue gets the wrong card appended (learn type 0, 1st mistake, 2 cards left)', () => {
    startSession(deck(3), info, []);
    answerCurrentCard(false);
    expect(ids()).toEqual([2, 3, 1]);
  });

  it('the last answer ends the session and removes the stored queue', () => {
    startSession(deck(1), info, ['Mathematik//Maturität']);
    answerCurrentCard(false);
    expect(ids()).toEqual([1]);
    answerCurrentCard(true);
    expect(sessionStore.get().status).toBe('finished');
    expect(localStorage.getItem(storageKeys.cards)).toBeNull();
    expect(localStorage.getItem(storageKeys.categoryTitles)).toBeNull();
    expect(readStoredSession()).toBeNull();
  });

  it('starting without cards is the empty state and stores nothing', () => {
    startSession([], info, []);
    expect(sessionStore.get().status).toBe('empty');
    expect(readStoredSession()).toBeNull();
  });

  it('a stored queue survives a reload and continues where it stopped, with its mistakes', () => {
    startSession(deck(4), info, ['Mathematik//Maturität', 'Algebra']);
    answerCurrentCard(false); // 1 → appended (3 left < 11)
    answerCurrentCard(true); // 2 removed
    leaveSession(); // e.g. the page was reloaded
    const stored = readStoredSession();
    expect(stored?.queue.map((c) => c.id)).toEqual([3, 4, 1]);
    expect(stored?.queue[2].mistakes).toBe(1);
    expect(stored?.titles).toEqual(['Mathematik//Maturität', 'Algebra']);
    expect(stored?.info).toMatchObject({ id: 9 });
    expect(restoreSession()).toBe(true);
    expect(sessionStore.get().status).toBe('active');
    expect(ids()).toEqual([3, 4, 1]);
  });

  it('restores the session category even when another category was selected since', () => {
    startSession(deck(2), info, []);
    leaveSession();
    localStorage.setItem(storageKeys.selectedInfo, JSON.stringify({ id: 5, title: 'Geometrie' }));
    expect(readStoredSession()?.info).toMatchObject({ id: 9 });
  });

  it('ignores broken stored data', () => {
    localStorage.setItem(storageKeys.cards, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(storageKeys.cards, JSON.stringify([{ nope: 1 }]));
    expect(readStoredSession()).toBeNull();
    expect(restoreSession()).toBe(false);
  });
});
