import { describe, expect, it } from 'vitest';
import { isNumericAnswerCorrect, numericSolutionText, parseNumber, parseNumericGap } from './numeric-answer';
import { clozeGaps, isClozeCorrect, isWellFormedCloze, parseCloze } from './answers';

describe('parseNumber: the learner may write a decimal comma or point', () => {
  it.each([
    ['0,5', 0.5],
    ['0.5', 0.5],
    [' -1,41 ', -1.41],
    ['−3', -3],
    ['+2', 2],
    ['1 000', 1000],
    ['1 000,5', 1000.5],
    ["1'000.25", 1000.25],
    ['1.000,5', 1000.5],
    ['1,000.5', 1000.5],
    ['2e3', 2000],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['56', 56],
  ])('%j → %d', (written, value) => {
    expect(parseNumber(written)).toBeCloseTo(value, 12);
  });

  it.each(['', 'abc', '1,2,3', '1/0', '5 m', '--1', '0x10'])('%j is not a number', (written) => {
    expect(parseNumber(written)).toBeNull();
  });
});

describe('parseNumericGap: GIFT’s numerical answers', () => {
  it.each([
    ['#1.41:0.005', [[1.405, 1.415]]],
    ['#1,41:0,005', [[1.405, 1.415]]],
    ['#1..2', [[1, 2]]],
    ['#2..1', [[1, 2]]],
    ['#56', [[56, 56]]],
    [
      '#0,5; #1/2 | 3',
      [
        [0.5, 0.5],
        [0.5, 0.5],
        [3, 3],
      ],
    ],
  ])('%j accepts %j', (gap, ranges) => {
    const accepted = parseNumericGap(gap)!;
    expect(accepted.map((a) => [a.min, a.max])).toEqual(
      ranges.map(([min, max]) => [expect.closeTo(min, 12), expect.closeTo(max, 12)]),
    );
  });

  it.each(['56', '#', '#abc', '#1:x', '#1:-1', '#1:2:3'])('%j is not a numeric gap', (gap) => {
    expect(parseNumericGap(gap)).toBeNull();
  });
});

describe('isNumericAnswerCorrect', () => {
  it.each([
    // gap, typed, correct?
    ['#1,41:0,005', '1.41', true],
    ['#1,41:0,005', '1,414', true],
    ['#1,41:0,005', '1,415', true],
    ['#1,41:0,005', '1,4151', false],
    ['#1..2', '1', true],
    ['#1..2', '2,0', true],
    ['#1..2', '2.01', false],
    ['#56', '56', true],
    ['#56', '56,0', true],
    ['#56', '57', false],
    ['#0,5', '0.5', true],
    ['#0,5', '0,5', true],
    ['#0,5', '1/2', true],
    ['#0.1:0', '0,1', true],
    ['#0,5', 'fünf', false],
    ['#0,5', '', false],
  ])('%j, typed %j → %s', (gap, typed, correct) => {
    expect(isNumericAnswerCorrect(gap, typed)).toBe(correct);
  });

  it('is false without an answer', () => {
    expect(isNumericAnswerCorrect('#1', undefined)).toBe(false);
  });
});

describe('numericSolutionText: the teacher’s answer as written', () => {
  it.each([
    ['#1,41:0,005', '1,41 ± 0,005'],
    ['#1..2', '1 – 2'],
    ['#0,5; #0.5', '0,5 / 0.5'],
    ['#56:0', '56'],
    ['Bern', 'Bern'],
  ])('%j → %j', (gap, shown) => {
    expect(numericSolutionText(gap)).toBe(shown);
  });
});

describe('numeric gaps in a cloze text', () => {
  it('a comma inside a numeric gap is a decimal comma, not a separator', () => {
    expect(clozeGaps('Die Hälfte von 1 ist [#0,5; 0.5], ein Drittel [#0,333:0,001].')).toEqual([
      ['#0,5; 0.5'],
      ['#0,333:0,001'],
    ]);
    expect(isWellFormedCloze('Wurzel 2 ist [#1,41:0,005].')).toBe(true);
    expect(parseCloze('x [#1..2] y')[1]).toEqual({ kind: 'gap', gapIndex: 0, alternatives: ['#1..2'] });
  });

  it('the learner’s decimal comma or point are both right; the teacher’s text is untouched', () => {
    const question = 'Wurzel 2 ist [#1,41:0,005], die Hälfte [#0,5].';
    expect(isClozeCorrect(question, ['1.414', '0,5'])).toBe(true);
    expect(isClozeCorrect(question, ['1,41', '0.5'])).toBe(true);
    expect(isClozeCorrect(question, ['1,42', '0.5'])).toBe(false);
    // text gaps keep their rule: commas separate alternatives
    expect(clozeGaps('[Bern, Berne]')).toEqual([['Bern', 'Berne']]);
  });
});
