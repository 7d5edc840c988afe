import { LEARN_TYPES } from './card-data';

export interface LearnTypeTime {
  id: number;
  /** Seconds a card of this learn type takes. */
  time: number;
}

/** Seconds a session takes: each card's learn type time; unknown learn types take the standard's. */
export function estimateSeconds(
  cards: readonly { learntype_id: number }[],
  learnTypes: readonly LearnTypeTime[],
): number {
  const timeById = new Map(learnTypes.map((learnType) => [learnType.id, learnType.time]));
  const standardTime = timeById.get(LEARN_TYPES.STANDARD) ?? 0;
  return cards.reduce((total, card) => total + (timeById.get(card.learntype_id) ?? standardTime), 0);
}

export function formatDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const rounded = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(rounded / 60), seconds: rounded % 60 };
}
