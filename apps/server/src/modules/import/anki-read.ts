import { CARD_TYPES, maskedClozeText, validateCard, type CardType } from '@portal/core';
import {
  ankiCloze,
  isImageOcclusion,
  occlusionOverlay,
  readOcclusions,
  skipOf,
  noteSource,
  reversedSource,
  IMPORT_LIMITS,
  importTitles,
  SKIP_REASONS,
  ImportRefused,
  type ImportedCard,
  type ImportLeftOut,
  type ImportSkip,
  type ParsedImport,
} from '@portal/core/import';
import type { Database } from 'sql.js';
import { cut, decodeEntities, htmlToText, imageSources, soleImage } from './anki-html.js';
import { PORTAL_CARD_FIELD } from './anki-write.js';
import { UnpackBudget, isZstd, tooManyMedia, unzipLimited, unzstdLimited } from './anki-zip.js';
import { readProto } from './protobuf.js';
import { loadSqlJs } from './sqlite.js';

// Newest first: newer packages also carry a dummy collection.anki2 asking the user to update Anki.
const COLLECTION_NAMES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const FIELD_SEPARATOR = '\x1f';
const SOUND = /\[sound:[^\]]*\]/g;
const SOUND_NAME = /\[sound:([^\]]+)\]/g;
const TITLE_MAX = 255;
const DEFAULT_DECK_ID = 1;

interface NoteType {
  cloze: boolean;
  /** the index of a field named "Title" (the portal's exports carry the card title there) */
  titleField?: number;
  /** the index of a field named "Portal card" (the portal's exports carry cards Anki cannot hold there) */
  portalField?: number;
  /** the fields' names by index (for naming what is not imported) */
  fieldNames: string[];
}

const isPortalField = (name: unknown) => typeof name === 'string' && name.trim() === PORTAL_CARD_FIELD;

/** The types a "Portal card" field may carry (HTML and image cards travel in Anki's own fields). */
const PORTAL_TYPES = new Set<number>([
  CARD_TYPES.SINGLE_CHOICE,
  CARD_TYPES.MULTI_CHOICE,
  CARD_TYPES.PAIR_MATCHING,
  CARD_TYPES.CLOZE,
  CARD_TYPES.WORD,
]);

/**
 * The card a portal export carried in its "Portal card" field, when it is one (the card rules check it like
 * any other); anything else is ignored and the note is read from its Anki fields.
 */
function portalCard(field: string | undefined): Mapped | null {
  if (!field) return null;
  try {
    const parsed = JSON.parse(decodeEntities(field)) as { type?: unknown; data?: unknown };
    if (typeof parsed.type !== 'number' || !PORTAL_TYPES.has(parsed.type)) return null;
    if (typeof parsed.data !== 'object' || parsed.data === null || Array.isArray(parsed.data)) return null;
    const data = parsed.data as Record<string, unknown>;
    const type = parsed.type as CardType;
    const title =
      type === CARD_TYPES.CLOZE
        ? maskedClozeText(String(data.question ?? ''))
        : type === CARD_TYPES.WORD
          ? String((data.native as { word?: unknown } | undefined)?.word ?? '')
          : String(data.question ?? '');
    return { type, title: cut(title, TITLE_MAX), data };
  } catch {
    return null;
  }
}

const isTitleField = (name: unknown) => typeof name === 'string' && name.trim().toLowerCase() === 'title';

interface NoteRow {
  id: number;
  mid: number;
  flds: string;
}

const wantedEntry = (name: string) =>
  (COLLECTION_NAMES as readonly string[]).includes(name) || name === 'media' || /^\d+$/.test(name);

function rows(db: Database, sql: string): unknown[][] {
  const result = db.exec(sql);
  return result.length === 0 ? [] : result[0].values;
}

const hasTable = (db: Database, name: string) =>
  rows(db, `select 1 from sqlite_master where type = 'table' and name = '${name}'`).length > 0;

function readColJson(db: Database, column: 'models' | 'decks'): Record<string, Record<string, unknown>> {
  const value = rows(db, `select ${column} from col limit 1`)[0]?.[0];
  if (typeof value !== 'string') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, Record<string, unknown>>)
      : {};
  } catch {
    return {};
  }
}

