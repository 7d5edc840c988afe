import { useMemo } from 'react';
import { createStore, useStore } from './store';

/**
 * The panels that open over the main area (learner spec §2): one at a time, one overlay mechanism.
 * Open one from anywhere: `usePanels().open('cart')`, or `openPanel('payment', { clientSecret })`.
 * What each panel shows is registered in src/app/panels.tsx (id → title key, size, lazy component).
 * To add a panel: add its id here and its entry in src/app/panels.tsx.
 */
export type PanelId = 'cart' | 'bought' | 'profile' | 'cacheRoles' | 'payment' | 'manual';

export interface OpenPanel {
  id: PanelId;
  /** props handed to the panel's component (e.g. { clientSecret } for payment) */
  props: Record<string, unknown>;
}

const panelStore = createStore<OpenPanel | null>(null);

export function openPanel(id: PanelId, props: Record<string, unknown> = {}): void {
  panelStore.set({ id, props });
}

export function closePanel(): void {
  panelStore.set(null);
}

export function getOpenPanel(): OpenPanel | null {
  return panelStore.get();
}

export function useOpenPanel(): OpenPanel | null {
  return useStore(panelStore);
}

export function usePanels() {
  const current = useOpenPanel();
  return useMemo(() => ({ current, open: openPanel, close: closePanel }), [current]);
}

/** Props every panel component receives. */
export interface PanelProps {
  close: () => void;
  props: Record<string, unknown>;
}
