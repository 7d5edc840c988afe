import { parseCloze } from './answers';
import { CARD_TYPES } from './card-data';
import { isNumericGapText, parseNumericGap } from './numeric-answer';

/**
 * Card titles never reveal an answer (DESIGN.md §4). The session shows a card's title above the card, so a cloze
 * card titled with its own sentence ("Die Aare fließt durch Bern.") is answered by reading. These rules:
 * - `maskedClozeText`: the cloze question's text with every gap masked, the title an import gives a cloze card;
 * - `revealedAnswers`: the gap answers a title gives away (whole words, ignoring case);
 * - `safeCardTitle`: what a learner is shown: the title with every answer it gives away masked (for imported cards
 *   and for cards written in the editor alike).
 */

/** What stands for a gap's answer in a title. */
export const TITLE_GAP = '…';
const TITLE_MAX = 255;

const cut = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= TITLE_MAX ? chars.join('') : `${chars.slice(0, TITLE_MAX - 1).join('')}…`;
};

/** The question's text with each gap as `[…]`, one line, at most 255 characters: "Die Aare fließt durch […]." */
export function maskedClozeText(question: string): string {
  return cut(
    parseCloze(question)
      .map((segment) => (segment.kind === 'text' ? segment.text : `[${TITLE_GAP}]`))
      .join('')
      // a title is one line: the text's line breaks read as spaces
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern finding `answer` in a text as a whole word (not inside a longer word), ignoring case. */
const wholeWord = (answer: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(answer)}(?![\\p{L}\\p{N}])`, 'giu');

/** The answers of a cloze card's gaps, each as the learner could type it. */
function gapAnswers(type: number, data: unknown): string[] {
  if (type !== CARD_TYPES.CLOZE || typeof data !== 'object' || data === null) return [];
  const question = (data as { question?: unknown }).question;
  if (typeof question !== 'string') return [];
  return parseCloze(question).flatMap((segment) =>
    segment.kind !== 'gap'
      ? []
      : segment.alternatives.flatMap((alternative) =>
          // a numeric gap gives away each value as the teacher wrote it ("#1,41:0,005" → "1,41")
          isNumericGapText(alternative)
            ? // a range's ends are not its answer; a value (with its tolerance) is
              (parseNumericGap(alternative) ?? []).flatMap(({ text }) =>
                text.includes('..') ? [] : [text.split(':')[0].trim()],
              )
            : [alternative],
        ),
  );
}

/** The gap answers that appear in the title as whole words (ignoring case), longest first. */
export function revealedAnswers(title: string, type: number, data: unknown): string[] {
  const answers = [
    ...new Set(
      gapAnswers(type, data)
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  return answers.filter((answer) => wholeWord(answer).test(title)).sort((a, b) => b.length - a.length);
}

/** The title a learner sees: every gap answer the title holds is masked with '…'. */
export function safeCardTitle(title: string, type: number, data: unknown): string {
  let safe = title;
  for (const answer of revealedAnswers(title, type, data)) safe = safe.replace(wholeWord(answer), TITLE_GAP);
  return safe;
}
