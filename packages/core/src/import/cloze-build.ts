import { clozeGaps } from '../answers';
import { mathAt } from '../formula';
import { parseNumber, parseNumericGap } from '../numeric-answer';

/**
 * Builds a cloze text from an imported question's parts, under the portal's cloze rule (answers.ts): text parts are
 * written so their brackets stay text (`[[`, `]]`) while their formulas stay formulas; each gap lists its accepted
 * answers. Answers that are all numbers written with a decimal mark become a numeric gap (`[#0,5; #0.5]`), so a
 * decimal comma is kept exactly as the teacher wrote it. The importer's own check: the text must read back with
 * exactly the gaps of the source, else the question is skipped with the reason (never a card with other gaps).
 */
export type ClozePart =
  | string
  | { answers: string[] }
  /** GIFT's and Moodle's numerical answers as written: "1.41:0.005", "1..2", "56" */
  | { numbers: string[] };

export type BuiltCloze =
  { question: string } | { skip: string; code: string; params?: Record<string, string> };

/** Doubles the brackets outside formulas: the text reads literally, its formulas still render. */
export function clozeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const math = mathAt(text, i);
    if (math) {
      out += text.slice(i, math.end);
      i = math.end;
      continue;
    }
    const char = text[i];
    out += char === '[' || char === ']' ? char + char : char;
    i++;
  }
  return out;
}

/** A comma outside formulas (the separator of alternatives in a text gap). */
function hasSeparatorComma(answer: string): boolean {
  for (let i = 0; i < answer.length; i++) {
    const math = mathAt(answer, i);
    if (math) i = math.end - 1;
    else if (answer[i] === ',') return true;
  }
  return false;
}

const isDecimal = (answer: string) => /[.,]/.test(answer) && parseNumber(answer) !== null;

/** The gap as written into the text, and the alternatives the rule must read back from it. */
function gapOf(
  answers: string[],
): { gap: string; reads: string[] } | { comma: string } | { ambiguous: string } {
  const clean = [...new Set(answers.map((a) => a.trim()).filter(Boolean))];
  if (
    clean.length &&
    clean.every((a) => parseNumber(a) !== null && !/^[1-9]\d{0,2}(,\d{3})+$/.test(a)) &&
    clean.some(isDecimal)
  ) {
    const numeric = `#${clean.join('; #')}`;
    return { gap: `[${numeric}]`, reads: [numeric] };
  }
  // "1,000" may be a thousand (English) or one (German): neither reading may silently become the answer
  const ambiguous = clean.find((a) => /^[1-9]\d{0,2}(,\d{3})+$/.test(a));
  if (ambiguous !== undefined) return { ambiguous };
  const comma = clean.find(hasSeparatorComma);
  if (comma !== undefined) return { comma };
  // a space after the bracket keeps an answer starting with a literal '[[' from reading as the bracket itself
  const written = clean.map(clozeText).join(', ');
  return { gap: `[${written.startsWith('[') ? ' ' : ''}${written}]`, reads: clean };
}

export function buildCloze(parts: ClozePart[]): BuiltCloze {
  let question = '';
  const expected: string[][] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      question += clozeText(part);
      continue;
    }
    if ('numbers' in part) {
      const numeric = `#${part.numbers.map((n) => n.trim()).join('; #')}`;
      if (!part.numbers.length || !parseNumericGap(numeric))
        return {
          code: 'not_a_number',
          params: { answer: part.numbers.join(', ') },
          skip: `the numerical answer "${part.numbers.join(', ')}" is not a number, a tolerance or a range`,
        };
      question += `[${numeric}]`;
      expected.push([numeric]);
      continue;
    }
    const gap = gapOf(part.answers);
    if ('ambiguous' in gap)
      return {
        code: 'answer_ambiguous_number',
        params: { answer: gap.ambiguous },
        skip: `the answer "${gap.ambiguous}" may be read with a decimal comma or a thousands separator: write it as a numeric gap in the editor`,
      };
    if ('comma' in gap)
      return {
        code: 'answer_comma',
        params: { answer: gap.comma },
        skip: `the answer "${gap.comma}" holds a comma, which the portal reads as a separator of alternatives`,
      };
    if (!gap.reads.length) return { code: 'gap_empty', skip: 'a gap has no answer' };
    question += gap.gap;
    expected.push(gap.reads);
  }
  // spaces fold, line breaks stay (one at a time): they carry the text's layout (issue 28)
  question = question
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n\s*/g, '\n')
    .trim();
  if (!expected.length) return { code: 'no_gaps', skip: 'the question has no gaps' };
  if (JSON.stringify(clozeGaps(question)) !== JSON.stringify(expected))
    return {
      code: 'gaps_differ',
      skip: 'the text’s brackets or formulas would change its gaps: it cannot be imported as written',
    };
  return { question };
}
