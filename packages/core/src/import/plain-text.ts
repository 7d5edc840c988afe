import { CARD_TYPES, WORD_PLACEHOLDER } from '../card-data';
import type { ImportedCard } from './types';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  shy: '',
  zwj: '',
  zwnj: '',
};

/** Decodes HTML character references (the common named ones, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The visible text of an HTML fragment, its line breaks kept (a cloze text, issue 28): `<br>` and the ends of
 * blocks become one newline, the source's own newlines and other white space fold to one space, as a browser shows
 * them; entities decoded.
 */
export function htmlToLines(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>|<\/?(div|p|ul|ol|li|tr|h[1-6])\b[^>]*>/gi, '\n')
      .replace(/<\/?(td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** The visible text of an HTML fragment: block tags and line breaks become spaces, entities decoded, spaces folded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>|<\/?(div|p|ul|ol|li|tr|td|th|h[1-6])\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A card title: plain text, at most 255 characters. */
export const titleOf = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > 255 ? `${plain.slice(0, 254)}…` : plain;
};

/** A cloze alternative cannot hold the gap syntax itself ('[', ']' and ',' separate alternatives). */
export const clozeAlternative = (answer: string) =>
  answer
    .replace(/[[\],]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** '[a, b]' for the accepted answers, or null when none is left. */
export function clozeGap(answers: string[]): string | null {
  const alternatives = [...new Set(answers.map(clozeAlternative).filter(Boolean))];
  return alternatives.length ? `[${alternatives.join(', ')}]` : null;
}

export const htmlCard = (source: string, path: string[], front: string, back: string): ImportedCard => ({
  source,
  path,
  title: titleOf(htmlToText(front)) || titleOf(htmlToText(back)),
  type: CARD_TYPES.HTML,
  data: { front_html: front, back_html: back },
});

/** A word card from a term and its definition (explanation and example: the placeholder the card hides). */
export const wordCard = (source: string, path: string[], term: string, definition: string): ImportedCard => ({
  source,
  path,
  title: titleOf(term),
  type: CARD_TYPES.WORD,
  data: {
    native: { word: term, explanation: WORD_PLACEHOLDER, example: WORD_PLACEHOLDER },
    translation: { word: definition, explanation: WORD_PLACEHOLDER, example: WORD_PLACEHOLDER },
  },
});
