import { describe, expect, it } from 'vitest';
import {
  answerAsMathText,
  canonicalFormula,
  clozeGaps,
  clozeKeepsGaps,
  escapeMath,
  hasMath,
  isClozeCorrect,
  isClozeGapCorrect,
  isSameFormula,
  isWellFormedCloze,
  legacyClozeGaps,
  legacyClozeSegments,
  mathAsText,
  parseCloze,
  preserveClozeGaps,
  splitMath,
} from './index';

describe('splitMath: delimiters and escapes (docs/formulas.md)', () => {
  it.each([
    ['plain text', [{ kind: 'text', text: 'plain text' }]],
    [
      'a \\(x^2\\) b',
      [
        { kind: 'text', text: 'a ' },
        { kind: 'math', tex: 'x^2', display: false },
        { kind: 'text', text: ' b' },
      ],
    ],
    [
      '\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]',
      [{ kind: 'math', tex: 'x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}', display: true }],
    ],
    ['$$2x$$', [{ kind: 'math', tex: '2x', display: true }]],
    // a single dollar is money, never a formula
    ['costs $5 and $6', [{ kind: 'text', text: 'costs $5 and $6' }]],
    // escapes: \\ writes one backslash, \$ a dollar
    ['literal \\\\(x\\\\)', [{ kind: 'text', text: 'literal \\(x\\)' }]],
    ['literal \\$$2x\\$$', [{ kind: 'text', text: 'literal $$2x$$' }]],
    ['a path C:\\Users stays', [{ kind: 'text', text: 'a path C:\\Users stays' }]],
    // an opener without its closer is text
    ['\\(x^2 never closed', [{ kind: 'text', text: '\\(x^2 never closed' }]],
    ['empty \\(\\) is text', [{ kind: 'text', text: 'empty \\(\\) is text' }]],
    // inside a formula a backslash takes the next character: \\) does not close
    ['\\(a \\\\) b\\)', [{ kind: 'math', tex: 'a \\\\) b', display: false }]],
  ])('%j', (text, parts) => {
    expect(splitMath(text)).toEqual(parts);
  });

  it.each([
    ['no formula', false],
    ['\\(x\\)', true],
    ['\\\\(x\\\\)', false],
    ['$$x$$', true],
    ['$x$', false],
  ])('hasMath(%j) = %s', (text, expected) => {
    expect(hasMath(text)).toBe(expected);
  });

  it.each([
    ['Was ist \\(\\sqrt{16}\\)?', 'Was ist sqrt 16?'],
    ['\\(x = -2\\)', 'x = -2'],
    ['\\(\\frac{1}{3}\\) und \\(2 \\cdot x\\)', '1/3 und 2 · x'],
    ['kein Formel', 'kein Formel'],
  ])('mathAsText(%j) = %j', (text, plain) => {
    expect(mathAsText(text)).toBe(plain);
  });

  it.each([
    ['3x^2', '\\(3x^2\\)'],
    ['\\(3x^2\\)', '\\(3x^2\\)'],
    ['Bern', 'Bern'],
  ])('answerAsMathText(%j) = %j', (answer, shown) => {
    expect(answerAsMathText(answer)).toBe(shown);
  });

  it('escapeMath makes any text literal', () => {
    for (const text of ['\\(x\\)', '$$2$$', 'a \\\\ b', '\\[y\\]']) {
      expect(splitMath(escapeMath(text))).toEqual([{ kind: 'text', text }]);
    }
  });
});

