import type { QueryClient } from '@tanstack/react-query';
import { CAT_STALE_MS, categoryKeys, fetchCat, fetchRoots, ROOTS_STALE_MS } from './api/categories';
import { getSelectedCategory } from './selection';

const prefetchCat = (qc: QueryClient, id: number) =>
  qc.prefetchQuery({
    queryKey: categoryKeys.cat(id),
    queryFn: ({ signal }) => fetchCat(id, signal, true),
    staleTime: CAT_STALE_MS,
  });

/**
 * Start-up with a stored token (app/Boot.tsx): the course tree as the sidebar opens it (the roots, a single
 * programme, the way to the selected category) and the selected category, asked for alongside the account check
 * instead of after it. Silent: a failure shows when the sidebar asks again.
 */
export function prefetchCourseTree(qc: QueryClient): void {
  const selected = getSelectedCategory();
  const ids = new Set([...(selected?.ids ?? []), ...(selected ? [selected.id] : [])]);
  for (const id of ids) void prefetchCat(qc, id);
  void qc
    .fetchQuery({
      queryKey: categoryKeys.roots,
      queryFn: ({ signal }) => fetchRoots(signal, true),
      staleTime: ROOTS_STALE_MS,
    })
    .then((roots) => {
      if (roots.length === 1 && !ids.has(roots[0].id)) void prefetchCat(qc, roots[0].id);
    })
    .catch(() => undefined);
}
