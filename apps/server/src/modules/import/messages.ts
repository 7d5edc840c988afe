import { defineMessages } from '../../lib/i18n/catalogue.js';
/** The messages of reading a file, shared by the request (service.ts) and the import worker. */
export const IMPORT_READ_MESSAGES = defineMessages('import', {
  UNKNOWN_FORMAT: {
    en: 'This file is not one the import can read. Choose an Anki package (.apkg, .colpkg), a CSV or tab-separated text export (Quizlet, Anki) or a Moodle question bank (Moodle XML or GIFT).',
    de: 'Diese Datei kann der Import nicht lesen. Wähle ein Anki-Paket (.apkg, .colpkg), einen CSV- oder Tab-Export (Quizlet, Anki) oder eine Moodle-Fragensammlung (Moodle XML oder GIFT).',
  },
  NOT_TEXT: {
    en: 'The text file is not UTF-8 encoded. Save it as UTF-8 and try again.',
    de: 'Die Textdatei ist nicht UTF-8-kodiert. Speichere sie als UTF-8 und versuche es erneut.',
  },
  TOO_MUCH_MEMORY: {
    en: 'Reading this file needs more memory than one import may use. Split it into smaller files and import them one after the other.',
    de: 'Diese Datei braucht zum Lesen mehr Speicher, als ein Import verwenden darf. Teile sie in kleinere Dateien auf und importiere sie nacheinander.',
  },
});
