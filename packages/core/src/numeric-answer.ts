/**
 * Numbers as answers (DESIGN.md §4, docs/numeric-answers.md). A cloze gap whose text starts with `#` holds
 * numbers, as GIFT writes them:
 *   `[#1,41:0,005]`  a value with a tolerance (1.405 … 1.415)
 *   `[#1..2]`        a range (1 … 2, both ends included)
 *   `[#56]`          an exact value
 *   `[#0,5; #1/2]`   several accepted answers, separated by `;` (a `#` before each is optional)
 * Inside a numeric gap a comma is a decimal comma, never a separator of alternatives. The learner may type a
 * decimal comma or point ("0,5", "0.5", "1 000,5", "-3", "2e3", "1/2"); the teacher's text is kept exactly as
 * written (it is what the card shows as the solution).
 */

/** One accepted answer: [min, max] (a value is min = max; a tolerance widens both ends). */
export interface NumericAccepted {
  min: number;
  max: number;
  /** the teacher's text of this answer, as written (without the leading `#`) */
  text: string;
}

/** True when a gap's text (trimmed) is a numeric gap: it starts with `#`. */
export const isNumericGapText = (gap: string) => gap.trimStart().startsWith('#');

/**
 * A number as a person writes it: a sign, digits with an optional decimal comma or point, thin or ordinary spaces
 * or apostrophes as digit groups ("1 000", "1'000"), an exponent, or a fraction "a/b". With both a comma and a
 * point ("1.000,5", "1,000.5") the last one is the decimal mark. Null when it is not a number.
 */
export function parseNumber(written: string): number | null {
  const text = written
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/^\+/, '');
  const fraction = /^(-?[^/]+)\/([^/]+)$/.exec(text);
  if (fraction) {
    const [top, bottom] = [parseNumber(fraction[1]), parseNumber(fraction[2])];
    return top === null || bottom === null || bottom === 0 ? null : top / bottom;
  }
  let plain = text.replace(/(?<=\d)[\s\u00a0\u202f'’](?=\d)/g, '');
  const comma = plain.lastIndexOf(',');
  const point = plain.lastIndexOf('.');
  if (comma !== -1 && point !== -1) {
    const decimal = comma > point ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    plain = plain.split(group).join('').replace(decimal, '.');
  } else if (comma !== -1) {
    if (plain.indexOf(',') !== comma) return null;
    plain = plain.replace(',', '.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** The accepted answers of a numeric gap's text (`#…`), or null when one of them is not a number. */
export function parseNumericGap(gap: string): NumericAccepted[] | null {
  if (!isNumericGapText(gap)) return null;
  const parts = gap
    .trim()
    .split(/[;|]/)
    .map((part) => part.trim().replace(/^#\s*/, '').trim())
    .filter(Boolean);
  if (!parts.length) return null;
  const accepted: NumericAccepted[] = [];
  for (const part of parts) {
    const range = /^(.+?)\s*\.\.\s*(.+)$/.exec(part);
    if (range) {
      const [a, b] = [parseNumber(range[1]), parseNumber(range[2])];
      if (a === null || b === null) return null;
      accepted.push({ min: Math.min(a, b), max: Math.max(a, b), text: part });
      continue;
    }
    const [value, tolerance, ...more] = part.split(':');
    if (more.length) return null;
    const v = parseNumber(value);
    const t = tolerance === undefined ? 0 : parseNumber(tolerance);
    if (v === null || t === null || t < 0) return null;
    accepted.push({ min: v - t, max: v + t, text: part });
  }
  return accepted;
}

/** How far a stored bound may miss because of binary fractions (0.1 + 0.2 ≠ 0.3). */
const EPSILON = 1e-9;

/** True when the learner's typed number lies within one of the gap's accepted answers. */
export function isNumericAnswerCorrect(gap: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const accepted = parseNumericGap(gap);
  const value = parseNumber(given);
  if (!accepted || value === null) return false;
  return accepted.some(({ min, max }) => {
    const slack = EPSILON * Math.max(1, Math.abs(min), Math.abs(max));
    return value >= min - slack && value <= max + slack;
  });
}

/**
 * A numeric gap's solution as the card shows it, in the teacher's own writing: "1,41 ± 0,005", "1 – 2",
 * "0,5 / 1/2". Any other gap text is returned as it is.
 */
export function numericSolutionText(gap: string): string {
  const accepted = parseNumericGap(gap);
  if (!accepted) return gap;
  return accepted
    .map(({ text }) => {
      const range = /^(.+?)\s*\.\.\s*(.+)$/.exec(text);
      if (range) return `${range[1].trim()} – ${range[2].trim()}`;
      const [value, tolerance] = text.split(':');
      return tolerance === undefined || parseNumber(tolerance) === 0
        ? value.trim()
        : `${value.trim()} ± ${tolerance.trim()}`;
    })
    .join(' / ');
}
