import type { CardType } from '../card-data';

/**
 * What every importer (Anki packages, text exports, Moodle XML, GIFT) produces: cards in the portal's own
 * data format (card-data.ts), not yet checked or stored. The server validates each card as the card editor
 * does, sanitizes its HTML, stores the media through the upload pipeline and writes everything in one
 * transaction (modules/import).
 */
export interface ImportedCard {
  /** Where the card came from, for messages: 'note 1651234567', 'line 7', 'question "Capitals"'. */
  source: string;
  /** The subcategory path below the target category (Anki subdecks, Moodle categories); [] for the target itself. */
  path: string[];
  /** At most 255 characters, plain text. */
  title: string;
  type: CardType;
  /**
   * The card's data as CardDataByType[type]. HTML is raw (the server sanitizes it). Image cards' pictures and
   * <img src="…"> in HTML name entries of `media` (the name as the source file refers to it).
   */
  data: Record<string, unknown>;
}

/**
 * Something that could not be mapped to a card, with the reason in plain English; `code` (with `params`) names the
 * reason so the admin area shows it in the teacher's language (admin.json `import.skip.<code>`).
 */
export interface ImportSkip {
  source: string;
  reason: string;
  code?: string;
  params?: Record<string, string>;
}

/** Content the file holds that no card keeps (a field, the tags), named with how many notes hold it. */
export interface ImportLeftOut {
  /**
   * 'field' (a note field not imported), 'tags' (Anki tags: the portal's cards have none), 'audio' (Anki's
   * [sound:…] references a card cannot play: in a cloze card's text, or their file missing or not MP3, OGG/Opus
   * or M4A), 'pictures' (pictures in text a card of that type cannot show)
   */
  code: 'field' | 'tags' | 'audio' | 'pictures';
  /** the field's name, or the code */
  name: string;
  count: number;
}

export type ImportFormat = 'apkg' | 'colpkg' | 'csv' | 'tsv' | 'moodle-xml' | 'gift';

export interface ParsedImport {
  format: ImportFormat;
  cards: ImportedCard[];
  skipped: ImportSkip[];
  /** Media files by the name the cards use (Anki packages only; empty otherwise). */
  media: Map<string, Uint8Array>;
  /** What the file holds that no card keeps, named with its count (the preview shows it). */
  leftOut?: ImportLeftOut[];
}

/** Limits every importer applies while reading (a refused file writes nothing). */
export const IMPORT_LIMITS = {
  /** cards (notes, questions, lines) per file */
  maxCards: 20_000,
  /** media files per package */
  maxMedia: 5_000,
  /** bytes of one unpacked entry (the collection database, one media file) */
  maxEntryBytes: 200 * 1024 * 1024,
  /** bytes of everything unpacked */
  maxUnpackedBytes: 500 * 1024 * 1024,
  /** unpacked ÷ packed size of an archive: past this it is a zip bomb */
  maxExpansionRatio: 100,
} as const;

const NOT_ANKI = 'This is not an Anki package (.apkg or .colpkg)';

/**
 * Why a file is refused as a whole, by stable code with its English text. The server answers the catalogue's
 * `import.refused_<code>` (modules/import/messages.ts) with the same parameters, in the teacher's language.
 */
export const IMPORT_REFUSALS = {
  too_many_cards: (p: { max: string }) =>
    `The file holds more than ${p.max} cards: split it and import the parts.`,
  too_many_notes: (p: { max: string }) => `The package holds more than ${p.max} notes: it is refused`,
  too_many_media: (p: { max: string }) => `The package holds more than ${p.max} media files: it is refused`,
  entry_too_large: (p: { name: string; max: string }) =>
    `The entry "${p.name}" unpacks to more than ${p.max} MB: the package is refused`,
  unpacked_too_large: (p: { max: string }) => `The package unpacks to more than ${p.max} MB: it is refused`,
  zip_bomb: (p: { ratio: string }) =>
    `The package unpacks to more than ${p.ratio} times its size (a zip bomb): it is refused`,
  not_zip: () => `${NOT_ANKI}: it is not a zip archive.`,
  zip_damaged: () => `${NOT_ANKI}: the zip archive is damaged.`,
  entry_damaged: (p: { name: string }) => `${NOT_ANKI}: the entry "${p.name}" is damaged.`,
  no_collection: () => `${NOT_ANKI}: it holds no Anki collection.`,
  collection_damaged: () => `${NOT_ANKI}: its collection is not an Anki database.`,
  media_list_damaged: () => `${NOT_ANKI}: its media list is damaged.`,
  moodle_unreadable: () => 'The Moodle XML file cannot be read: it is not well-formed XML.',
  not_moodle: () => 'This XML file is not a Moodle question bank (no <quiz>).',
  gift_empty: () => 'The GIFT file holds no question.',
  file_empty: () => 'The file is empty.',
} as const;

export type RefusalCode = keyof typeof IMPORT_REFUSALS;

/**
 * A file an importer refuses as a whole (too large, a zip bomb, not the format it claims): 422 with its reason.
 * `code` is a refusal code (IMPORT_REFUSALS, the message its English text) or a catalogue code of the server's
 * (then the message is that code).
 */
export class ImportRefused extends Error {
  readonly code: string;
  readonly params: Record<string, string>;
  constructor(code: RefusalCode | (string & {}), params: Record<string, string> = {}) {
    super(
      code in IMPORT_REFUSALS
        ? (IMPORT_REFUSALS[code as RefusalCode] as (p: Record<string, string>) => string)(params)
        : code,
    );
    this.code = code;
    this.params = params;
  }
}
