import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';

/** GET /api/analytics/{categoryId} (teachers and admins): the programme's learners, levels and hardest cards. */
export type Analytics = ApiAnswer<'/api/analytics/{categoryId}', 'get'>;

/** A card of the teachers' analytics (issue 17), hardest first. */
export type AnalyticsCard = Analytics['cards'][number];

export const analyticsKey = (categoryId: number) => ['admin', 'analytics', categoryId] as const;

export function useAnalytics(categoryId: number, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKey(categoryId),
    queryFn: ({ signal }) => api.get<Analytics>(`/analytics/${categoryId}`, { signal }),
    enabled,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