function readNoteTypes(db: Database): Map<number, NoteType> {
  const types = new Map<number, NoteType>();
  if (hasTable(db, 'notetypes')) {
    for (const [id, config] of rows(db, 'select id, config from notetypes')) {
      // NotetypeConfig.kind (field 1): 1 = KIND_CLOZE.
      let kind = 0;
      if (config instanceof Uint8Array) {
        try {
          kind = Number(readProto(config).find(([field]) => field === 1)?.[1] ?? 0);
        } catch {
          kind = 0;
        }
      }
      types.set(Number(id), { cloze: kind === 1, fieldNames: [] });
    }
    if (hasTable(db, 'fields'))
      for (const [ntid, ord, name] of rows(db, 'select ntid, ord, name from fields')) {
        const type = types.get(Number(ntid));
        if (type) type.fieldNames[Number(ord)] = String(name);
        if (isTitleField(name) && types.has(Number(ntid))) types.get(Number(ntid))!.titleField = Number(ord);
        if (isPortalField(name) && types.has(Number(ntid)))
          types.get(Number(ntid))!.portalField = Number(ord);
      }
  }
  for (const [id, model] of Object.entries(readColJson(db, 'models'))) {
    if (types.has(Number(id))) continue;
    const fields = Array.isArray(model.flds) ? (model.flds as Array<{ name?: unknown; ord?: unknown }>) : [];
    const title = fields.find((f) => isTitleField(f.name));
    const portal = fields.find((f) => isPortalField(f.name));
    types.set(Number(id), {
      cloze: model.type === 1,
      fieldNames: fields.map((f, i) => (typeof f.name === 'string' ? f.name : `Field ${i + 1}`)),
      ...(title && typeof title.ord === 'number' ? { titleField: title.ord } : {}),
      ...(portal && typeof portal.ord === 'number' ? { portalField: portal.ord } : {}),
    });
  }
  return types;
}

function readDecks(db: Database): Map<number, string[]> {
  const decks = new Map<number, string[]>();
  if (hasTable(db, 'decks')) {
    for (const [id, name] of rows(db, 'select id, name from decks')) {
      decks.set(Number(id), String(name).split(FIELD_SEPARATOR));
    }
  }
  for (const [id, deck] of Object.entries(readColJson(db, 'decks'))) {
    if (!decks.has(Number(id)) && typeof deck.name === 'string') decks.set(Number(id), deck.name.split('::'));
  }
  return decks;
}

/** The media list: a JSON object (older) or zstd-compressed protobuf MediaEntries (newer). */
function readMediaList(bytes: Uint8Array | undefined, budget: UnpackBudget): Map<string, string> {
  const list = new Map<string, string>();
  if (!bytes || bytes.length === 0) return list;
  if (isZstd(bytes)) {
    const decompressed = unzstdLimited('media', bytes, budget);
    try {
      const entries = readProto(decompressed).filter(([field]) => field === 1);
      if (entries.length > IMPORT_LIMITS.maxMedia) throw tooManyMedia();
      entries.forEach(([, entry], index) => {
        if (!(entry instanceof Uint8Array)) return;
        const fields = readProto(entry);
        const name = fields.find(([field]) => field === 1)?.[1];
        const legacyZipName = fields.find(([field]) => field === 255)?.[1];
        if (name instanceof Uint8Array) {
          list.set(
            String(typeof legacyZipName === 'number' ? legacyZipName : index),
            new TextDecoder().decode(name),
          );
        }
      });
    } catch (error) {
      if (error instanceof ImportRefused) throw error;
      throw new ImportRefused('media_list_damaged');
    }
    return list;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ImportRefused('media_list_damaged');
  }
  if (typeof parsed !== 'object' || parsed === null) return list;
  const entries = Object.entries(parsed);
  if (entries.length > IMPORT_LIMITS.maxMedia) throw tooManyMedia();
  for (const [zipName, name] of entries) if (typeof name === 'string') list.set(zipName, name);
  return list;
}

type Mapped =
  | { type: CardType; title: string; data: Record<string, unknown> }
  | { skip: string; code?: string; params?: Record<string, string> };

