import { createStore, useStore } from '../../lib/store';
import { readJson, storageKeys, writeJson } from '../../lib/storage';
import { onLogout } from '../../lib/session';
import type { SelectedCategory } from './types';

function initial(): SelectedCategory | null {
  const stored = readJson<SelectedCategory>(storageKeys.selectedInfo);
  if (!stored || typeof stored.id !== 'number' || stored.id <= 0) return null;
  return {
    id: stored.id,
    title: String(stored.title ?? ''),
    ...(Array.isArray(stored.ids) ? { ids: stored.ids.filter((v) => typeof v === 'number') } : {}),
    ...(Array.isArray(stored.titles) ? { titles: stored.titles.map(String) } : {}),
  };
}

/** The selected category, shared by the sidebar, the content screen and the flashcard screen. */
export const selectedCategoryStore = createStore<SelectedCategory | null>(initial());

/** The selected category ({ id, title, ids?, titles? }) or null; persisted in localStorage `selectedInfo`. */
export function useSelectedCategory(): SelectedCategory | null {
  return useStore(selectedCategoryStore);
}

export function getSelectedCategory(): SelectedCategory | null {
  return selectedCategoryStore.get();
}

/** Select a category (null clears the selection). */
export function selectCategory(info: SelectedCategory | null) {
  if (info && selectedCategoryStore.get()?.id === info.id && !info.ids && !info.titles) {
    // keep the known path when another feature re-selects the same category by id and title only
    info = { ...selectedCategoryStore.get()!, title: info.title || selectedCategoryStore.get()!.title };
  }
  writeJson(storageKeys.selectedInfo, info);
  selectedCategoryStore.set(info);
}

// The selection belongs to the user who logs out.
onLogout(() => selectCategory(null));
