import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';
import type { CatDetail, CatNode } from '../types';

/**
 * Query keys. Everything under ['progress'] carries the user's progress, so any feature that changes
 * progress (reading progress, card answers, purchases) refreshes the tree with one invalidation.
 */
export const categoryKeys = {
  all: ['progress', 'categories'] as const,
  roots: ['progress', 'categories', 'roots'] as const,
  cat: (id: number) => ['progress', 'categories', 'cat', id] as const,
};

export const fetchRoots = (signal?: AbortSignal, silent?: boolean) =>
  api.get<ApiAnswer<'/api/cats/roots', 'get'>>('/cats/roots', { signal, silent }).then((d) => d.roots);
export const fetchCat = (id: number, signal?: AbortSignal, silent?: boolean) =>
  api.get<CatDetail>(`/cats/${id}`, { signal, silent });
export const ROOTS_STALE_MS = 60_000;
export const CAT_STALE_MS = 60_000;

/** The user's top categories (only those their roles open), by position. */
export function useRootCategories(enabled = true) {
  return useQuery({
    queryKey: categoryKeys.roots,
    queryFn: ({ signal }) => fetchRoots(signal),
    enabled,
    staleTime: ROOTS_STALE_MS,
  });
}

/** One category with its progress blocks and its visible children. */
export function useCat(id: number | null | undefined, enabled = true) {
  return useQuery({
    queryKey: categoryKeys.cat(id ?? 0),
    queryFn: ({ signal }) => fetchCat(id!, signal),
    enabled: enabled && !!id,
    staleTime: CAT_STALE_MS,
    retry: false,
  });
}

/** The children of a category as a list, by position. */
export const sortedChildren = (cat: CatDetail | undefined): CatNode[] =>
  cat ? Object.values(cat.children).sort((a, b) => a.position - b.position || a.id - b.id) : [];

/** Reload the progress bars of the tree (after a progress change). */
export const invalidateCategoryProgress = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: categoryKeys.all });
