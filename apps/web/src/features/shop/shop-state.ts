import { DEFAULT_DURATION, DEFAULT_EXAM_TYPE, type ShopDuration, type ShopExamType } from '@portal/core';
import { createStore, useStore } from '../../lib/store';

/** The shop's selection: a programme, exam type (default Standard = ecus) and duration (default 12). */
export interface ShopSelection {
  productId: number | null;
  examType: ShopExamType;
  duration: ShopDuration;
}

const initialSelection: ShopSelection = {
  productId: null,
  examType: DEFAULT_EXAM_TYPE,
  duration: DEFAULT_DURATION,
};

export const selectionStore = createStore<ShopSelection>(initialSelection);

export const selectProduct = (productId: number) => selectionStore.set({ ...initialSelection, productId });
export const setExamType = (examType: ShopExamType) => selectionStore.set((s) => ({ ...s, examType }));
export const setDuration = (duration: ShopDuration) => selectionStore.set((s) => ({ ...s, duration }));
/** The back button: clears the selection. */
export const clearSelection = () => selectionStore.set(initialSelection);

export function useSelection(): ShopSelection {
  return useStore(selectionStore);
}

/**
 * 'Just purchased' (learner spec §4): set when a payment succeeds, so the bought items panel waits for the
 * new purchase to appear (a Stripe webhook may arrive a moment after the card is confirmed).
 */
const justPurchasedStore = createStore<number | null>(null);

export const markJustPurchased = () => justPurchasedStore.set(Date.now());
export const clearJustPurchased = () => justPurchasedStore.set(null);
export const useJustPurchased = () => useStore(justPurchasedStore);
