export const CARD_TYPES = {
  IMAGE: 1,
  HTML: 2,
  SINGLE_CHOICE: 3,
  MULTI_CHOICE: 4,
  PAIR_MATCHING: 5,
  CLOZE: 6,
  WORD: 7,
} as const;
export type CardType = (typeof CARD_TYPES)[keyof typeof CARD_TYPES];

export function isCardType(value: unknown): value is CardType {
  return (Object.values(CARD_TYPES) as unknown[]).includes(value);
}

/** Learner sessions render every type below single choice as a flip (image) card. */
export function isFlipCard(type: number): boolean {
  return type < CARD_TYPES.SINGLE_CHOICE;
}

/** Learn types, as indexes into the server's learn type list. */
export const LEARN_TYPES = { STANDARD: 0, WORD: 1, DEFINITION: 2, DISCUSS: 3 } as const;

export const CARD_DEFAULTS = { relevance: 3, difficulty: 3, learntype_id: LEARN_TYPES.STANDARD } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface ImageCardData {
  front_picture: string;
  back_picture: string;
}

export interface HtmlCardData {
  front_html: string;
  back_html: string;
}

/** One answer of a choice card: a single key, 'true' for a correct answer or 'false', holding its text. */
export type ChoiceAnswer = { true: string } | { false: string };

export interface ChoiceCardData {
  question: string;
  answers: ChoiceAnswer[];
}

/** [left side, right side] */
export type Pair = [string, string];

export interface PairCardData {
  question: string;
  answers: Pair[];
}

/** The question holds the gaps, e.g. 'Bern is the [capital, federal city] of Switzerland'. */
export interface ClozeCardData {
  question: string;
}

export interface WordSide {
  word: string;
  explanation: string;
  example: string;
}

/**
 * A word card's explanation and example must be filled (the editor's rule); imported term lists have neither, so
 * they carry this placeholder, which the learner's card does not show.
 */
export const WORD_PLACEHOLDER = '–';
export const isWordPlaceholder = (text: string) => /^[\s\-–—]*$/.test(text);

export interface WordCardData {
  native: WordSide;
  translation: WordSide;
}

export interface CardDataByType {
  1: ImageCardData;
  2: HtmlCardData;
  3: ChoiceCardData;
  4: ChoiceCardData;
  5: PairCardData;
  6: ClozeCardData;
  7: WordCardData;
}

/** Card data arrives as an object or as a JSON string; a string that is not JSON stays a string. */
export function parseCardData(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Image and HTML cards may be created without a type; their data tells which they are. */
export function inferCardType(data: unknown): CardType | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('front_picture' in data || 'back_picture' in data) return CARD_TYPES.IMAGE;
  if ('front_html' in data || 'back_html' in data) return CARD_TYPES.HTML;
  return null;
}
