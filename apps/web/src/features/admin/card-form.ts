import {
  CARD_DEFAULTS,
  CARD_TYPES,
  clozeGaps,
  inferCardType,
  parseCardData,
  parseCloze,
  type WordSide,
} from '@portal/core';
import type { AdminCard, AdminCardRow, CardData } from './types';

export const CARD_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface ChoiceRow {
  text: string;
  correct: boolean;
}

/** Everything the card editor holds; only the part of the current type is sent. */
export interface CardForm {
  type: number;
  title: string;
  relevance: number;
  difficulty: number;
  learntype_id: number;
  image: { front_picture: string; back_picture: string };
  html: { front_html: string; back_html: string };
  choice: { question: string; answers: ChoiceRow[] };
  pairs: { question: string; answers: [string, string][] };
  cloze: { question: string };
  word: { native: WordSide; translation: WordSide };
}

const emptySide = (): WordSide => ({ word: '', explanation: '', example: '' });

export function emptyCardForm(
  type: number = CARD_TYPES.SINGLE_CHOICE,
  learntypeId: number = CARD_DEFAULTS.learntype_id,
): CardForm {
  return {
    type,
    title: '',
    relevance: CARD_DEFAULTS.relevance,
    difficulty: CARD_DEFAULTS.difficulty,
    learntype_id: learntypeId,
    image: { front_picture: '', back_picture: '' },
    html: { front_html: '', back_html: '' },
    choice: {
      question: '',
      answers: [
        { text: '', correct: true },
        { text: '', correct: false },
      ],
    },
    pairs: {
      question: '',
      answers: [
        ['', ''],
        ['', ''],
      ],
    },
    cloze: { question: '' },
    word: { native: emptySide(), translation: emptySide() },
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const side = (v: unknown): WordSide =>
  isObject(v) ? { word: str(v.word), explanation: str(v.explanation), example: str(v.example) } : emptySide();

/** The editor's form for a stored card (data may arrive as a JSON string). */
export function cardToForm(card: AdminCard): CardForm {
  const data = parseCardData(card.data);
  const d = isObject(data) ? data : {};
  const type = card.type || inferCardType(d) || CARD_TYPES.IMAGE;
  const form = emptyCardForm(type, card.learntype_id);
  form.title = card.title;
  form.relevance = card.relevance;
  form.difficulty = card.difficulty;
  if (type === CARD_TYPES.IMAGE)
    form.image = { front_picture: str(d.front_picture), back_picture: str(d.back_picture) };
  if (type === CARD_TYPES.HTML) form.html = { front_html: str(d.front_html), back_html: str(d.back_html) };
  if (type === CARD_TYPES.SINGLE_CHOICE || type === CARD_TYPES.MULTI_CHOICE) {
    const answers = Array.isArray(d.answers) ? d.answers : [];
    form.choice = {
      question: str(d.question),
      answers: answers
        .filter(isObject)
        .map((a) =>
          'true' in a ? { text: str(a.true), correct: true } : { text: str(a.false), correct: false },
        ),
    };
  }
  if (type === CARD_TYPES.PAIR_MATCHING) {
    const answers = Array.isArray(d.answers) ? d.answers : [];
    form.pairs = {
      question: str(d.question),
      answers: answers.map((p) => (Array.isArray(p) ? [str(p[0]), str(p[1])] : ['', '']) as [string, string]),
    };
  }
  if (type === CARD_TYPES.CLOZE) form.cloze = { question: str(d.question) };
  if (type === CARD_TYPES.WORD) form.word = { native: side(d.native), translation: side(d.translation) };
  return form;
}

/** The card's data as admin spec §3 stores it, for the form's type. */
export function formToData(form: CardForm): CardData {
  switch (form.type) {
    case CARD_TYPES.IMAGE:
      return { ...form.image };
    case CARD_TYPES.HTML:
      return { ...form.html };
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE:
      return {
        question: form.choice.question,
        answers: form.choice.answers.map((a) => (a.correct ? { true: a.text } : { false: a.text })),
      };
    case CARD_TYPES.PAIR_MATCHING:
      return { question: form.pairs.question, answers: form.pairs.answers.map(([l, r]) => [l, r]) };
    case CARD_TYPES.CLOZE:
      return { question: form.cloze.question };
    case CARD_TYPES.WORD:
      return { native: { ...form.word.native }, translation: { ...form.word.translation } };
    default:
      // no such type: validateCard refuses it before anything is sent
      return {} as CardData;
  }
}

/** The gaps of a cloze question with their alternatives, for the editor's live help (the learner's rule). */
export function clozeGapsPreview(question: string): string[][] {
  return clozeGaps(question);
}

/** What the table shows as a card's front and back. */
export type SideSummary =
  { kind: 'image'; name: string } | { kind: 'html'; html: string } | { kind: 'text'; text: string };

export function cardSides(card: AdminCard | AdminCardRow): [SideSummary, SideSummary] {
  const data = parseCardData(card.data);
  const d = isObject(data) ? data : {};
  switch (card.type) {
    case CARD_TYPES.IMAGE:
      return [
        { kind: 'image', name: str(d.front_picture) },
        { kind: 'image', name: str(d.back_picture) },
      ];
    case CARD_TYPES.HTML:
      return [
        { kind: 'html', html: str(d.front_html) },
        { kind: 'html', html: str(d.back_html) },
      ];
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE: {
      const answers = (Array.isArray(d.answers) ? d.answers : []).filter(isObject);
      return [
        { kind: 'text', text: str(d.question) },
        {
          kind: 'text',
          text: answers
            .filter((a) => 'true' in a)
            .map((a) => str(a.true))
            .join(', '),
        },
      ];
    }
    case CARD_TYPES.PAIR_MATCHING: {
      const pairs = (Array.isArray(d.answers) ? d.answers : []).filter(Array.isArray);
      return [
        { kind: 'text', text: str(d.question) },
        { kind: 'text', text: pairs.map((p) => `${str(p[0])} – ${str(p[1])}`).join(', ') },
      ];
    }
    case CARD_TYPES.CLOZE:
      return [
        {
          kind: 'text',
          text: parseCloze(str(d.question))
            .map((segment) => (segment.kind === 'gap' ? '[…]' : segment.text))
            .join(''),
        },
        {
          kind: 'text',
          text: clozeGapsPreview(str(d.question))
            .map((g) => g.join(' / '))
            .join(', '),
        },
      ];
    case CARD_TYPES.WORD:
      return [
        { kind: 'text', text: side(d.native).word },
        { kind: 'text', text: side(d.translation).word },
      ];
    default:
      return [
        { kind: 'text', text: '' },
        { kind: 'text', text: '' },
      ];
  }
}
