import { startServiceWorker } from '../lib/pwa';

/**
 * The offline app (README "Offline and install"). On a first visit the page loaded before the service worker
 * existed, so what it fetched did not reach the worker's caches: once the worker controls the page, the start-up
 * configuration and the stored flashcard session's pictures are fetched again through it. (The course tree is kept
 * as it is opened from then on.)
 */
export function startOfflineApp(): void {
  startServiceWorker({
    onFirstControl: () => {
      void fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' }).catch(() => undefined);
      void import('../features/flashcards/offline')
        .then(({ keepStoredSessionPictures }) => keepStoredSessionPictures())
        .catch(() => undefined);
    },
  });
}
