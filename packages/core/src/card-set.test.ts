import { describe, it, expect } from 'vitest';
import { buildCardSet, buildMemoryCardSet, CARD_SET_SIZE, MIX_RATIO } from './card-set';
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

describe('buildMemoryCardSet', () => {
  const now = Date.UTC(2026, 0, 10);
  const day = 86_400_000;
  /** ids 1..: answered cards with the given due offsets (days) and recall; ids 101..: new cards by relevance */
  function deck(answered: [number, number][], relevances: number[]) {
    return [
      ...answered.map(([dueIn, recall], i) => ({
        id: i + 1,
        stack: 3,
        relevance: 3,
        dueAt: now + dueIn * day,
        recall,
      })),
      ...relevances.map((relevance, i) => ({ id: 101 + i, stack: 0, relevance, dueAt: null, recall: 0 })),
    ];
  }

  it.each([
    // the spec's example: 15 new cards and 15 answered minutes ago (none due) → 10 new + 10 answered
    [15, 15, 1 / 24 / 60, 'uuuuuuuuuuaaaaaaaaaa', 0, 10, 10],
    [15, 15, -1, 'uuuuuuuuuuaaaaaaaaaa', 10, 0, 10],
    // a 30-card category right after its first session: 20 answered, 10 new → 20 cards
    [20, 10, 0.01, 'uuuuuuuuuuaaaaaaaaaa', 0, 10, 10],
    [3, 30, 1, 'uuuuuuuuuuaaauuuuuuu', 0, 3, 17],
    [30, 4, 2, 'uuuuaaaaaaaaaaaaaaaa', 0, 16, 4],
    [5, 5, 1, 'uuuuuaaaaa', 0, 5, 5],
    [0, 25, 0, 'uuuuuuuuuuuuuuuuuuuu', 0, 0, 20],
    [0, 0, 0, '', 0, 0, 0],
  ])(
    '%i answered (due in %f days) + %i new → %s',
    (answeredCount, freshCount, dueIn, expected, due, early, fresh) => {
      const cards = deck(
        Array.from({ length: answeredCount }, (_, i) => [dueIn, 0.5 + i / 100] as [number, number]),
        Array.from({ length: freshCount }, () => 3),
      );
      const set = buildMemoryCardSet(cards, now, seededRandom(1));
      expect(set.cards.map((c) => (c.stack === 0 ? 'u' : 'a')).join('')).toBe(expected);
      expect(set).toMatchObject({ due, early, fresh, practice: false });
      expect(new Set(set.cards.map((c) => c.id)).size).toBe(set.cards.length);
    },
  );

  it('is the spec’s set (same kinds position by position) for every mix of answered and new cards', () => {
    for (let answeredCount = 0; answeredCount <= 25; answeredCount++)
      for (let freshCount = 0; freshCount <= 25; freshCount++) {
        const cards = deck(
          Array.from({ length: answeredCount }, (_, i) => [(i % 3) - 1, 0.5] as [number, number]),
          Array.from({ length: freshCount }, () => 3),
        );
        const kindsOf = (set: { stack: number }[]) => set.map((c) => (c.stack === 0 ? 'u' : 'a')).join('');
        expect(kindsOf(buildMemoryCardSet(cards, now, seededRandom(2)).cards)).toBe(
          kindsOf(buildCardSet(cards, seededRandom(2))),
        );
      }
  });

  it('takes due cards first, then the others, each lowest predicted recall first', () => {
    const cards = deck(
      [
        [-3, 0.7],
        [-1, 0.85],
        [0, 0.9],
        [2, 0.95],
        [-10, 0.4],
        [5, 0.6],
      ],
      [],
    );
    const set = buildMemoryCardSet(cards, now, seededRandom(2));
    expect(set.cards.map((c) => c.id)).toEqual([5, 1, 2, 3, 6, 4]);
    expect(set).toMatchObject({ due: 4, early: 2, fresh: 0, practice: false });
    // a set of 4 with two new cards: the two answered positions take the due cards with the lowest recall
    const small = buildMemoryCardSet([...cards, ...deck([], [3, 3])], now, seededRandom(2), 4);
    expect(small.cards.map((c) => (c.stack === 0 ? 'new' : c.id))).toEqual(['new', 'new', 5, 1]);
  });

  it('brings back a card missed last time before every other answered card, due or not', () => {
    const cards = [
      ...deck(
        Array.from({ length: 12 }, (_, i) => [-1, 0.3 + i / 100] as [number, number]),
        Array.from({ length: 15 }, () => 3),
      ),
      { id: 50, stack: 2, relevance: 3, dueAt: now + day / 24, recall: 0.99, missed: true },
    ];
    const set = buildMemoryCardSet(cards, now, seededRandom(6));
    expect(set.cards).toHaveLength(20);
    expect(set.cards[10].id).toBe(50);
    expect(set.cards.slice(11).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('with an exam ahead, takes the cards with the lowest predicted recall on exam day first', () => {
    // [due in days, recall now, recall on exam day]
    const cards = (
      [
        [-1, 0.7, 0.6],
        [-1, 0.85, 0.3],
        [0, 0.9, 0.5],
        [-2, 0.8, 0.5],
        [1, 0.95, 0.1],
      ] as const
    ).map(([dueIn, recall, examRecall], i) => ({
      id: i + 1,
      stack: 3,
      relevance: 3,
      dueAt: now + dueIn * day,
      recall,
      examRecall,
    }));
    const set = buildMemoryCardSet(cards, now, seededRandom(5));
    // due cards by exam-day recall (ties by recall now), then card 5, not yet due
    expect(set.cards.map((c) => c.id)).toEqual([2, 4, 3, 1, 5]);
  });

  it('takes new cards by relevance, highest first', () => {
    const set = buildMemoryCardSet(deck([], [1, 5, 3, 5, 2, 4]), now, seededRandom(3), 4);
    expect(set.cards.map((c) => c.relevance)).toEqual([5, 5, 4, 3]);
  });

  it('practises the answered cards most likely forgotten when nothing is due and nothing is new', () => {
    const set = buildMemoryCardSet(
      deck(
        [
          [3, 0.97],
          [1, 0.92],
          [5, 0.99],
        ],
        [],
      ),
      now,
      seededRandom(4),
    );
    expect(set.cards.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(set).toMatchObject({ due: 0, early: 3, fresh: 0, practice: true });
    expect(buildMemoryCardSet([], now)).toEqual({ cards: [], due: 0, early: 0, fresh: 0, practice: false });
  });
});
