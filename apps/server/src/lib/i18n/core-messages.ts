import { CARD_MESSAGES, CONTENT_MESSAGES, MESSAGES } from '@portal/core';
import { defineMessages, type CatalogueMessage } from './catalogue.js';

/** The messages of packages/core's form rules (card and content editors), by the rule's key. */
export const CARD_RULES = defineMessages('card_rules', {
  TITLE_REQUIRED: { en: CARD_MESSAGES.TITLE_REQUIRED, de: 'Bitte gib einen Titel ein.' },
  RELEVANCE_RANGE: { en: CARD_MESSAGES.RELEVANCE_RANGE, de: 'Die Relevanz muss zwischen 1 und 5 liegen.' },
  DIFFICULTY_RANGE: {
    en: CARD_MESSAGES.DIFFICULTY_RANGE,
    de: 'Die Schwierigkeit muss zwischen 1 und 5 liegen.',
  },
  IMAGES_REQUIRED: { en: CARD_MESSAGES.IMAGES_REQUIRED, de: 'Lade zuerst die Bilder hoch.' },
  PICTURES_ONLY: {
    en: CARD_MESSAGES.PICTURES_ONLY,
    de: 'Eine Bildkarte zeigt nur Bilder: Lade ein JPEG oder PNG hoch (ein PDF kann nicht ihr Bild sein).',
  },
  ALL_FIELDS_REQUIRED: { en: CARD_MESSAGES.ALL_FIELDS_REQUIRED, de: 'Bitte fülle alle Felder aus.' },
  QUESTION_REQUIRED: { en: CARD_MESSAGES.QUESTION_REQUIRED, de: 'Bitte gib eine Frage ein.' },
  EACH_ANSWER_REQUIRED: { en: CARD_MESSAGES.EACH_ANSWER_REQUIRED, de: 'Bitte gib jede Antwort ein.' },
  MORE_THAN_ONE_CORRECT: {
    en: CARD_MESSAGES.MORE_THAN_ONE_CORRECT,
    de: 'Du hast mehr als eine richtige Antwort markiert.',
  },
  CORRECT_ANSWER_REQUIRED: {
    en: CARD_MESSAGES.CORRECT_ANSWER_REQUIRED,
    de: 'Markiere mindestens eine richtige Antwort.',
  },
  QUESTION_MISSING: { en: CARD_MESSAGES.QUESTION_MISSING, de: 'Die Frage fehlt.' },
  ALL_ANSWERS_REQUIRED: { en: CARD_MESSAGES.ALL_ANSWERS_REQUIRED, de: 'Bitte fülle alle Antworten aus.' },
  CLOZE_FORMAT: {
    en: CARD_MESSAGES.CLOZE_FORMAT,
    de: 'Schreibe deine Antworten in [] und trenne sie mit Kommas.',
  },
  NUMERIC_FORMAT: {
    en: CARD_MESSAGES.NUMERIC_FORMAT,
    de: 'Eine Lücke mit # enthält Zahlen: einen Wert [#0,5], einen Wert mit Toleranz [#1,41:0,005] oder einen Bereich [#1..2], mehrere getrennt durch ;',
  },
});

export const CONTENT_RULES = defineMessages('content_rules', {
  TITLE_REQUIRED: { en: CONTENT_MESSAGES.TITLE_REQUIRED, de: 'Bitte gib einen Titel ein.' },
  DESCRIPTION_REQUIRED: { en: CONTENT_MESSAGES.DESCRIPTION_REQUIRED, de: 'Bitte gib eine Beschreibung ein.' },
  RELEVANCE_RANGE: { en: CONTENT_MESSAGES.RELEVANCE_RANGE, de: 'Die Relevanz muss zwischen 1 und 5 liegen.' },
  DIFFICULTY_RANGE: {
    en: CONTENT_MESSAGES.DIFFICULTY_RANGE,
    de: 'Die Schwierigkeit muss zwischen 1 und 5 liegen.',
  },
  MEDIA_TYPE_REQUIRED: { en: CONTENT_MESSAGES.MEDIA_TYPE_REQUIRED, de: 'Bitte wähle einen Medientyp.' },
  DOCUMENT_REQUIRED: { en: CONTENT_MESSAGES.DOCUMENT_REQUIRED, de: 'Lade zuerst ein Dokument hoch.' },
  URL_REQUIRED: { en: CONTENT_MESSAGES.URL_REQUIRED, de: 'Gib zuerst eine gültige URL ein.' },
});

export const FORM_RULES = defineMessages('form', {
  FILL_IN_ALL_FIELDS: { en: MESSAGES.FILL_IN_ALL_FIELDS, de: 'Bitte fülle alle Felder aus.' },
});

/**
 * The catalogue entry of a core rule's message. Core's rules (shared with the web editors, which translate them
 * by the same keys) return their English constant; the constant, not user input, is looked up here.
 */
export function coreRuleMessage(message: string): CatalogueMessage | string {
  for (const [constants, entries] of [
    [CARD_MESSAGES, CARD_RULES],
    [CONTENT_MESSAGES, CONTENT_RULES],
    [MESSAGES, FORM_RULES],
  ] as const) {
    const key = Object.entries(constants).find(([, text]) => text === message)?.[0];
    if (key && key in entries) return (entries as Record<string, CatalogueMessage>)[key];
  }
  return message;
}
