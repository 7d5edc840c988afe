import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys, learnerDataKey } from './keys';

/** The trash (issue 18 §2): what was deleted, restore, delete for good. */
export interface TrashEntry {
  id: number;
  kind: 'category' | 'cards' | 'contents' | 'lesson' | 'role';
  title: string;
  summary: Partial<Record<'subcategories' | 'cards' | 'contents' | 'roles' | 'lessons', number>>;
  deleted_at: string;
  deleted_by_name: string | null;
  purge_at: string;
  days_left: number;
}

export interface DeleteSummary {
  id: number;
  title: string;
  subcategories: number;
  cards: number;
  contents: number;
  roles: number;
}

export const trashKey = ['admin', 'trash'] as const;

export const fetchDeleteSummary = (categoryId: number) =>
  api.get<DeleteSummary>(`/categories/${categoryId}/delete-summary`);

export function useTrash(enabled: boolean) {
  return useQuery({
    queryKey: trashKey,
    queryFn: () => api.get<{ entries: TrashEntry[] }>('/trash').then((r) => r.entries),
    enabled,
  });
}

/** After a restore or a purge everything the admin area and the learner screens show may have changed. */
export function reloadAfterTrash(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: adminKeys.all });
  void qc.invalidateQueries({ queryKey: learnerDataKey });
  void qc.invalidateQueries({ queryKey: ['roles'] });
}

export const restoreTrash = (id: number) =>
  api.post<{ message: string; kind: TrashEntry['kind']; title: string }>(`/trash/${id}/restore`, undefined, {
    timeout: false,
  });

export function useRestoreTrash() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: restoreTrash, onSuccess: () => reloadAfterTrash(qc) });
}

export function usePurgeTrash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ message: string }>(`/trash/${id}/delete`, undefined, { timeout: false }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: trashKey }),
  });
}
