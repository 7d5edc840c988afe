import type { QueryClient } from '@tanstack/react-query';
import { getSelectedCategory } from '../categories/selection';
import { contentKeys, fetchContents } from './api/content-list';
import type { ContentKind, ContentScope } from './types';

/**
 * Start-up on /content/theory or /content/exercises with a stored token (app/routes.tsx): the selected category's
 * two lists, asked for alongside the account check. Silent: a failure shows when the screen asks again.
 */
export function prefetchContentScreen(qc: QueryClient, pathname: string): void {
  const selected = getSelectedCategory();
  if (!selected) return;
  const kind: ContentKind | null =
    pathname === '/content/theory' ? 'theory' : pathname === '/content/exercises' ? 'exercise' : null;
  if (!kind) return;
  for (const scope of ['children', 'parent'] as ContentScope[])
    void qc.prefetchQuery({
      queryKey: contentKeys.list(kind, selected.id, scope),
      queryFn: ({ signal }) => fetchContents(kind, selected.id, scope, signal, true),
    });
}
