import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { LearnType } from '../types';

export const learnTypesQueryKey = ['learntypes'] as const;

/** GET /api/learntypes: learn types with the seconds a card of each takes (public, rarely changes). */
export const fetchLearnTypes = (signal?: AbortSignal) =>
  api.get<{ learningtypes: LearnType[] }>('/learntypes', { signal }).then((data) => data.learningtypes);

export function useLearnTypes() {
  return useQuery({
    queryKey: learnTypesQueryKey,
    queryFn: ({ signal }) => fetchLearnTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
}
