import { useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';

export const learnTypesQueryKey = ['learntypes'] as const;

/** GET /api/learntypes: learn types with the seconds a card of each takes (public, rarely changes). */
export const fetchLearnTypes = (signal?: AbortSignal) =>
  api.get<ApiAnswer<'/api/learntypes', 'get'>>('/learntypes', { signal }).then((data) => data.learningtypes);

export function useLearnTypes() {
  return useQuery({
    queryKey: learnTypesQueryKey,
    queryFn: ({ signal }) => fetchLearnTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
}
