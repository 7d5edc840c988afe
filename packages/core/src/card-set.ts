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
  const setSize = Math.min(size, cards.length);
  const answeredFrom = MIX_RATIO * setSize;
  const set: T[] = [];
  for (let position = 0; position < setSize; position++) {
    const takeAnswered = answered.length > 0 && (position >= answeredFrom || unanswered.length === 0);
    set.push((takeAnswered ? answered.shift() : unanswered.shift()) as T);
  }
  return set;
}
