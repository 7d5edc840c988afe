import type { ChoiceAnswer, ChoiceCardData } from './card-data';
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
 * Splits a cloze question into text and gaps: '[a, b]' is a gap accepting 'a' or 'b'.
 * Alternatives are trimmed and empty ones dropped; an unclosed '[' is kept as text.
 */
export function parseCloze(question: string): ClozeSegment[] {
  const segments: ClozeSegment[] = [];
  let gapIndex = 0;
  let rest = question;
  while (rest.length > 0) {
    const open = rest.indexOf('[');
    const close = open === -1 ? -1 : rest.indexOf(']', open + 1);
    if (close === -1) {
      segments.push({ kind: 'text', text: rest });
      break;
    }
    if (open > 0) segments.push({ kind: 'text', text: rest.slice(0, open) });
    const alternatives = rest
      .slice(open + 1, close)
      .split(',')
      .map((alternative) => alternative.trim())
      .filter((alternative) => alternative.length > 0);
    segments.push({ kind: 'gap', gapIndex: gapIndex++, alternatives });
    rest = rest.slice(close + 1);
  }
  return segments;
}

export function clozeGaps(question: string): string[][] {
  return parseCloze(question).flatMap((segment) => (segment.kind === 'gap' ? [segment.alternatives] : []));
}

/**
 * At least one gap, every '[' closed by a ']' before the next '[' (no nesting), no ']' outside a
 * gap, and every gap holding at least one non-empty alternative.
 */
export function isWellFormedCloze(question: string): boolean {
  let insideGap = false;
  let gapContent = '';
  let gaps = 0;
  for (const char of question) {
    if (char === '[') {
      if (insideGap) return false;
      insideGap = true;
      gapContent = '';
    } else if (char === ']') {
      if (!insideGap) return false;
      if (!gapContent.split(',').some((alternative) => alternative.trim().length > 0)) return false;
      insideGap = false;
      gaps++;
    } else if (insideGap) {
      gapContent += char;
    }
  }
  return !insideGap && gaps > 0;
}

const normalizeClozeAnswer = (answer: string) => answer.trim().toLowerCase();

/** One gap accepts any of its alternatives, ignoring case and surrounding whitespace. */
export function isClozeGapCorrect(alternatives: readonly string[], given: string | undefined): boolean {
  return (
    given !== undefined &&
    alternatives.some((alternative) => normalizeClozeAnswer(alternative) === normalizeClozeAnswer(given))
  );
}

/** Each gap accepts any of its alternatives, ignoring case and surrounding whitespace. */
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