describe('cloze and brackets', () => {
  it.each([
    // brackets inside a formula are never gaps
    ['On \\([0, 1]\\) the integral \\(\\int_0^1 x^2\\,dx\\) is [1/3].', [['1/3']]],
    ['\\[ f(x) = [x] \\] rounds [down]', [['down']]],
    ['$$[a, b]$$ is [closed, a closed interval]', [['closed', 'a closed interval']]],
    // a formula inside a gap is one alternative: its commas and brackets belong to it
    ['The derivative of \\(x^2\\) is [\\(2x\\), 2x].', [['\\(2x\\)', '2x']]],
    ['[\\(f(x, y)\\), \\([0,1]\\)]', [['\\(f(x, y)\\)', '\\([0,1]\\)']]],
    // the escape: [[ and ]] are literal brackets, in text and in gaps
    ['The interval [[0, 1]] has length [1].', [['1']]],
    ['Write [ [[a]] b] here', [['[a] b']]],
    // read from the left: '[[[' is a literal bracket, then a gap's bracket
    ['Write [[[a]] b] here', [['a] b']]],
    // escapes of the formula syntax
    ['\\\\[not a formula] but a gap', [['not a formula']]],
    ['price \\$ [5]', [['5']]],
    // unchanged old behaviour
    [
      'Bern is the [capital, federal city ] of [Switzerland].',
      [['capital', 'federal city'], ['Switzerland']],
    ],
    ['unclosed [gap', []],
  ])('gaps of %j → %j', (question, gaps) => {
    expect(clozeGaps(question)).toEqual(gaps);
  });

  it('text segments keep formulas as source for the renderer, literal brackets unescaped', () => {
    expect(parseCloze('On \\([0, 1]\\), [[a]] is [b].')).toEqual([
      { kind: 'text', text: 'On \\([0, 1]\\), [a] is ' },
      { kind: 'gap', gapIndex: 0, alternatives: ['b'] },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    ['\\([0,1]\\) has length [1]', true],
    ['only a formula \\([0,1]\\)', false], // no gap left
    ['[[a]] alone', false],
    ['literal [[ then [gap]', true],
    ['gap [a ]] b] with a literal bracket', true],
    ['nested [a [b] c]', false],
    ['stray ] bracket [a]', false],
    ['[\\(x\\), ]', true],
  ])('isWellFormedCloze(%j) = %s', (question, expected) => {
    expect(isWellFormedCloze(question)).toBe(expected);
  });
});

describe('formula answers', () => {
  it.each([
    // expected, given, same
    ['x^2', 'x^{2}', true],
    ['x^2', 'x ^ 2', true],
    ['x^2', '\\(x^2\\)', true],
    ['x^2', '\\[ x^{2} \\]', true],
    ['x^2', '$x^2$', true],
    ['\\(x^{2}\\)', ' x^2 ', true],
    ['\\frac{1}{2}', '\\frac12', true],
    ['\\frac{1}{2}', '\\frac 1 2', true],
    ['\\frac{12}{3}', '\\frac123', false],
    ['{x}^2', 'x^2', true],
    ['{{2}}', '2', true],
    ['\\int_0^1 x^2\\,dx', '\\int_0^1x^2dx', true],
    ['\\alpha x', '\\alpha  x', true],
    ['\\alpha x', '\\alphax', false],
    ['x^2', 'x^3', false],
    ['x^{10}', 'x^10', false], // x^10 is x¹ times 0
    ['\\alpha', '\\Delta', false],
    ['2x+1', '2x + 1', true],
    ['\\text{m s}', '\\text{ms}', false],
    ['\\text{m  s}', '\\text{m s}', true],
    ['x^2', '', false],
  ])('%j and %j are the same formula: %s', (expected, given, same) => {
    expect(isSameFormula(expected, given)).toBe(same);
  });

  it.each([
    ['x^{2}', 'x^2'],
    ['\\( \\frac{a}{b} \\)', '\\frac ab'],
    ['\\sqrt{x} + 1', '\\sqrt x+1'],
  ])('canonical form of %j is %j', (formula, canonical) => {
    expect(canonicalFormula(formula)).toBe(canonical);
  });

  it.each([
    [['x^2'], 'x ^ {2}', true],
    [['\\(2x\\)'], '2x', true],
    [['\\(2x\\)'], '2 x', true],
    [['2x'], '\\(2x\\)', true],
    [['2x'], '2 x', false], // a plain answer keeps its spaces
    [['Bern'], ' BERN ', true], // the plain rule is unchanged
    [['x^2'], 'X^2', true], // what the plain rule accepted stays accepted
    [['x^2'], 'x2', false],
  ])('gap %j accepts %j: %s', (alternatives, given, expected) => {
    expect(isClozeGapCorrect(alternatives, given)).toBe(expected);
  });

  it('a whole cloze with a formula gap', () => {
    const question = 'The derivative of \\(x^3\\) is [3x^2].';
    expect(isClozeCorrect(question, ['3 x^{2}'])).toBe(true);
    expect(isClozeCorrect(question, ['\\(3x^2\\)'])).toBe(true);
    expect(isClozeCorrect(question, ['3x^3'])).toBe(false);
  });
});

describe('stored clozes keep their gaps (migration 0014)', () => {
  it.each([
    'Bern is the [capital, federal city] of [Switzerland].',
    'The sky is [blue].',
    'plain \\ backslash [a]',
  ])('%j reads the same gaps as before, untouched', (question) => {
    expect(clozeKeepsGaps(question)).toBe(true);
    expect(preserveClozeGaps(question)).toBe(question);
  });

  it.each([
    ['\\(x^[2]\\) is a power', [['2']]],
    ['\\[x\\] is [y]', [['x\\'], ['y']]],
    ['$$[a]$$ and [b]', [['a'], ['b']]],
    ['[[a] and [b]', [['[a'], ['b']]],
    ['a \\(b [c\\) d] e', [['c\\) d']]],
    ['\\(a [b, c] d\\) and [e]', [['b', 'c'], ['e']]],
  ])('%j changed meaning and is rewritten to its old gaps', (question, oldGaps) => {
    expect(legacyClozeGaps(question)).toEqual(oldGaps);
    expect(clozeKeepsGaps(question)).toBe(false);
    const rewritten = preserveClozeGaps(question);
    expect(clozeGaps(rewritten)).toEqual(oldGaps);
    // and the text between the gaps reads as it did: no formula appears, escapes resolve to the old text
    const shown = (segments: ReturnType<typeof parseCloze>) =>
      segments.map((segment) =>
        segment.kind === 'gap'
          ? segment.alternatives
          : splitMath(segment.text).map((part) => (part.kind === 'text' ? part.text : `<math ${part.tex}>`)),
      );
    expect(shown(parseCloze(rewritten))).toEqual(
      legacyClozeSegments(question).map((segment) =>
        segment.kind === 'gap' ? segment.alternatives : [segment.text],
      ),
    );
  });
});