/** Pictures above this many pixels are not drawn on (the upload pipeline's own limit). */
const MAX_OCCLUSION_PIXELS = 40_000_000;

/**
 * An image-occlusion note (Anki 23.10+: Occlusion, Image, Header, … fields) as image cards, one per cloze number:
 * the front is the picture with that number's masks drawn, the back reveals its region (core/image-occlusion).
 * The drawn pictures join the package's media under new names; a note whose picture or masks cannot be read is
 * skipped with its reason.
 */
async function occlusionCards(
  noteId: number,
  fields: string[],
  media: Map<string, Uint8Array>,
): Promise<{ cards: Array<{ title: string; data: Record<string, unknown> }> } | ImportSkip> {
  const source = noteSource(noteId);
  const picture = soleImage(fields[1] ?? '') ?? imageSources(fields[1] ?? '')[0];
  if (!picture) return skipOf(source, 'image_occlusion');
  const bytes = media.get(picture);
  if (!bytes) return skipOf(source, 'picture_missing', { name: picture });
  const { default: sharp } = await import('sharp');
  let width: number;
  let height: number;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes, { limitInputPixels: MAX_OCCLUSION_PIXELS }).metadata());
  } catch {
    return skipOf(source, 'picture_type', { name: picture });
  }
  if (!width || !height || (format !== 'png' && format !== 'jpeg'))
    return skipOf(source, 'picture_type', { name: picture });
  const read = readOcclusions(fields[0] ?? '', width, height);
  if ('problem' in read)
    return read.problem === 'shape'
      ? skipOf(source, 'image_occlusion_shape', { shape: read.shape ?? '' })
      : skipOf(source, 'image_occlusion');
  const header = htmlToText(fields[2] ?? '');
  const base = picture.replace(/\.[^.]*$/, '');
  const ext = format === 'png' ? 'png' : 'jpg';
  const cards = [];
  for (const ordinal of read.ordinals) {
    const names = { front: '', back: '' };
    for (const side of ['front', 'back'] as const) {
      const overlay = Buffer.from(occlusionOverlay(read.shapes, ordinal, side, width, height));
      const drawn = sharp(bytes, { limitInputPixels: MAX_OCCLUSION_PIXELS }).composite([{ input: overlay }]);
      const name = `${base}-occlusion-${noteId}-${ordinal}-${side}.${ext}`;
      media.set(
        name,
        new Uint8Array(ext === 'png' ? await drawn.png().toBuffer() : await drawn.jpeg().toBuffer()),
      );
      names[side] = name;
    }
    const label = header || picture;
    cards.push({
      title: cut(read.ordinals.length > 1 ? `${label} (${ordinal})` : label, TITLE_MAX),
      data: { front_picture: names.front, back_picture: names.back },
    });
  }
  return { cards };
}

function mapCloze(fields: string[]): Mapped {
  const built = ankiCloze(fields[0] ?? '');
  if ('skip' in built) return { skip: built.skip, code: built.code, params: built.params };
  // the title masks every gap: the session shows it above the card (core/card-title)
  return {
    type: CARD_TYPES.CLOZE,
    title: maskedClozeText(built.question),
    data: { question: built.question },
  };
}

function mapNote(fields: string[], noteType: NoteType | undefined, media: Map<string, Uint8Array>): Mapped {
  if (noteType?.cloze) return mapCloze(fields);
  const front = fields[0] ?? '';
  const back = fields[1] ?? '';
  const isEmpty = (html: string) => htmlToText(html) === '' && imageSources(html).length === 0;
  if (isEmpty(front)) return { skip: SKIP_REASONS.front_empty(), code: 'front_empty' };
  if (isEmpty(back)) return { skip: SKIP_REASONS.back_empty(), code: 'back_empty' };
  const frontPicture = soleImage(front);
  const backPicture = soleImage(back);
  if (frontPicture !== null && backPicture !== null) {
    const missing = [frontPicture, backPicture].find((name) => !media.has(name));
    if (missing !== undefined)
      return {
        skip: SKIP_REASONS.picture_missing({ name: missing }),
        code: 'picture_missing',
        params: { name: missing },
      };
    return {
      type: CARD_TYPES.IMAGE,
      title: cut(frontPicture, TITLE_MAX),
      data: { front_picture: frontPicture, back_picture: backPicture },
    };
  }
  return {
    type: CARD_TYPES.HTML,
    // a clip's reference is no title text; a side that only plays a clip is titled by its file, like a picture
    title: cut(
      htmlToText(front.replace(SOUND, '')) ||
        (imageSources(front)[0] ?? [...front.matchAll(SOUND_NAME)][0]?.[1] ?? ''),
      TITLE_MAX,
    ),
    data: { front_html: front, back_html: back },
  };
}

