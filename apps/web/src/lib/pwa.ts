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

/** How often an open app asks whether a new version exists (browsers also check on each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let activateWaiting: ((reloadPage?: boolean) => Promise<void>) | undefined;
/** the user chose Reload in this page: the switch to the new version may reload it */
let accepted = false;

export interface ServiceWorkerHooks {
  /**
   * The page's first load was not served by the service worker (a first visit); called once the worker has taken
   * control, to fetch again through it what should be kept for offline use.
   */
  onFirstControl?: () => void;
}

export function startServiceWorker(hooks: ServiceWorkerHooks = {}): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  let controlled = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      // the first version took control of a page it did not load (clientsClaim): nothing to offer
      controlled = true;
      hooks.onFirstControl?.();
    } else if (accepted) {
      window.location.reload();
    } else {
      // another tab chose Reload: this page runs the old version until it is reloaded; offer that
      updateStore.set('active');
    }
  });
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      activateWaiting = registerSW({
        onNeedRefresh: () => updateStore.set('waiting'),
        // the switch to a new version is handled above (without it the plugin would reload every tab by itself)
        onNeedReload: () => undefined,
        onRegisteredSW: (_url, registration) => {
          if (!registration) return;
          setInterval(() => {
            if (navigator.onLine && !registration.installing)
              void registration.update().catch(() => undefined);
          }, UPDATE_CHECK_MS);
        },
      });
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
