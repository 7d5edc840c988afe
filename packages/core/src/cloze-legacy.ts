import { clozeGaps } from './answers';

/**
 * The cloze gaps as the portal read them before formulas (issue 27): every '[' up to the next ']' was a gap,
 * whatever surrounded it. Kept only to prove that no stored cloze changes its gaps (migration 0014).
 */
export function legacyClozeSegments(
  question: string,
): ({ kind: 'text'; text: string } | { kind: 'gap'; alternatives: string[] })[] {
  const segments: ({ kind: 'text'; text: string } | { kind: 'gap'; alternatives: string[] })[] = [];
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
    segments.push({ kind: 'gap', alternatives });
    rest = rest.slice(close + 1);
  }
  return segments;
}

export function legacyClozeGaps(question: string): string[][] {
  return legacyClozeSegments(question).flatMap((segment) =>
    segment.kind === 'gap' ? [segment.alternatives] : [],
  );
}

/** Whether a stored cloze text has the same gaps, with the same alternatives, under today's rule as before. */
export function clozeKeepsGaps(question: string): boolean {
  return JSON.stringify(clozeGaps(question)) === JSON.stringify(legacyClozeGaps(question));
}

/** A text that reads literally in a cloze: no formula, escape or bracket in it means anything. */
export const clozeLiteral = (text: string) =>
  text.replace(/[\\$[\]]/g, (char) => (char === '[' ? '[[' : char === ']' ? ']]' : `\\${char}`));

/**
 * The cloze text rewritten so today's rule reads the gaps it had before: every character outside the gap
 * brackets written literally (so a learner sees exactly the text they saw before). Texts that keep their gaps
 * are returned unchanged.
 */
export function preserveClozeGaps(question: string): string {
  if (clozeKeepsGaps(question)) return question;
  return legacyClozeSegments(question)
    .map((segment) =>
      segment.kind === 'text'
        ? clozeLiteral(segment.text)
        : // a space after the gap's bracket keeps a literal '[[' from reading as the bracket itself
          `[ ${segment.alternatives.map(clozeLiteral).join(', ')}]`,
    )
    .join('');
}
