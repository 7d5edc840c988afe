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

/** The image card type (admin spec §3): a front and a back picture from GET /api/image/{id}. */
const IMAGE_CARD = 1;
/** The HTML card type: pictures inside its text are signed /storage links (issue 27). */
const HTML_CARD = 2;

/**
 * The pictures inside an HTML card's text (signed links, no bearer header), fetched ahead like the image cards'
 * so the service worker keeps them (its private storage cache) for a session played offline.
 */
async function keepInTextPictures(data: unknown) {
  if (typeof data !== 'object' || data === null || !navigator.onLine) return;
  const sides = data as { front_html?: unknown; back_html?: unknown };
  for (const html of [sides.front_html, sides.back_html]) {
    if (typeof html !== 'string') continue;
    for (const match of html.matchAll(/<img\b[^>]*\bsrc="(\/storage\/[^"]+)"/g)) {
      const src = match[1].replace(/&amp;/g, '&');
      if (keptPictures.has(src)) continue;
      keptPictures.add(src);
      try {
        await (await fetch(src)).blob();
      } catch {
        keptPictures.delete(src);
      }
    }
  }
}

/** pictures already fetched ahead in this page (`<card id>:front|back`, or an in-text picture's link) */
const keptPictures = new Set<string>();

/**
 * Fetches the pictures of a session's image cards ahead, one after the other, so they are kept for offline use:
 * by the service worker's private API cache (and the browser's HTTP cache, `private, max-age`). A stored session can
 * then be played to its end without network. `again` fetches even those fetched before (the service worker has
 * only just taken control of the page, so earlier copies did not reach its cache).
 */
export async function keepSessionPictures(
  cards: { id: number; type: number; data?: unknown }[],
  again = false,
) {
  if (again) keptPictures.clear();
  for (const card of cards) {
    if (card.type === HTML_CARD) {
      await keepInTextPictures(card.data);
      continue;
    }
    if (card.type !== IMAGE_CARD) continue;
    for (const side of ['front', 'back'] as const) {
      const key = `${card.id}:${side}`;
      const token = getToken();
      if (keptPictures.has(key) || !token || !navigator.onLine) continue;
      keptPictures.add(key);
      try {
        const response = await fetch(apiUrl(`/image/${card.id}`, side === 'back' ? { back: 1 } : undefined), {
          headers: { Authorization: `Bearer ${token}` },
        });
        await response.blob();
        if (!response.ok) keptPictures.delete(key);
      } catch {
        keptPictures.delete(key); // offline or gone: the card shows its own error when it comes
      }
    }
  }
}
