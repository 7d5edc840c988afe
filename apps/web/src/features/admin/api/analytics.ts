import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProgressBlock } from '../../categories';

/** A card of the teachers' analytics (issue 17), hardest first. */
export interface AnalyticsCard {
  id: number;
  title: string;
  type: number;
  category_id: number;
  answers: number;
  wrong: number;
  /** 0..1 */
  error_rate: number;
  learners: number;
  /** mean FSRS difficulty 1..10, null when nobody has answered it */
  difficulty: number | null;
  /** the error rate stands out: the card should be reviewed */
  flagged: boolean;
}

/** GET /api/analytics/{categoryId} (teachers and admins). */
export interface Analytics {
  category: { id: number; title: string };
  /** learners holding the programme */
  learners: number;
  /** learner × card pairs over the 7 levels (never answered included as level 0) */
  levels: ProgressBlock;
  /** at most 50 */
  cards: AnalyticsCard[];
  /** when a card is flagged, in words */
  flag_rule: string;
  /** the rule's numbers, for the text in the user's language */
  flag_min_answers: number;
  flag_error_rate: number;
}

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
