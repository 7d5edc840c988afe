import { clozeGaps, isWellFormedCloze } from './answers';
import { isNumericGapText, parseNumericGap } from './numeric-answer';
import { CARD_TYPES, inferCardType, parseCardData } from './card-data';
import { isFilledText, isRating, isRecord, toNumber, type ValidationError } from './validation';

export const CARD_MESSAGES = {
  TITLE_REQUIRED: 'Title must be entered',
  RELEVANCE_RANGE: 'Relevance needs to be between 1 and 5',
  DIFFICULTY_RANGE: 'Difficulty needs to be between 1 and 5',
  IMAGES_REQUIRED: 'You need to upload images first',
  PICTURES_ONLY: 'An image card shows pictures only: upload a JPEG or PNG (a PDF cannot be its picture).',
  ALL_FIELDS_REQUIRED: 'You need to fill in all fields',
  QUESTION_REQUIRED: 'Question must be entered',
  EACH_ANSWER_REQUIRED: 'Each answer must be entered',
  MORE_THAN_ONE_CORRECT: 'You have more than one correct Answer',
  CORRECT_ANSWER_REQUIRED: 'You need at least one correct Answer',
  QUESTION_MISSING: 'Question is missing',
  ALL_ANSWERS_REQUIRED: 'You need to fill in all answers',
  // The two spaces between 'within' and '[]' are the spec's own text.
  CLOZE_FORMAT: 'You need to write your answers within  [] separated by ,',
  NUMERIC_FORMAT:
    'A gap starting with # holds numbers: a value [#0,5], a value with a tolerance [#1,41:0,005] or a range [#1..2], several separated by ;',
} as const;

/** A card create or update payload as it reaches validation; `data` may still be a JSON string. */
export interface CardInput {
  title?: unknown;
  relevance?: unknown;
  difficulty?: unknown;
  /** Card type 1..7; when absent it is inferred from the data (image or HTML card). */
  type?: unknown;
  data?: unknown;
}

const dataError = (message: string): ValidationError => ({ field: 'data', message });

function parseChoiceAnswer(answer: unknown): { correct: boolean } | null {
  if (!isRecord(answer)) return null;
  const keys = Object.keys(answer);
  if (keys.length !== 1 || (keys[0] !== 'true' && keys[0] !== 'false')) return null;
  return isFilledText(answer[keys[0]]) ? { correct: keys[0] === 'true' } : null;
}

function validateChoiceData(data: Record<string, unknown>, singleChoice: boolean): ValidationError | null {
  if (!isFilledText(data.question)) return dataError(CARD_MESSAGES.QUESTION_REQUIRED);
  const answers = Array.isArray(data.answers) ? data.answers.map(parseChoiceAnswer) : [];
  if (answers.some((answer) => answer === null)) return dataError(CARD_MESSAGES.EACH_ANSWER_REQUIRED);
  const correctCount = answers.filter((answer) => answer?.correct).length;
  if (singleChoice && correctCount > 1) return dataError(CARD_MESSAGES.MORE_THAN_ONE_CORRECT);
  if (correctCount === 0) return dataError(CARD_MESSAGES.CORRECT_ANSWER_REQUIRED);
  return null;
}

function isFilledPair(pair: unknown): boolean {
  return Array.isArray(pair) && pair.length === 2 && isFilledText(pair[0]) && isFilledText(pair[1]);
}

function isFilledWordSide(side: unknown): boolean {
  return (
    isRecord(side) && isFilledText(side.word) && isFilledText(side.explanation) && isFilledText(side.example)
  );
}

function validateCardData(type: number | null, data: Record<string, unknown>): ValidationError | null {
  switch (type) {
    case CARD_TYPES.IMAGE:
      return isFilledText(data.front_picture) && isFilledText(data.back_picture)
        ? null
        : dataError(CARD_MESSAGES.IMAGES_REQUIRED);
    case CARD_TYPES.HTML:
      return isFilledText(data.front_html) && isFilledText(data.back_html)
        ? null
        : dataError(CARD_MESSAGES.ALL_FIELDS_REQUIRED);
    case CARD_TYPES.SINGLE_CHOICE:
      return validateChoiceData(data, true);
    case CARD_TYPES.MULTI_CHOICE:
      return validateChoiceData(data, false);
    case CARD_TYPES.PAIR_MATCHING:
      if (!isFilledText(data.question)) return dataError(CARD_MESSAGES.QUESTION_MISSING);
      return Array.isArray(data.answers) && data.answers.length > 0 && data.answers.every(isFilledPair)
        ? null
        : dataError(CARD_MESSAGES.ALL_ANSWERS_REQUIRED);
    case CARD_TYPES.CLOZE:
      if (!isFilledText(data.question)) return dataError(CARD_MESSAGES.QUESTION_MISSING);
      if (!isWellFormedCloze(data.question)) return dataError(CARD_MESSAGES.CLOZE_FORMAT);
      return clozeGaps(data.question).some(([gap]) => isNumericGapText(gap ?? '') && !parseNumericGap(gap))
        ? dataError(CARD_MESSAGES.NUMERIC_FORMAT)
        : null;
    case CARD_TYPES.WORD:
      return isFilledWordSide(data.native) && isFilledWordSide(data.translation)
        ? null
        : dataError(CARD_MESSAGES.ALL_FIELDS_REQUIRED);
    default:
      // Unknown types are rejected by the payload schema; there is no data rule to apply here.
      return null;
  }
}

/** The first failing rule of a card payload, in the spec's order, or null when it is valid. */
export function validateCard(input: CardInput): ValidationError | null {
  if (!isFilledText(input.title)) return { field: 'title', message: CARD_MESSAGES.TITLE_REQUIRED };
  if (!isRating(input.relevance)) return { field: 'relevance', message: CARD_MESSAGES.RELEVANCE_RANGE };
  if (!isRating(input.difficulty)) return { field: 'difficulty', message: CARD_MESSAGES.DIFFICULTY_RANGE };
  const parsed = parseCardData(input.data);
  const data = isRecord(parsed) ? parsed : {};
  // Image and HTML payloads may omit the type; without telling data they are image cards.
  const type =
    input.type === undefined || input.type === null
      ? (inferCardType(data) ?? CARD_TYPES.IMAGE)
      : toNumber(input.type);
  return validateCardData(type, data);
}
