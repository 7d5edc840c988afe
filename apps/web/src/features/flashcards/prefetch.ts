import type { QueryClient } from '@tanstack/react-query';
import { getSelectedCategory } from '../categories/selection';
import { fetchSessionCards, sessionCardsQueryKey } from './api/session-cards';

/**
 * Start-up on /flashcard with a stored token (app/routes.tsx): the selected category's next session (the summary
 * and its Start button wait for it), asked for alongside the account check. Silent: a failure shows when the
 * summary asks again.
 */
export function prefetchFlashcardScreen(qc: QueryClient): void {
  const selected = getSelectedCategory();
  if (!selected) return;
  void qc.prefetchQuery({
    queryKey: sessionCardsQueryKey(selected.id),
    queryFn: ({ signal }) => fetchSessionCards(selected.id, signal, true),
  });
}
