import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One entry of the audit log (issue 18 §9). */
export interface AuditEntry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string;
  action: string;
  item_type: string;
  item_id: number | null;
  item_title: string;
  details: Record<string, unknown>;
}

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
    queryFn: () => api.get<{ entries: AuditEntry[]; total: number }>(`/audit?${params}`),
    placeholderData: keepPreviousData,
  });
}
