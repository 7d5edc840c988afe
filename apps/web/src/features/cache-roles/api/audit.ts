import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';

type AuditAnswer = ApiAnswer<'/api/audit', 'get'>;

/** One entry of the audit log (issue 18 §9). */
export type AuditEntry = AuditAnswer['entries'][number];

export interface AuditFilter {
  userId?: number;
  itemType?: string;
  itemId?: number;
  page: number;
}

export const AUDIT_PER_PAGE = 50;

export function useAudit(filter: AuditFilter) {
  const params = new URLSearchParams({ page: String(filter.page), per_page: String(AUDIT_PER_PAGE) });
  if (filter.userId) params.set('user_id', String(filter.userId));
  if (filter.itemType) params.set('item_type', filter.itemType);
  if (filter.itemId) params.set('item_id', String(filter.itemId));
  return useQuery({
    queryKey: ['audit', params.toString()],
    queryFn: () => api.get<AuditAnswer>(`/audit?${params}`),
    placeholderData: keepPreviousData,
  });
}
