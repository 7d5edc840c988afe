import { createStore, useStore } from './store';

/**
 * The service worker (vite.config.ts, README "Offline and install"), registered in production builds only.
 * registerType 'prompt': a new version installs in the background and waits; the app offers it (app/UpdatePrompt)
 * and never reloads by itself. The registration code (vite-plugin-pwa's virtual module, workbox-window) loads
 * after the page, in chunks of its own.
 *
 *   'none'    nothing to offer
 *   'waiting' a new version is installed and waits for this page's Reload
 *   'active'  another tab has switched to the new version; this page still runs the old one until reloaded
 */
export type AppUpdate = 'none' | 'waiting' | 'active';

const updateStore = createStore<AppUpdate>('none');
/** a flashcard session shows a card: the offer waits (set by the session view) */
const holdStore = createStore(false);

/** The version to offer now: 'none' while a session holds it back. */
export function useAppUpdate(): AppUpdate {
  const update = useStore(updateStore);
  const held = useStore(holdStore);
  return held ? 'none' : update;
}

/** A running flashcard session holds the offer back (true) until it ends (false): it is never shown mid-card. */
export function holdAppUpdate(hold: boolean): void {
  holdStore.set(hold);
}

let activateWaiting: ((reloadPage?: boolean) => Promise<void>) | undefined;
/** the user chose Reload in this page: the switch to the new version may reload it */
let accepted = false;

const firstControlListeners = new Set<() => void>();

/**
 * Called once the service worker has taken control of a page it did not load (a first visit): what the page fetched
 * before did not reach the worker's caches, so a feature fetches again through it what it keeps for offline use.
 */
export function onFirstControl(listener: () => void): () => void {
  firstControlListeners.add(listener);
  return () => firstControlListeners.delete(listener);
}

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  let controlled = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      // the first version took control of a page it did not load (clientsClaim): nothing to offer; the start-up
      // configuration is fetched again, now through the worker, for an offline start
      controlled = true;
      void fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' }).catch(() => undefined);
      firstControlListeners.forEach((listener) => listener());
    } else if (accepted) {
      window.location.reload();
    } else {
      // another tab chose Reload: this page runs the old version until it is reloaded; offer that
      updateStore.set('active');
    }
  });
  void import('./pwa-register')
    .then(({ register }) => {
      activateWaiting = register(() => updateStore.set('waiting'));
    })
    .catch(() => undefined); // no service worker: the app works online as before
}

/** The user chose Reload: activate the waiting version (the page reloads once it controls), or just reload. */
export function applyAppUpdate(): void {
  if (updateStore.get() === 'waiting' && activateWaiting) {
    accepted = true;
    void activateWaiting(true);
  } else {
    window.location.reload();
  }
}

/** The user closed the offer: not again in this page until another version comes. */
export function dismissAppUpdate(): void {
  updateStore.set('none');
}
