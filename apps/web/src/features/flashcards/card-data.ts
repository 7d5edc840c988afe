import {
  CARD_TYPES,
  parseCardData,
  type ChoiceCardData,
  type ClozeCardData,
  type HtmlCardData,
  type ImageCardData,
  type PairCardData,
  type WordCardData,
  type WordSide,
} from '@portal/core';

/** Card data checked against its type (admin spec §3); null when it does not fit (never render a broken card). */
export type TypedCardData =
  | { kind: 'image'; data: ImageCardData }
  | { kind: 'html'; data: HtmlCardData }
  | { kind: 'single'; data: ChoiceCardData }
  | { kind: 'multi'; data: ChoiceCardData }
  | { kind: 'pairs'; data: PairCardData }
  | { kind: 'cloze'; data: ClozeCardData }
  | { kind: 'word'; data: WordCardData };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

const isChoiceData = (d: Record<string, unknown>): d is Record<string, unknown> & ChoiceCardData =>
  isString(d.question) &&
  Array.isArray(d.answers) &&
  d.answers.length > 0 &&
  d.answers.every(
    (a) => isObject(a) && Object.keys(a).length === 1 && (isString(a.true) || isString(a.false)),
  );

const isWordSide = (v: unknown): v is WordSide => isObject(v) && isString(v.word);

export function typedCardData(type: number, raw: unknown): TypedCardData | null {
  const d = parseCardData(raw);
  if (!isObject(d)) return null;
  if (type < CARD_TYPES.SINGLE_CHOICE) {
    // Types below 3 are flip cards: pictures, or HTML (DESIGN.md §4: HTML cards flip like image cards).
    if (isString(d.front_picture) && isString(d.back_picture))
      return { kind: 'image', data: { front_picture: d.front_picture, back_picture: d.back_picture } };
    if (isString(d.front_html) && isString(d.back_html))
      return { kind: 'html', data: { front_html: d.front_html, back_html: d.back_html } };
    return null;
  }
  switch (type) {
    case CARD_TYPES.SINGLE_CHOICE:
      return isChoiceData(d) ? { kind: 'single', data: d } : null;
    case CARD_TYPES.MULTI_CHOICE:
      return isChoiceData(d) ? { kind: 'multi', data: d } : null;
    case CARD_TYPES.PAIR_MATCHING:
      return isString(d.question) &&
        Array.isArray(d.answers) &&
        d.answers.length > 0 &&
        d.answers.every((p) => Array.isArray(p) && p.length === 2 && isString(p[0]) && isString(p[1]))
        ? { kind: 'pairs', data: d as unknown as PairCardData }
        : null;
    case CARD_TYPES.CLOZE:
      return isString(d.question) ? { kind: 'cloze', data: { question: d.question } } : null;
    case CARD_TYPES.WORD:
      return isWordSide(d.native) && isWordSide(d.translation)
        ? { kind: 'word', data: { native: d.native, translation: d.translation } }
        : null;
    default:
      return null;
  }
}

/** Flip cards are answered by 'did you know the answer'; the others are checked and show feedback. */
export const answeredBySelfAssessment = (kind: TypedCardData['kind']) =>
  kind === 'image' || kind === 'html' || kind === 'word';
