import type { ChoiceAnswer, ChoiceCardData } from './card-data';
import { escapeAt, isSameFormula, looksLikeFormula, mathAt } from './formula';
import { isNumericAnswerCorrect, isNumericGapText } from './numeric-answer';
import { shuffle, type RandomSource } from './shuffle';

export function isCorrectChoice(answer: ChoiceAnswer): boolean {
  return Object.keys(answer)[0] === 'true';
}

export function choiceText(answer: ChoiceAnswer): string {
  return Object.values(answer)[0] ?? '';
}

export function correctChoiceIndexes(data: ChoiceCardData): number[] {
  return data.answers.flatMap((answer, index) => (isCorrectChoice(answer) ? [index] : []));
}

export function isSingleChoiceCorrect(data: ChoiceCardData, chosenIndex: number): boolean {
  const chosen = data.answers[chosenIndex];
  return chosen !== undefined && isCorrectChoice(chosen);
}

/** Correct only when all and only the correct answers are chosen. */
export function isMultiChoiceCorrect(data: ChoiceCardData, chosenIndexes: readonly number[]): boolean {
  const chosen = new Set(chosenIndexes);
  const correct = correctChoiceIndexes(data);
  return chosen.size === correct.length && correct.every((index) => chosen.has(index));
}

export type ClozeSegment =
  { kind: 'text'; text: string } | { kind: 'gap'; gapIndex: number; alternatives: string[] };

/**
 * One piece of a cloze text (docs/formulas.md): a gap bracket, or text. A formula is one piece, so brackets and
 * commas inside it are never gaps or separators; `[[` and `]]` write a literal bracket. `text` is what a text
 * segment shows (formula source and the `\\`/`\$` escapes kept for the formula renderer), `value` the
 * character(s) as an answer reads them (escapes resolved).
 */
type ClozeToken = { kind: 'open' } | { kind: 'close' } | { kind: 'char'; text: string; value: string };

function clozeTokens(question: string): ClozeToken[] {
  const tokens: ClozeToken[] = [];
  for (let i = 0; i < question.length;) {
    const math = mathAt(question, i);
    if (math) {
      const source = question.slice(i, math.end);
      tokens.push({ kind: 'char', text: source, value: source });
      i = math.end;
      continue;
    }
    const escaped = escapeAt(question, i);
    if (escaped !== null) {
      tokens.push({ kind: 'char', text: question.slice(i, i + 2), value: escaped });
      i += 2;
      continue;
    }
    const pair = question.slice(i, i + 2);
    if (pair === '[[' || pair === ']]') {
      tokens.push({ kind: 'char', text: pair[0], value: pair[0] });
      i += 2;
      continue;
    }
    const char = question[i];
    tokens.push(
      char === '['
        ? { kind: 'open' }
        : char === ']'
          ? { kind: 'close' }
          : { kind: 'char', text: char, value: char },
    );
    i++;
  }
  return tokens;
}

/**
 * The alternatives of a gap's tokens: split at commas outside formulas, trimmed, empty ones dropped. A numeric gap
 * (`#…`, numeric-answer.ts) is one alternative: its commas are decimal commas.
 */
function gapAlternatives(tokens: ClozeToken[]): string[] {
  const whole = tokens.map((token) => (token.kind === 'char' ? token.value : '[')).join('');
  if (isNumericGapText(whole)) return [whole.trim()];
  const alternatives: string[] = [''];
  for (const token of tokens) {
    if (token.kind === 'char' && token.text === ',') alternatives.push('');
    else alternatives[alternatives.length - 1] += token.kind === 'char' ? token.value : '[';
  }
  return alternatives
    .map((alternative) => alternative.trim())
    .filter((alternative) => alternative.length > 0);
}

/**
 * Splits a cloze question into text and gaps: '[a, b]' is a gap accepting 'a' or 'b'. Brackets inside a
 * formula (`\( [0, 1] \)`) are never gaps; `[[` and `]]` are literal brackets. Alternatives are trimmed and
 * empty ones dropped; an unclosed '[' is kept as text.
 */
