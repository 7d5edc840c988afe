import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SessionCardsResponse } from '../types';

export const sessionCardsQueryKey = (categoryId: number) => ['flashcards', 'session', categoryId] as const;

/**
 * GET /api/cards/session/{categoryId}: the next session's cards of the category's subtree. The server
 * builds the set (at most 20, unanswered first, answered from half the set on: core buildCardSet),
 * so the summary's count and time estimate describe exactly the cards the session will show.
 */
export const fetchSessionCards = (categoryId: number, signal?: AbortSignal, silent?: boolean) =>
  api.get<SessionCardsResponse>(`/cards/session/${categoryId}`, { signal, silent });

export function useSessionCards(categoryId: number | null) {
  return useQuery({
    queryKey: sessionCardsQueryKey(categoryId ?? 0),
    queryFn: ({ signal }) => fetchSessionCards(categoryId!, signal),
    enabled: categoryId !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
