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

/** A file an importer refuses as a whole (too large, a zip bomb, not the format it claims): 422 with this message. */
export class ImportRefused extends Error {}