/** Deck paths below the one top deck all notes share (the target category stands for it); 'Default' is the top. */
function relativePaths(deckOfNote: Map<number, string[]>): Map<number, string[]> {
  const isDefault = (deck: string[]) => deck.length === 1 && deck[0] === 'Default';
  const tops = new Set([...deckOfNote.values()].filter((deck) => !isDefault(deck)).map((deck) => deck[0]));
  const dropTop = tops.size === 1;
  const paths = new Map<number, string[]>();
  for (const [noteId, deck] of deckOfNote) {
    paths.set(noteId, isDefault(deck) ? [] : dropTop ? deck.slice(1) : deck);
  }
  return paths;
}

async function openCollection(bytes: Uint8Array): Promise<Database> {
  const SQL = await loadSqlJs();
  try {
    const db = new SQL.Database(bytes);
    rows(db, 'select count(*) from notes');
    return db;
  } catch {
    throw new ImportRefused('collection_damaged');
  }
}

/**
 * Reads an Anki deck package (.apkg) or collection package (.colpkg) into portal cards. Both are zip archives
 * of the same layout; `fileName` only tells which `format` to report; titles the package does not give are
 * written in `language`, the teacher's.
 */
export async function readAnkiPackage(
  bytes: Uint8Array,
  { fileName, language = 'de' }: { fileName?: string; language?: string } = {},
): Promise<ParsedImport> {
  const titles = importTitles(language);
  const budget = new UnpackBudget(bytes.length);
  const entries = unzipLimited(bytes, wantedEntry, budget);
  const collectionName = COLLECTION_NAMES.find((name) => entries.has(name));
  if (collectionName === undefined) throw new ImportRefused('no_collection');
  let collectionBytes = entries.get(collectionName)!;
  if (isZstd(collectionBytes)) collectionBytes = unzstdLimited(collectionName, collectionBytes, budget);

  const mediaList = readMediaList(entries.get('media'), budget);
  const media = new Map<string, Uint8Array>();
  for (const [zipName, name] of mediaList) {
    const file = entries.get(zipName);
    if (file !== undefined) media.set(name, isZstd(file) ? unzstdLimited(zipName, file, budget) : file);
  }

  const db = await openCollection(collectionBytes);
  try {
    const noteCount = Number(rows(db, 'select count(*) from notes')[0][0]);
    if (noteCount > IMPORT_LIMITS.maxCards) {
      throw new ImportRefused('too_many_notes', { max: String(IMPORT_LIMITS.maxCards) });
    }
    const noteTypes = readNoteTypes(db);
    const decks = readDecks(db);
    const deckOfNote = new Map<number, string[]>();
    // A note's deck is the deck of its first card (SQLite returns the row of min(ord) for the bare column); a
    // card in a filtered deck counts in its home deck (odid).
    const firstCards =
      'select nid, case when odid != 0 then odid else did end, min(ord) from cards group by nid';
    for (const [nid, did] of rows(db, firstCards)) {
      deckOfNote.set(
        Number(nid),
        Number(did) === DEFAULT_DECK_ID ? ['Default'] : (decks.get(Number(did)) ?? ['Default']),
      );
    }
    const notes: NoteRow[] = rows(db, 'select id, mid, flds from notes order by id').map(
      ([id, mid, flds]) => ({
        id: Number(id),
        mid: Number(mid),
        flds: String(flds),
      }),
    );
    for (const note of notes) if (!deckOfNote.has(note.id)) deckOfNote.set(note.id, ['Default']);
    const paths = relativePaths(deckOfNote);

    const cards: ImportedCard[] = [];
    const skipped: ImportSkip[] = [];
    // fields no card keeps (a basic note's third field, a cloze's Back Extra), named with their counts
    const leftOutFields = new Map<string, number>();
    let sounds = 0;
    // notes with a second card (Basic (and reversed card), optional reversed): both directions
    const reversed = new Set(rows(db, 'select nid from cards where ord = 1').map(([nid]) => Number(nid)));
    for (const note of notes) {
      const source = noteSource(note.id);
      const noteType = noteTypes.get(note.mid);
      // Anki's [sound:…] references: an HTML card keeps them and the import turns each into an audio clip
      // (service.ts, counted there when its file is missing or no audio); a cloze card holds text only, so
      // there they are counted, never left as text
      const fields = note.flds.split(FIELD_SEPARATOR).map((field) =>
        noteType?.cloze
          ? field.replace(SOUND, () => {
              sounds++;
              return '';
            })
          : field,
      );
      const occlusion = isImageOcclusion(fields[0] ?? '');
      // a portal export's card, carried whole: its Anki fields are only Anki's view of it
      const carried =
        noteType?.portalField !== undefined
          ? portalCard(note.flds.split(FIELD_SEPARATOR)[noteType.portalField])
          : null;
      fields.forEach((field, index) => {
        if (carried) return;
        // an occlusion note keeps its masks, picture and header
        const kept =
          index < (occlusion ? 3 : noteType?.cloze ? 1 : 2) ||
          index === noteType?.titleField ||
          index === noteType?.portalField;
        if (kept || (htmlToText(field) === '' && imageSources(field).length === 0)) return;
        const name = noteType?.fieldNames[index] || `Field ${index + 1}`;
        leftOutFields.set(name, (leftOutFields.get(name) ?? 0) + 1);
      });
      if (occlusion) {
        const drawn = await occlusionCards(note.id, fields, media);
        if ('reason' in drawn) skipped.push(drawn);
        else
          for (const card of drawn.cards)
            cards.push({ source, path: paths.get(note.id) ?? [], type: CARD_TYPES.IMAGE, ...card });
        continue;
      }
      const mapped = carried ?? mapNote(fields, noteType, media);
      if ('skip' in mapped) {
        skipped.push({ source, reason: mapped.skip, code: mapped.code, params: mapped.params });
        continue;
      }
      const ownTitle =
        noteType?.titleField !== undefined ? htmlToText(fields[noteType.titleField] ?? '') : '';
      const title = cut(ownTitle, TITLE_MAX) || mapped.title || titles.note(String(note.id));
      const invalid = validateCard({
        title,
        relevance: 3,
        difficulty: 3,
        type: mapped.type,
        data: mapped.data,
      });
      if (invalid) {
        skipped.push({ source, reason: invalid.message });
        continue;
      }
      cards.push({ source, path: paths.get(note.id) ?? [], title, type: mapped.type, data: mapped.data });
      if (reversed.has(note.id) && !noteType?.cloze && !carried) {
        // the reverse card asks the back and answers with the front
        const back = mapNote([fields[1] ?? '', fields[0] ?? ''], noteType, media);
        if (!('skip' in back))
          cards.push({
            source: reversedSource(source),
            path: paths.get(note.id) ?? [],
            title: back.title || titles.reversed(cut(title, TITLE_MAX - 12)),
            type: back.type,
            data: back.data,
          });
      }
    }
    const tagged = Number(rows(db, "select count(*) from notes where trim(tags) != ''")[0][0]);
    const leftOut: ImportLeftOut[] = [...leftOutFields].map(([name, count]) => ({
      code: 'field',
      name,
      count,
    }));
    if (tagged) leftOut.push({ code: 'tags', name: 'tags', count: tagged });
    if (sounds) leftOut.push({ code: 'audio', name: 'audio', count: sounds });
    return {
      format: fileName?.toLowerCase().endsWith('.colpkg') ? 'colpkg' : 'apkg',
      cards,
      skipped,
      media,
      leftOut,
    };
  } finally {
    db.close();
  }
}
