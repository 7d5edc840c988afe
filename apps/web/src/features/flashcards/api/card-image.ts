import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api';
import { getToken } from '../../../lib/token';

/**
 * The front or back picture of an image card (GET /api/image/{id}[?back=1]). The API needs the bearer
 * token, which an <img src> cannot send, so the picture is fetched and shown from an object URL. The
 * browser's HTTP cache (private, max-age, ETag) and this query cache keep it for a re-shown card, also
 * offline. Object URLs are few (at most two per card of a session) and live as long as the page.
 */
export function useCardImage(cardId: number, back: boolean, enabled = true) {
  return useQuery({
    queryKey: ['flashcards', 'image', cardId, back ? 'back' : 'front'],
    queryFn: async ({ signal }) => {
      const token = getToken();
      const response = await fetch(apiUrl(`/image/${cardId}`, back ? { back: 1 } : undefined), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) throw new Error(`image ${cardId}: HTTP ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
