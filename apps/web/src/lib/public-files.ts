import { useQuery } from '@tanstack/react-query';

/** URL of a file under apps/web/public/publicFiles (served at /publicFiles/...). */
export function publicFileUrl(path: string): string {
  return `${import.meta.env.BASE_URL}publicFiles/${path.replace(/^\/+/, '')}`;
}

/**
 * Sanitise HTML with DOMPurify (loaded on first use to keep the first download small).
 * Code that needs it synchronously (e.g. HTML cards) can import 'isomorphic-dompurify' directly.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('isomorphic-dompurify');
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

async function fetchText(url: string, signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(url, { signal });
  if (!response.ok) return null;
  const type = response.headers.get('content-type') ?? '';
  // a dev server or SPA fallback may answer a missing file with index.html
  if (type.includes('text/html') || type.includes('text/plain') || type === '') {
    const text = await response.text();
    if (/<div id="root"><\/div>/.test(text)) return null;
    return text;
  }
  return null;
}

/**
 * Sanitised HTML from the public files area; `paths` are tried in order (e.g. a category page,
 * then the default page). `html` is null while loading or when none exists.
 */
export function usePublicHtml(paths: string[]) {
  return useQuery({
    queryKey: ['publicHtml', ...paths],
    queryFn: async ({ signal }) => {
      for (const path of paths) {
        const text = await fetchText(publicFileUrl(path), signal).catch(() => null);
        if (text !== null) return await sanitizeHtml(text);
      }
      return null;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** JSON from the public files area (e.g. music/musicFiles.json). */
export function usePublicJson<T>(path: string) {
  return useQuery({
    queryKey: ['publicJson', path],
    queryFn: async ({ signal }) => {
      const response = await fetch(publicFileUrl(path), { signal });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    staleTime: Infinity,
    retry: false,
  });
}
