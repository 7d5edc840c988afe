import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';
import { adminKeys, learnerDataKey } from './keys';

/** The trash (issue 18 §2): what was deleted, restore, delete for good. */
export type TrashEntry = ApiAnswer<'/api/trash', 'get'>['entries'][number];

/** What deleting a category takes along (GET /api/categories/{id}/delete-summary). */
export type DeleteSummary = ApiAnswer<'/api/categories/{id}/delete-summary', 'get'>;

export const trashKey = ['admin', 'trash'] as const;

export const fetchDeleteSummary = (categoryId: number) =>
  api.get<DeleteSummary>(`/categories/${categoryId}/delete-summary`);

export function useTrash(enabled: boolean) {
  return useQuery({
    queryKey: trashKey,
    queryFn: () => api.get<ApiAnswer<'/api/trash', 'get'>>('/trash').then((r) => r.entries),
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
  api.post<ApiAnswer<'/api/trash/{id}/restore', 'post'>>(`/trash/${id}/restore`, undefined, {
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
      api.post<ApiAnswer<'/api/trash/{id}/delete', 'post'>>(`/trash/${id}/delete`, undefined, {
        timeout: false,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: trashKey }),
  });
}
