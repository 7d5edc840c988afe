import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExamFlag } from '@portal/core';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import type { AdminCategory, AdminCategoryDetail } from '../types';
import { adminKeys, learnerDataKey } from './keys';

const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position || a.id - b.id;

/** The children of a category in order; parentId 0 = the top categories. */
export async function fetchChildren(parentId: number, signal?: AbortSignal): Promise<AdminCategory[]> {
  if (parentId === 0) {
    const { categories } = await api.get<ApiAnswer<'/api/categories', 'get'>>('/categories', { signal });
    return [...categories].sort(byPosition);
  }
  const category = await api.get<AdminCategoryDetail>(`/categories/${parentId}`, {
    signal,
    query: { children: 1 },
  });
  return [...(category.children ?? [])].sort(byPosition);
}

export function useChildren(parentId: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.children(parentId),
    queryFn: ({ signal }) => fetchChildren(parentId, signal),
    enabled,
  });
}

export const fetchCategory = (id: number, signal?: AbortSignal) =>
  api.get<AdminCategoryDetail>(`/categories/${id}`, { signal });

export function useCategory(id: number | null) {
  return useQuery({
    queryKey: adminKeys.category(id ?? 0),
    queryFn: ({ signal }) => fetchCategory(id!, signal),
    enabled: !!id,
  });
}

/** The ids from the top category down to the category's parent (to expand the tree to it). */
export async function ancestorsOf(id: number): Promise<number[]> {
  const chain: number[] = [];
  let current = await fetchCategory(id);
  for (let guard = 0; current.parent_id && guard < 50; guard++) {
    chain.unshift(current.parent_id);
    current = await fetchCategory(current.parent_id);
  }
  return chain;
}

type CategoryBody = ApiBody<'/api/categories', 'post'>;

/** What the category editor sends on create and update: title, description and the exam flags. */
export type CategoryFields = Required<Pick<CategoryBody, 'title' | 'description' | ExamFlag>>;

/** After a change of the tree: the parents' children reload, or the whole tree for a top-level parent. */
export function reloadParents(qc: QueryClient, parentIds: (number | null | undefined)[]) {
  const ids = parentIds.map((p) => p ?? 0);
  if (ids.includes(0)) void qc.invalidateQueries({ queryKey: adminKeys.allChildren });
  else for (const id of new Set(ids)) void qc.invalidateQueries({ queryKey: adminKeys.children(id) });
  void qc.invalidateQueries({ queryKey: learnerDataKey });
}

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CategoryFields & { parent_id: number | null; position: number }) =>
      api.post<ApiAnswer<'/api/categories', 'post', 201>>('/categories', input).then((r) => r.category),
    onSuccess: () => void qc.invalidateQueries({ queryKey: learnerDataKey }),
  });
}

export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CategoryFields & { id: number }) =>
      api
        .post<ApiAnswer<'/api/categories/{id}', 'post'>>(`/categories/${id}`, input)
        .then((r) => r.updatedObject),
    onSuccess: (category) => {
      qc.setQueryData(adminKeys.category(category.id), (old: AdminCategory | undefined) => ({
        ...old,
        ...category,
      }));
      reloadParents(qc, [category.parent_id]);
    },
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (category: AdminCategory) =>
      api.post<ApiAnswer<'/api/categories/delete/{id}', 'post'>>(
        `/categories/delete/${category.id}`,
        undefined,
        {
          timeout: false,
        },
      ),
    onSuccess: (_result, category) => reloadParents(qc, [category.parent_id]),
  });
}

export interface MoveInput {
  id: number;
  /** the parent before the move (null = top level) */
  fromParentId: number | null;
  parentId: number | null;
  position: number;
}

export function useMoveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parentId, position }: MoveInput) =>
      api.post<ApiAnswer<'/api/categories/{id}/move/{position}', 'post'>>(
        `/categories/${id}/move/${position}`,
        { parent_id: parentId ?? 0 },
        { timeout: false },
      ),
    onSuccess: (_result, input) => {
      void qc.invalidateQueries({ queryKey: adminKeys.category(input.id) });
      reloadParents(qc, [input.fromParentId, input.parentId]);
    },
  });
}
