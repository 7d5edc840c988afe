import { buildCloze, type BuiltCloze, type ClozePart } from './cloze-build';
import { htmlToLines, htmlToText } from './plain-text';

/** Anki's cloze deletions: `{{c1::answer}}` or `{{c1::answer::hint}}`. */
const CLOZE = /\{\{c\d+::((?:(?!\{\{|\}\}).)*?)(?:::((?:(?!\{\{|\}\}).)*?))?\}\}/gs;

/**
 * Sub- and superscripts carry meaning (e<sup>x</sup>, H<sub>2</sub>O): in a cloze text, which is plain text, they
 * become formulas (\(e^{x}\), \(H_{2}\)O), which the card renders as they were.
 */
export const scriptsAsFormulas = (html: string) =>
  html.replace(
    /([\p{L}\p{N}]*)<(sup|sub)\b[^>]*>([\s\S]*?)<\/\2\s*>/giu,
    (_match, base: string, tag: string, inner: string) => {
      const text = htmlToText(inner);
      // the letters before it are the formula's base: e<sup>x</sup> → \(e^{x}\)
      return text ? `\\(${base}${tag.toLowerCase() === 'sup' ? '^' : '_'}{${text}}\\)` : base;
    },
  );

/** True when an Anki field holds a cloze deletion. */
export const hasAnkiCloze = (html: string) => /\{\{c\d+::/.test(html);

/** The text around a cloze's gaps: line breaks kept, sub/superscripts as formulas. */
export const clozeSourceText = (html: string) => htmlToLines(scriptsAsFormulas(html));

/**
 * An Anki cloze field (HTML) as a portal cloze text: each deletion a gap of its answer (hints dropped), the HTML
 * around as plain text with its line breaks, sub/superscripts as formulas, brackets in the text kept as text
 * (cloze-build).
 */
export function ankiCloze(html: string): BuiltCloze {
  if (!hasAnkiCloze(html)) return { skip: 'the cloze note has no {{c1::…}} gaps', code: 'no_gaps' };
  const answers: string[] = [];
  // Placeholders keep the gaps apart from the text while the HTML around them becomes plain text.
  const marked = html.replace(CLOZE, (_match, answer: string) => {
    answers.push(htmlToText(scriptsAsFormulas(answer)));
    return `\ue000${answers.length - 1}\ue000`;
  });
  const parts: ClozePart[] = clozeSourceText(marked)
    .split(/\ue000(\d+)\ue000/)
    .map((part, index) => (index % 2 === 0 ? part : { answers: [answers[Number(part)]] }));
  return buildCloze(parts);
}
