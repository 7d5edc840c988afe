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

  it('keeps the spec size and mixing: new cards first, due cards from half the set on', () => {
    const cards = deck(
      Array.from({ length: 15 }, (_, i) => [-1, 0.5 + i / 100] as [number, number]),
      Array.from({ length: 15 }, () => 3),
    );
    const set = buildMemoryCardSet(cards, now, seededRandom(1));
    expect(set.cards.map((c) => (c.stack === 0 ? 'u' : 'a')).join('')).toBe('uuuuuuuuuuaaaaaaaaaa');
    expect(set).toMatchObject({ due: 10, fresh: 10, practice: false });
  });

  it('takes the due cards with the lowest predicted recall first, and never a card not yet due', () => {
    const cards = deck(
      [
        [-3, 0.7],
        [-1, 0.85],
        [0, 0.9],
        [2, 0.95],
        [-10, 0.4],
      ],
      [],
    );
    const set = buildMemoryCardSet(cards, now, seededRandom(2));
    expect(set.cards.map((c) => c.id)).toEqual([5, 1, 2, 3]);
    expect(set).toMatchObject({ due: 4, fresh: 0, practice: false });
  });

  it('with an exam ahead, takes the due cards with the lowest predicted recall on exam day first', () => {
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
    // exam-day recall first (card 5 is not due), ties by recall now
    expect(set.cards.map((c) => c.id)).toEqual([2, 4, 3, 1]);
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
    expect(set).toMatchObject({ due: 0, fresh: 0, practice: true });
    expect(buildMemoryCardSet([], now)).toEqual({ cards: [], due: 0, fresh: 0, practice: false });
  });
});