export function parseCloze(question: string): ClozeSegment[] {
  const tokens = clozeTokens(question);
  const segments: ClozeSegment[] = [];
  let gapIndex = 0;
  let text = '';
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'open') {
      const close = tokens.findIndex((t, j) => j > i && t.kind === 'close');
      if (close !== -1) {
        if (text) segments.push({ kind: 'text', text });
        text = '';
        segments.push({
          kind: 'gap',
          gapIndex: gapIndex++,
          alternatives: gapAlternatives(tokens.slice(i + 1, close)),
        });
        i = close;
        continue;
      }
      text += '[';
    } else text += token.kind === 'close' ? ']' : token.text;
  }
  if (text) segments.push({ kind: 'text', text });
  return segments;
}

export function clozeGaps(question: string): string[][] {
  return parseCloze(question).flatMap((segment) => (segment.kind === 'gap' ? [segment.alternatives] : []));
}

/**
 * At least one gap, every '[' closed by a ']' before the next '[' (no nesting), no ']' outside a
 * gap, and every gap holding at least one non-empty alternative. Formulas and `[[`/`]]` are not brackets.
 */
export function isWellFormedCloze(question: string): boolean {
  let gap: ClozeToken[] | null = null;
  let gaps = 0;
  for (const token of clozeTokens(question)) {
    if (token.kind === 'open') {
      if (gap) return false;
      gap = [];
    } else if (token.kind === 'close') {
      if (!gap || gapAlternatives(gap).length === 0) return false;
      gap = null;
      gaps++;
    } else gap?.push(token);
  }
  return !gap && gaps > 0;
}

const normalizeClozeAnswer = (answer: string) => answer.trim().toLowerCase();

/**
 * One gap accepts any of its alternatives, ignoring case and surrounding whitespace; an alternative written as
 * a formula also accepts the same formula written with other whitespace, braces or delimiters
 * (`x^2` = `x^{2}` = `x ^ 2` = `\(x^2\)`, see isSameFormula).
 */
export function isClozeGapCorrect(alternatives: readonly string[], given: string | undefined): boolean {
  return (
    given !== undefined &&
    alternatives.some(
      (alternative) =>
        (isNumericGapText(alternative) && isNumericAnswerCorrect(alternative, given)) ||
        normalizeClozeAnswer(alternative) === normalizeClozeAnswer(given) ||
        ((looksLikeFormula(alternative) || looksLikeFormula(given)) && isSameFormula(alternative, given)),
    )
  );
}

/** Each gap accepts any of its alternatives (isClozeGapCorrect). */
export function isClozeCorrect(question: string, givenAnswers: readonly string[]): boolean {
  const gaps = clozeGaps(question);
  return (
    gaps.length > 0 &&
    gaps.every((alternatives, index) => isClozeGapCorrect(alternatives, givenAnswers[index]))
  );
}

/** Correct when the learner has put the shuffled right sides back into their original order. */
export function isPairMatchingCorrect(
  originalRightSides: readonly string[],
  arrangedRightSides: readonly string[],
): boolean {
  return (
    originalRightSides.length === arrangedRightSides.length &&
    originalRightSides.every((right, index) => arrangedRightSides[index] === right)
  );
}

/**
 * The right sides of a pair card in the order the learner gets them: shuffled, and never already in
 * the original order unless every side is the same (then there is nothing to restore).
 */
export function shuffleForMatching(
  rightSides: readonly string[],
  random: RandomSource = Math.random,
): string[] {
  const shuffled = shuffle(rightSides, random);
  if (!isPairMatchingCorrect(rightSides, shuffled) || shuffled.length < 2) return shuffled;
  // a rotation by one differs from the original unless all sides are equal
  return [...shuffled.slice(1), shuffled[0]];
}
