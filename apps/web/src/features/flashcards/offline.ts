/**
 * The flashcards feature's part of the offline app (app/offline.ts loads it once the service worker controls the
 * page).
 */
import { keepSessionPictures } from './api/card-image';
import { readStoredSession } from './session/session-store';

/** The service worker took control of the page: the stored session's pictures are fetched again through it. */
export async function keepStoredSessionPictures() {
  const stored = readStoredSession();
  if (stored) await keepSessionPictures(stored.queue, true);
}
