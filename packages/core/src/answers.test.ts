import { describe, it, expect } from 'vitest';
import {
  choiceText,
  clozeGaps,
  correctChoiceIndexes,
  isClozeCorrect,
  isClozeGapCorrect,
  isMultiChoiceCorrect,
  isPairMatchingCorrect,
  isSingleChoiceCorrect,
  isWellFormedCloze,
  parseCloze,
  shuffleForMatching,
} from './answers';
import type { ChoiceCardData } from './card-data';
import { seededRandom, shuffle } from './shuffle';

const singleChoice: ChoiceCardData = {
  question: 'Capital of Switzerland?',
  answers: [{ false: 'Zurich' }, { true: 'Bern' }, { false: 'Geneva' }],
};

const multiChoice: ChoiceCardData = {
  question: 'Prime numbers?',
  answers: [{ true: '2' }, { false: '4' }, { true: '5' }, { false: '9' }],
};

describe('choice answers', () => {
  it('reads the text and the correct indexes', () => {
    expect(multiChoice.answers.map(choiceText)).toEqual(['2', '4', '5', '9']);
    expect(correctChoiceIndexes(multiChoice)).toEqual([0, 2]);
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, false],
    [-1, false],
  ])('single choice: choosing %i is correct: %s', (chosen, expected) => {
    expect(isSingleChoiceCorrect(singleChoice, chosen)).toBe(expected);
  });

  it.each([
    [[0, 2], true],
    [[2, 0], true],
    [[0, 2, 2], true],
    [[0], false],
    [[2], false],
    [[0, 1, 2], false],
    [[0, 2, 3], false],
    [[], false],
    [[1, 3], false],
  ])('multi choice: choosing %j is correct: %s', (chosen, expected) => {
    expect(isMultiChoiceCorrect(multiChoice, chosen)).toBe(expected);
  });
});

describe('parseCloze', () => {
  it('splits text and gaps with trimmed alternatives', () => {
    expect(parseCloze('Bern is the [capital, federal city ] of [Switzerland].')).toEqual([
      { kind: 'text', text: 'Bern is the ' },
      { kind: 'gap', gapIndex: 0, alternatives: ['capital', 'federal city'] },
      { kind: 'text', text: ' of ' },
      { kind: 'gap', gapIndex: 1, alternatives: ['Switzerland'] },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['[a]', [['a']]],
    ['[a, ] and [ b ,c]', [['a'], ['b', 'c']]],
    ['no gaps', []],
    ['unclosed [gap', []],
  ])('gaps of %j → %j', (question, gaps) => {
    expect(clozeGaps(question)).toEqual(gaps);
  });

  it('keeps an unclosed bracket as text', () => {
    expect(parseCloze('a [b')).toEqual([{ kind: 'text', text: 'a [b' }]);
  });
});

describe('isWellFormedCloze', () => {
  it.each([
    ['The sky is [blue].', true],
    ['[a, b] and [c]', true],
    ['[a, ]', true],
    ['no brackets', false],
    ['empty []', false],
    ['blank [ , ]', false],
    ['nested [a [b] c]', false],
    ['stray ] bracket [a]', false],
    ['unclosed [a', false],
    ['[a] then [', false],
  ])('%j → %s', (question, expected) => {
    expect(isWellFormedCloze(question)).toBe(expected);
  });
});

describe('isClozeCorrect', () => {
  const question = 'Bern is the [capital, federal city] of [Switzerland].';

  it.each([
    [['capital', 'Switzerland'], true],
    [['federal city', 'Switzerland'], true],
    [['  Capital ', 'SWITZERLAND'], true], // case-insensitive, whitespace-trimmed
    [['capital'], false],
    [['capitol', 'Switzerland'], false],
    [['capital', 'Swiss'], false],
    [['capital, federal city', 'Switzerland'], false],
    [[], false],
  ])('answers %j are correct: %s (case-insensitive, trimmed)', (given, expected) => {
    expect(isClozeCorrect(question, given)).toBe(expected);
  });

  it.each([
    [['capital', 'federal city'], 'federal city', true],
    [['capital', 'federal city'], ' CAPITAL ', true],
    [['capital', 'federal city'], 'capital, federal city', false],
    [['capital'], '', false],
    [['capital'], undefined, false],
  ])('gap %j accepts %j: %s', (alternatives, given, expected) => {
    expect(isClozeGapCorrect(alternatives, given)).toBe(expected);
  });

  it('a question without gaps has nothing to answer correctly', () => {
    expect(isClozeCorrect('no gaps', [])).toBe(false);
  });
});

describe('isPairMatchingCorrect', () => {
  const original = ['Hund', 'Katze', 'Maus'];

  it.each([
    [['Hund', 'Katze', 'Maus'], true],
    [['Katze', 'Hund', 'Maus'], false],
    [['Hund', 'Katze'], false],
    [['Hund', 'Katze', 'Maus', 'Maus'], false],
  ])('arranged %j is correct: %s', (arranged, expected) => {
    expect(isPairMatchingCorrect(original, arranged)).toBe(expected);
  });

  it('a seeded shuffle is wrong until restored', () => {
    const shuffled = shuffle(original, seededRandom(2));
    expect(shuffled).not.toEqual(original);
    expect(isPairMatchingCorrect(original, shuffled)).toBe(false);
    expect(
      isPairMatchingCorrect(
        original,
        [...shuffled].sort((a, b) => original.indexOf(a) - original.indexOf(b)),
      ),
    ).toBe(true);
  });

  it('compares by text, so equal right sides may swap', () => {
    expect(isPairMatchingCorrect(['a', 'a', 'b'], ['a', 'a', 'b'])).toBe(true);
  });
});

describe('shuffleForMatching', () => {
  it('never hands out the original order when there is something to restore', () => {
    const original = ['Na', 'K', 'Fe', 'Au'];
    for (let seed = 0; seed < 200; seed++) {
      const shuffled = shuffleForMatching(original, seededRandom(seed));
      expect([...shuffled].sort()).toEqual([...original].sort());
      expect(isPairMatchingCorrect(original, shuffled)).toBe(false);
    }
  });

  it.each([
    [['a', 'b'], false],
    [['a', 'a', 'b'], false],
    [['x'], true],
    [['a', 'a'], true],
    [[], true],
  ])('%j: already correct after shuffling: %s', (original, alreadyCorrect) => {
    for (let seed = 0; seed < 20; seed++) {
      expect(isPairMatchingCorrect(original, shuffleForMatching(original, seededRandom(seed)))).toBe(
        alreadyCorrect,
      );
    }
  });
});
