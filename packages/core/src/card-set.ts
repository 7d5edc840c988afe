import { UNANSWERED_STACK } from './progress';
import { shuffle, type RandomSource } from './shuffle';

export const CARD_SET_SIZE = 20;
/** Share of the set, from its start, that is filled with unanswered cards first. */
export const MIX_RATIO = 0.5;

export function isAnswered(card: { stack: number }): boolean {
  return card.stack !== UNANSWERED_STACK;
}

/**
 * Picks a session's cards: unanswered cards (stack 0) in the first half of the set, answered
 * cards in the second half, each kind shuffled; when one kind runs out the other fills in.
 */
export function buildCardSet<T extends { stack: number }>(
  cards: readonly T[],
  random: RandomSource = Math.random,
  size = CARD_SET_SIZE,
): T[] {
  const answered = shuffle(cards.filter(isAnswered), random);
  const unanswered = shuffle(
    cards.filter((card) => !isAnswered(card)),
    random,
  );
  return mix(answered, unanswered, size);
}

/**
 * The spec's mixing: a set of at most `size`; an answered card at positions from MIX_RATIO of the set on or
 * when unanswered cards run out, an unanswered one otherwise. Both lists are taken in their order.
 */
function mix<T>(answered: T[], unanswered: T[], size: number): T[] {
  const setSize = Math.min(size, answered.length + unanswered.length);
  const answeredFrom = MIX_RATIO * setSize;
  const set: T[] = [];
  for (let position = 0; position < setSize; position++) {
    const takeAnswered = answered.length > 0 && (position >= answeredFrom || unanswered.length === 0);
    set.push((takeAnswered ? answered.shift() : unanswered.shift()) as T);
  }
  return set;
}

/** A card as the memory-based set sees it. */
export interface MemoryCandidate {
  stack: number;
  /** 1..5, higher first among new cards */
  relevance: number;
  /** when the next review is due (ms since epoch); null for a card never answered */
  dueAt: number | null;
  /** predicted recall now, 0..1 (0 for a card never answered) */
  recall: number;
  /**
   * predicted recall on the learner's exam day (recallAt(memory, examDate)), when there is an exam ahead: answered
   * cards are then taken lowest exam-day recall first, as that is what the review is for
   */
  examRecall?: number;
  /**
   * missed the last time it was practised (its last answer, or the one before a right one, was wrong): it comes back
   * in the next session whatever its predicted recall
   */
  missed?: boolean;
}

export interface MemoryCardSet<T> {
  cards: T[];
  /** cards due for review in the set */
  due: number;
  /** answered cards in the set that are not due yet (reviewed early: the ones most likely forgotten) */
  early: number;
  /** never-answered cards in the set */
  fresh: number;
  /** nothing was due and nothing new: the set practises the answered cards most likely forgotten */
  practice: boolean;
}

/**
 * A session's cards by memory (DESIGN.md §4): the spec's size (up to 20) and 0.5 mixing exactly as buildCardSet
 * (an answered card at positions from half the set on or when new cards run out, a new card otherwise); the memory
 * model only chooses which cards fill the positions:
 * - answered positions: cards missed the last time first, then the due cards, then the others, each lowest
 *   predicted recall first (on exam day when the candidates carry examRecall), due or not;
 * - new positions: by relevance, highest first (ties at random).
 */
export function buildMemoryCardSet<T extends MemoryCandidate>(
  cards: readonly T[],
  now: number,
  random: RandomSource = Math.random,
  size = CARD_SET_SIZE,
): MemoryCardSet<T> {
  const isDueNow = (card: T) => card.dueAt !== null && card.dueAt <= now;
  const rank = (card: T) => (card.missed ? 0 : isDueNow(card) ? 1 : 2);
  const byMemory = (a: T, b: T) =>
    rank(a) - rank(b) ||
    (a.examRecall ?? a.recall) - (b.examRecall ?? b.recall) ||
    a.recall - b.recall ||
    (a.dueAt ?? 0) - (b.dueAt ?? 0);
  const shuffled = shuffle(cards, random);
  const fresh = shuffled.filter((card) => !isAnswered(card)).sort((a, b) => b.relevance - a.relevance);
  const answered = shuffled.filter(isAnswered).sort(byMemory);
  const practice = fresh.length === 0 && answered.length > 0 && !answered.some(isDueNow);
  const set = mix(answered, fresh, size);
  const due = set.filter((card) => isAnswered(card) && isDueNow(card)).length;
  const freshInSet = set.filter((card) => !isAnswered(card)).length;
  return { cards: set, due, early: set.length - freshInSet - due, fresh: freshInSet, practice };
}
