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
   * predicted recall on the learner's exam day (recallAt(memory, examDate)), when there is an exam ahead: due cards
   * are then taken lowest exam-day recall first, as that is what the review is for (issue 17 point 4)
   */
  examRecall?: number;
}

export interface MemoryCardSet<T> {
  cards: T[];
  /** cards due for review in the set */
  due: number;
  /** never-answered cards in the set */
  fresh: number;
  /** nothing was due and nothing new: the set practises the answered cards most likely forgotten */
  practice: boolean;
}

/**
 * A session's cards by memory (issue 17): the spec's size and mixing rule, but the answered cards are
 * the due ones, lowest predicted recall first (overdue cards have the lowest; on exam day when the candidates carry
 * examRecall), and the new ones go by
 * relevance (ties at random). When nothing is due and nothing is new, the set practises the answered
 * cards with the lowest predicted recall, so Start always gives something to do.
 */
export function buildMemoryCardSet<T extends MemoryCandidate>(
  cards: readonly T[],
  now: number,
  random: RandomSource = Math.random,
  size = CARD_SET_SIZE,
): MemoryCardSet<T> {
  const byRecall = (a: T, b: T) =>
    (a.examRecall ?? a.recall) - (b.examRecall ?? b.recall) ||
    a.recall - b.recall ||
    (a.dueAt ?? 0) - (b.dueAt ?? 0);
  const shuffled = shuffle(cards, random);
  const fresh = shuffled.filter((card) => !isAnswered(card)).sort((a, b) => b.relevance - a.relevance);
  const answered = shuffled.filter(isAnswered);
  const due = answered.filter((card) => card.dueAt !== null && card.dueAt <= now).sort(byRecall);
  if (due.length + fresh.length === 0) {
    const practice = answered.sort(byRecall).slice(0, size);
    return { cards: practice, due: 0, fresh: 0, practice: practice.length > 0 };
  }
  const set = mix(due, fresh, size);
  const freshInSet = set.filter((card) => !isAnswered(card)).length;
  return { cards: set, due: set.length - freshInSet, fresh: freshInSet, practice: false };
}
