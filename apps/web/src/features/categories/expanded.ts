import { createStore, useStore } from '../../lib/store';
import { onLogout } from '../../lib/session';

/** Which categories are expanded in the sidebar tree (kept while the sidebar is hidden and shown again). */
const expandedStore = createStore<ReadonlySet<number>>(new Set());

export const useExpanded = (id: number) => useStore(expandedStore, (s) => s.has(id));

export function setExpanded(id: number, on: boolean) {
  expandedStore.set((s) => {
    if (s.has(id) === on) return s;
    const next = new Set(s);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });
}

export function expandAll(ids: number[]) {
  expandedStore.set((s) => (ids.every((id) => s.has(id)) ? s : new Set([...s, ...ids])));
}

onLogout(() => expandedStore.set(new Set()));
