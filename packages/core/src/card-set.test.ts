import { describe, it, expect } from 'vitest';
import { buildCardSet, CARD_SET_SIZE, MIX_RATIO } from './card-set';
import { seededRandom } from './shuffle';

interface TestCard {
  id: number;
  stack: number;
}

/** `answered` cards with stacks 1..6 (ids from 1) and `unanswered` cards with stack 0 (ids from 1001). */
function deck(answered: number, unanswered: number): TestCard[] {
  return [
    ...Array.from({ length: answered }, (_, i) => ({ id: i + 1, stack: (i % 6) + 1 })),
    ...Array.from({ length: unanswered }, (_, i) => ({ id: 1001 + i, stack: 0 })),
  ];
}

/** 'u' for an unanswered card, 'a' for an answered one, position by position. */
const kinds = (cards: TestCard[]) => cards.map((card) => (card.stack === 0 ? 'u' : 'a')).join('');

describe('buildCardSet', () => {
  it('uses a set of at most 20 and a mixing ratio of 0.5', () => {
    expect(CARD_SET_SIZE).toBe(20);
    expect(MIX_RATIO).toBe(0.5);
  });

  it.each([
    // answered, unanswered, expected kinds by position
    [30, 30, 'uuuuuuuuuuaaaaaaaaaa'],
    [3, 30, 'uuuuuuuuuuaaauuuuuuu'],
    [30, 4, 'uuuuaaaaaaaaaaaaaaaa'],
    [5, 5, 'uuuuuaaaaa'],
    [2, 5, 'uuuuaau'],
    [4, 1, 'uaaaa'],
    [0, 25, 'uuuuuuuuuuuuuuuuuuuu'],
    [25, 0, 'aaaaaaaaaaaaaaaaaaaa'],
    [0, 3, 'uuu'],
    [3, 0, 'aaa'],
    [0, 0, ''],
  ])('%i answered + %i unanswered → %s', (answered, unanswered, expected) => {
    const set = buildCardSet(deck(answered, unanswered), seededRandom(1));
    expect(kinds(set)).toBe(expected);
    expect(set).toHaveLength(Math.min(20, answered + unanswered));
    expect(new Set(set.map((card) => card.id)).size).toBe(set.length);
  });

  it('with an odd set size, the answered half starts at position ≥ 3.5, i.e. 4', () => {
    expect(kinds(buildCardSet(deck(10, 10), seededRandom(5), 7))).toBe('uuuuaaa');
  });

  it('is deterministic for the same random source and shuffles within each kind', () => {
    const cards = deck(40, 40);
    const first = buildCardSet(cards, seededRandom(99)).map((card) => card.id);
    const again = buildCardSet(cards, seededRandom(99)).map((card) => card.id);
    const other = buildCardSet(cards, seededRandom(100)).map((card) => card.id);
    expect(first).toEqual(again);
    expect(first).not.toEqual(other);
    expect(first.slice(0, 10)).not.toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]);
  });

  it('takes every card when there are fewer than 20', () => {
    const cards = deck(6, 7);
    const ids = buildCardSet(cards, seededRandom(3)).map((card) => card.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(cards.map((card) => card.id));
  });
});
