/** The messages of reading a file, shared by the request (service.ts) and the import worker. */
export const IMPORT_READ_MESSAGES = {
  UNKNOWN_FORMAT:
    'This file is not one the import can read. Choose an Anki package (.apkg, .colpkg), a CSV or tab-separated text export (Quizlet, Anki) or a Moodle question bank (Moodle XML or GIFT).',
  NOT_TEXT: 'The text file is not UTF-8 encoded. Save it as UTF-8 and try again.',
  TOO_MUCH_MEMORY:
    'Reading this file needs more memory than one import may use. Split it into smaller files and import them one after the other.',
} as const;
