import { createStore, useStore } from '../../lib/store';

/**
 * The items opened in this tab whose "mark read?" offer is still open (issue 31, docs/learning.md "Opening a
 * document"): opening a never-read document offers to mark it read when the learner comes back; it is marked only
 * when they say so. Kept in memory: a reload or another page drops the offer, never a level.
 */
const opened = createStore<ReadonlySet<number>>(new Set());

export function markOpened(id: number) {
  opened.set((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
}

export function closeOffer(id: number) {
  opened.set((ids) => {
    if (!ids.has(id)) return ids;
    const next = new Set(ids);
    next.delete(id);
    return next;
  });
}

export const useOpened = (id: number) => useStore(opened, (ids) => ids.has(id));
