import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentProgress } from '@portal/core';
import { api } from '../../../lib/api';
import { invalidateCategoryProgress } from '../../categories';
import type { ContentItem, ContentKind, ContentScope, StackResponse } from '../types';
import { contentKeys, fetchContents } from './content-list';

export { contentKeys, fetchContents };

/** The items of the category and its subcategories (children) or of its parent categories (parent). */
export function useContents(kind: ContentKind, categoryId: number | null | undefined, scope: ContentScope) {
  return useQuery({
    queryKey: contentKeys.list(kind, categoryId ?? 0, scope),
    queryFn: ({ signal }) => fetchContents(kind, categoryId!, scope, signal),
    enabled: !!categoryId,
    retry: false,
  });
}

/** `raise`: the server keeps a stored value that is already as high (the mark-read offer after opening). */
export const putStack = (id: number, value: ContentProgress, raise = false) =>
  api.put<StackResponse>(`/contents/update/${id}/stack`, undefined, {
    query: raise ? { value, raise: 1 } : { value },
  });

/**
 * Sets the reading progress of an item. On success the lists show the stored value and the tree's
 * progress bars are reloaded (so the sidebar changes without a page reload).
 */
export function useSetStack() {
  const qc = useQueryClient();
  return useMutation({
    // Try at once even when offline: the failure restores the previous value (TanStack would pause it).
    networkMode: 'always',
    mutationFn: ({ id, value, raise }: { id: number; value: ContentProgress; raise?: boolean }) =>
      putStack(id, value, raise),
    onSuccess: (res) => {
      qc.setQueriesData<ContentItem[]>({ queryKey: contentKeys.all }, (items) =>
        items?.map((item) => (item.id === res.id ? { ...item, stack: res.stack } : item)),
      );
      void invalidateCategoryProgress(qc);
    },
  });
}
