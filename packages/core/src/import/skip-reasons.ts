import type { ImportSkip } from './types';

/**
 * Why something in a file does not become a card, by stable code. `reason` is the English text; the admin area
 * shows `import.skip.<code>` from its dictionaries (de, en) with the same parameters, so a teacher reads every
 * reason in their language.
 */
export const SKIP_REASONS = {
  no_answer_block: () => 'no answer block {…}: descriptions cannot become cards',
  essay: () => 'essay questions cannot become cards',
  no_right_answer: () => 'no answer is marked right',
  no_answer: () => 'the answer block holds no answer',
  pair_without_answer: () => 'a pair has no answer',
  answer_empty: () => 'an answer is empty',
  question_type: (p: { type: string }) => `${p.type} questions cannot become cards`,
  front_empty: () => 'the front is empty',
  back_empty: () => 'the back is empty',
  one_column: () => 'only one column, a card needs a front and a back',
  term_empty: () => 'the term is empty',
  definition_empty: () => 'the definition is empty',
  picture_missing: (p: { name: string }) => `the picture "${p.name}" is not in the package`,
  picture_type: (p: { name: string }) => `the picture ${p.name} is not a JPEG or PNG`,
  image_occlusion: () => 'the image occlusion note has no masks or no picture',
  image_occlusion_shape: (p: { shape: string }) =>
    `the image occlusion mask "${p.shape}" cannot be drawn (only rectangles, ellipses and polygons)`,
} as const;

export type SkipCode = keyof typeof SKIP_REASONS;

/** A skip with its code, parameters and English reason. */
export function skipOf<C extends SkipCode>(
  source: string,
  code: C,
  ...params: Parameters<(typeof SKIP_REASONS)[C]>
): ImportSkip {
  const reason = (SKIP_REASONS[code] as (p?: unknown) => string)(params[0]);
  return params[0]
    ? { source, code, params: params[0] as Record<string, string>, reason }
    : { source, code, reason };
}

/** The true/false options of an imported true/false question, in the teacher's language. */
export const TRUE_FALSE: Record<string, [string, string]> = { de: ['Wahr', 'Falsch'], en: ['True', 'False'] };
export const trueFalse = (language: string) => TRUE_FALSE[language] ?? TRUE_FALSE.de;

/**
 * The words an import writes into a card's title when the file gives none of its own, in the teacher's language:
 * the reverse direction of a note (titled by its front, marked as reversed) and a note without any title text.
 */
const TITLE_WORDS: Record<string, { reversed: (title: string) => string; note: (id: string) => string }> = {
  de: { reversed: (title) => `${title} (umgekehrt)`, note: (id) => `Notiz ${id}` },
  en: { reversed: (title) => `${title} (reversed)`, note: (id) => `Note ${id}` },
};
export const importTitles = (language: string) => TITLE_WORDS[language] ?? TITLE_WORDS.de;
