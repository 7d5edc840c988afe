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

/**
 * The readers' refusals of a whole file (core's IMPORT_REFUSALS, by the same code and parameters): the request
 * answers `import.refused_<code>` in the teacher's language.
 */
export const IMPORT_REFUSAL_MESSAGES = defineMessages('import', {
  refused_too_many_cards: {
    en: 'The file holds more than {max} cards: split it and import the parts.',
    de: 'Die Datei enthält mehr als {max} Karten: Teile sie auf und importiere die Teile einzeln.',
  },
  refused_too_many_notes: {
    en: 'The package holds more than {max} notes: it is refused.',
    de: 'Das Paket enthält mehr als {max} Notizen und wird abgelehnt.',
  },
  refused_too_many_media: {
    en: 'The package holds more than {max} media files: it is refused.',
    de: 'Das Paket enthält mehr als {max} Mediendateien und wird abgelehnt.',
  },
  refused_entry_too_large: {
    en: 'The entry "{name}" unpacks to more than {max} MB: the package is refused.',
    de: 'Der Eintrag „{name}“ ist entpackt größer als {max} MB: Das Paket wird abgelehnt.',
  },
  refused_unpacked_too_large: {
    en: 'The package unpacks to more than {max} MB: it is refused.',
    de: 'Das Paket ist entpackt größer als {max} MB und wird abgelehnt.',
  },
  refused_zip_bomb: {
    en: 'The package unpacks to more than {ratio} times its size (a zip bomb): it is refused.',
    de: 'Das Paket wird entpackt mehr als {ratio}-mal so groß (eine Zip-Bombe) und wird abgelehnt.',
  },
  refused_not_zip: {
    en: 'This is not an Anki package (.apkg or .colpkg): it is not a zip archive.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Die Datei ist kein Zip-Archiv.',
  },
  refused_zip_damaged: {
    en: 'This is not an Anki package (.apkg or .colpkg): the zip archive is damaged.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Das Zip-Archiv ist beschädigt.',
  },
  refused_entry_damaged: {
    en: 'This is not an Anki package (.apkg or .colpkg): the entry "{name}" is damaged.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Der Eintrag „{name}“ ist beschädigt.',
  },
  refused_no_collection: {
    en: 'This is not an Anki package (.apkg or .colpkg): it holds no Anki collection.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Es enthält keine Anki-Sammlung.',
  },
  refused_collection_damaged: {
    en: 'This is not an Anki package (.apkg or .colpkg): its collection is not an Anki database.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Seine Sammlung ist keine Anki-Datenbank.',
  },
  refused_media_list_damaged: {
    en: 'This is not an Anki package (.apkg or .colpkg): its media list is damaged.',
    de: 'Das ist kein Anki-Paket (.apkg oder .colpkg): Seine Medienliste ist beschädigt.',
  },
  refused_moodle_unreadable: {
    en: 'The Moodle XML file cannot be read: it is not well-formed XML.',
    de: 'Die Moodle-XML-Datei kann nicht gelesen werden: Sie ist kein gültiges XML.',
  },
  refused_not_moodle: {
    en: 'This XML file is not a Moodle question bank (no <quiz>).',
    de: 'Diese XML-Datei ist keine Moodle-Fragensammlung (kein <quiz>).',
  },
  refused_gift_empty: {
    en: 'The GIFT file holds no question.',
    de: 'Die GIFT-Datei enthält keine Frage.',
  },
  refused_file_empty: { en: 'The file is empty.', de: 'Die Datei ist leer.' },
});
