import { LEARN_TYPES } from './card-data';

interface ReinsertRule {
  index: number;
  /** Append instead when the queue is shorter than this. */
  minQueueLength: number;
}

const at = (index: number, minQueueLength = index): ReinsertRule => ({ index, minQueueLength });

// Rules per learn type, by mistake count (1 = first); the last entry applies to every later mistake.
const REINSERT_RULES: Record<number, readonly ReinsertRule[]> = {
  [LEARN_TYPES.STANDARD]: [at(11), at(9), at(7), at(5), at(3)],
  [LEARN_TYPES.WORD]: [at(12), at(4, 8), at(4)],
  [LEARN_TYPES.DEFINITION]: [at(16), at(7)],
};
const OTHER_LEARN_TYPES_RULES: readonly ReinsertRule[] = [at(16), at(7)];

/**
 * Where a wrongly answered card goes back into the queue: a 0-based index into the queue after
 * the card left it, or null to append it at the end.
 * `mistakes` counts this mistake too (1 = first mistake).
 */
export function reinsertIndex(learnType: number, mistakes: number, queueLength: number): number | null {
  const rules = REINSERT_RULES[learnType] ?? OTHER_LEARN_TYPES_RULES;
  const rule = rules[Math.min(Math.max(mistakes, 1), rules.length) - 1];
  return queueLength < rule.minQueueLength ? null : rule.index;
}

/** Returns a new queue with the card re-inserted; the given queue is left unchanged. */
export function reinsertWrongCard<T>(queue: readonly T[], card: T, learnType: number, mistakes: number): T[] {
  const index = reinsertIndex(learnType, mistakes, queue.length);
  return index === null ? [...queue, card] : [...queue.slice(0, index), card, ...queue.slice(index)];
}

/** A card in a session queue: its learn type and the mistakes made on it in this session. */
export interface QueuedCard {
  learntype_id: number;
  /** wrong answers in this session so far (absent = 0) */
  mistakes?: number;
}

/**
 * The queue after the learner answered its first card (learner spec §4 "Flashcard session"):
 * a correct answer removes the card; a wrong one increments the card's mistakes and re-inserts it
 * by its learn type's rule (reinsertIndex). The given queue is left unchanged.
 */
export function advanceQueue<T extends QueuedCard>(queue: readonly T[], correct: boolean): T[] {
  if (queue.length === 0) return [];
  const [current, ...rest] = queue;
  if (correct) return rest;
  const mistakes = (current.mistakes ?? 0) + 1;
  return reinsertWrongCard(rest, { ...current, mistakes }, current.learntype_id, mistakes);
}
