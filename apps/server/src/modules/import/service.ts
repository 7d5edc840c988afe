import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { CARD_DEFAULTS, CARD_MESSAGES, CARD_TYPES, LEARN_TYPES, validateCard } from '@portal/core';
import { skipOf, sourceAt, type ImportedCard, type ImportSkip, type ParsedImport } from '@portal/core/import';
import { cards, categories, uploadedFiles } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { storagePath } from '../../lib/signed-files.js';
import { AUDIO_TYPES, storeUpload } from '../../lib/upload-pipeline.js';
import { audit, type AuditActor } from '../audit/service.js';
import {
  afterContentChange,
  ensureSubcategories,
  lockTree,
  PATH_KEY_SEPARATOR,
  writeAll,
} from '../categories/admin-service.js';
import { checkCard, learnTypeIds, type CheckedCard } from '../cards/admin-service.js';
import { decodeEntities, imageSources } from './anki-html.js';
import { IMPORT_READ_MESSAGES } from './messages.js';
import { ImportOutOfMemory, readInWorker } from './pool.js';
import { catalogue, defineMessages, translate, type CatalogueMessage } from '../../lib/i18n/catalogue.js';
import type { Language } from '../../lib/i18n/language.js';
import { coreRuleMessage } from '../../lib/i18n/core-messages.js';

export const IMPORT_MESSAGES = {
  ...IMPORT_READ_MESSAGES,
  ...defineMessages('import', {
    FILE_REQUIRED: { en: 'Choose a file to import.', de: 'Wähle eine Datei zum Importieren.' },
    tooLarge: {
      en: 'The file may not be greater than {megabytes} MB.',
      de: 'Die Datei darf höchstens {megabytes} MB groß sein.',
    },
    NOTHING_TO_IMPORT: {
      en: 'The file holds no card that can be imported; see the skipped list for the reasons.',
      de: 'Die Datei enthält keine Karte, die sich importieren lässt; die Gründe stehen in der Liste der übersprungenen.',
    },
    CATEGORY_NOT_FOUND: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
    started: {
      en: 'The import runs in the background; its progress is shown here.',
      de: 'Der Import läuft im Hintergrund; sein Fortschritt wird hier angezeigt.',
    },
    alreadyRunning: {
      en: 'This import is already running; its cards are written once. Its progress is shown here.',
      de: 'Dieser Import läuft schon; seine Karten werden nur einmal gespeichert. Sein Fortschritt wird hier angezeigt.',
    },
    previewedOne: { en: '{count} card can be imported', de: '{count} Karte kann importiert werden' },
    previewedOther: { en: '{count} cards can be imported', de: '{count} Karten können importiert werden' },
    importedOne: { en: '{count} card imported', de: '{count} Karte importiert' },
    importedOther: { en: '{count} cards imported', de: '{count} Karten importiert' },
    /** A refusal of a reader that has no code of its own yet: its reason, as the reader wrote it. */
    fileRefused: { en: '{reason}', de: 'Die Datei wurde nicht importiert: {reason}' },
  }),
};

/** "n cards imported" / "n cards can be imported", with the count's plural. */
export const countMessage = (kind: 'imported' | 'previewed', count: number) => ({
  message: IMPORT_MESSAGES[count === 1 ? (`${kind}One` as const) : (`${kind}Other` as const)],
  params: { count },
});

/** The languages the import writes its defaults in (true/false options): the teacher's, German unless English. */
export type ImportLanguage = 'de' | 'en';
export const importLanguage = (acceptLanguage: string | undefined): ImportLanguage =>
  /^\s*en\b/i.test(acceptLanguage ?? '') ? 'en' : 'de';

/** 404 when the category to import into does not exist (checked before the file is read). */
export async function requireTarget(app: FastifyInstance, categoryId: number) {
  const [row] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw new HttpError(404, IMPORT_MESSAGES.CATEGORY_NOT_FOUND);
}

/** 422 at the file: a catalogued refusal (by its entry or its code), else the reader's own reason. */
function refused(
  reason: CatalogueMessage | string,
  readerParams: Record<string, string> = {},
  english = String(reason),
) {
  const known = typeof reason === 'string' ? catalogue().get(reason) : reason;
  const message = known ?? IMPORT_MESSAGES.fileRefused;
  const params: Record<string, string> = known ? readerParams : { reason: english };
  return new HttpError(
    422,
    message,
    { file: [{ message, params: { field: 'file', ...params } }] },
    undefined,
    undefined,
    params,
  );
}

/**
 * Reads an uploaded file in the import pool's worker thread, recognising its format from the content (never from
 * its name). A file refused by a reader, or one needing more memory than an import may use, is a 422 naming why.
 */
export async function readImportFile(bytes: Uint8Array, language: ImportLanguage): Promise<ParsedImport> {
  let result;
  try {
    result = await readInWorker(bytes, language);
  } catch (e) {
    if (e instanceof ImportOutOfMemory) throw refused(IMPORT_READ_MESSAGES.TOO_MUCH_MEMORY);
    throw e;
  }
  if ('refused' in result) throw refused(result.refused, result.params, result.reason);
  return result.parsed;
}

interface PlannedCard {
  source: string;
  path: string[];
  /** checked and cleaned, except image cards, whose pictures are stored first */
  card: CheckedCard | null;
  imported: ImportedCard;
}

export interface ImportPlan {
  format: ParsedImport['format'];
  cards: PlannedCard[];
  skipped: ImportSkip[];
  /** pictures inside HTML text that are not a JPEG or PNG of the package: left out of the card */
  imagesLeftOut: number;
  /** pictures inside HTML text that are kept: stored through the upload pipeline on import */
  picturesKept: number;
  /** fields, tags and audio clips no card keeps, with their counts */
  leftOut: NonNullable<ParsedImport['leftOut']>;
  media: ParsedImport['media'];
}

const IMG_TAG = /<img\b[^>]*>/gi;
const ALLOWED_PICTURES = new Set(['image/jpeg', 'image/png']);
/** Anki's audio reference; an HTML card keeps it until the import stores the clip and writes its player. */
const SOUND = /\[sound:([^\]]+)\]/g;

/** True when the package holds the clip and it is MP3, OGG/Opus or M4A by its content. */
async function playableClip(media: ParsedImport['media'], name: string): Promise<boolean> {
  const bytes = media.get(name);
  if (!bytes) return false;
  const type = await fileTypeFromBuffer(bytes);
  return type !== undefined && type.mime in AUDIO_TYPES;
}

const isAudioName = (name: string) => /\.(?:mp3|ogg|opus|m4a)$/.test(name);

/** The player an HTML card shows for a stored clip (the sanitizer's and renderer's rule: core/html-media). */
const audioPlayer = (storedName: string) =>
  `<audio controls="" preload="metadata" src="${storagePath('user_uploads', storedName)}"></audio>`;

async function pictureProblem(media: ParsedImport['media'], name: unknown): Promise<ImportSkip | null> {
  const bytes = typeof name === 'string' ? media.get(name) : undefined;
  if (!bytes) return skipOf('', 'picture_missing', { name: String(name) });
  const type = await fileTypeFromBuffer(bytes);
  return type && ALLOWED_PICTURES.has(type.mime) ? null : skipOf('', 'picture_type', { name: String(name) });
}

/**
 * A card the editor's rules refuse is skipped with the editor's message; a message of the card rules carries its
 * key as the code (`validation.<KEY>`), which the admin area translates like the editor's own messages.
 */
function skipFromError(source: string, e: unknown): ImportSkip {
  if (!(e instanceof HttpError)) throw e;
  const key = Object.entries(CARD_MESSAGES).find(([, message]) => message === e.message)?.[0];
  if (key) return { source, reason: e.message, code: `validation.${key}` };
  // any other refusal of the editor's (the HTML limits, a title too long) by its catalogue code and parameters
  if (!e.catalogueMessage) return { source, reason: e.message };
  const params = Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, String(v)]));
  return Object.keys(params).length
    ? { source, reason: e.message, code: e.catalogueMessage.code, params }
    : { source, reason: e.message, code: e.catalogueMessage.code };
}

const PLAN_CHUNK = 200;

type PlanResult =
  { planned: PlannedCard; imagesLeftOut: number; audioLeftOut: number; picturesKept: number } | ImportSkip;

async function planCard(
  app: FastifyInstance,
  parsed: ParsedImport,
  imported: ImportedCard,
  learnTypes: number[],
): Promise<PlanResult> {
  const base = {
    title: imported.title,
    relevance: CARD_DEFAULTS.relevance,
    difficulty: CARD_DEFAULTS.difficulty,
    // term lists are vocabulary: the word learn type (its shorter time per card)
    learntype_id: imported.type === CARD_TYPES.WORD ? LEARN_TYPES.WORD : CARD_DEFAULTS.learntype_id,
    type: imported.type,
  };
  const planned = (
    card: CheckedCard | null,
    imagesLeftOut = 0,
    audioLeftOut = 0,
    picturesKept = 0,
  ): PlanResult => ({
    planned: { source: imported.source, path: imported.path, card, imported },
    imagesLeftOut,
    audioLeftOut,
    picturesKept,
  });
  try {
    if (imported.type === CARD_TYPES.IMAGE) {
      const invalid = validateCard({ ...base, data: imported.data });
      if (invalid) throw new HttpError(422, coreRuleMessage(invalid.message));
      const problem =
        (await pictureProblem(parsed.media, imported.data.front_picture)) ??
        (await pictureProblem(parsed.media, imported.data.back_picture));
      if (problem) return { ...problem, source: imported.source };
      return planned(null);
    }
    let data = imported.data;
    let imagesLeftOut = 0;
    let audioLeftOut = 0;
    let picturesKept = 0;
    if (imported.type === CARD_TYPES.HTML) {
      // a picture of the package (JPEG or PNG) stays in the text and is stored on import (executeImport);
      // any other <img> is left out and counted. So is a [sound:…] clip: kept when the package holds it as
      // MP3, OGG/Opus or M4A (it becomes a player on import), else left out and counted.
      const keep = async (html: string) => {
        let out = html;
        for (const tag of html.match(IMG_TAG) ?? []) {
          const [name] = imageSources(tag);
          if (name && parsed.media.has(name) && (await pictureProblem(parsed.media, name)) === null) {
            picturesKept++;
            continue;
          }
          imagesLeftOut++;
          out = out.replace(tag, '');
        }
        for (const [reference, name] of html.matchAll(SOUND)) {
          if (await playableClip(parsed.media, decodeEntities(name))) continue;
          audioLeftOut++;
          out = out.replace(reference, '');
        }
        return out;
      };
      data = {
        front_html: await keep(String(data.front_html ?? '')),
        back_html: await keep(String(data.back_html ?? '')),
      };
    }
    return planned(
      await checkCard(app, { ...base, data }, learnTypes),
      imagesLeftOut,
      audioLeftOut,
      picturesKept,
    );
  } catch (e) {
    return skipFromError(imported.source, e);
  }
}

/**
 * An HTML card's pictures from the package, stored through the upload pipeline (once per name) and referenced by
 * their stable path (lib/in-text-files), as the HTML editor stores them.
 */
async function storeInTextPictures(
  app: FastifyInstance,
  card: CheckedCard,
  media: ParsedImport['media'],
  stored: Map<string, string>,
  userId: number,
): Promise<CheckedCard> {
  if (card.type !== CARD_TYPES.HTML) return card;
  const data = card.data as Record<string, string>;
  const store = async (html: string) => {
    let out = html;
    for (const tag of html.match(IMG_TAG) ?? []) {
      const [name] = imageSources(tag);
      if (!name || !media.has(name)) continue;
      if (!stored.has(name))
        stored.set(name, (await storeUpload(app, Buffer.from(media.get(name)!), name, userId)).name);
      out = out.replace(
        tag,
        tag.replace(/\bsrc="[^"]*"/i, `src="${storagePath('user_uploads', stored.get(name)!)}"`),
      );
    }
    // clips were checked by planCard (only playable ones of the package are left): stored once, then played
    for (const [reference, encoded] of html.matchAll(SOUND)) {
      const name = decodeEntities(encoded);
      if (!media.has(name)) continue;
      if (!stored.has(name))
        stored.set(name, (await storeUpload(app, Buffer.from(media.get(name)!), name, userId, 'audio')).name);
      out = out.replace(reference, audioPlayer(stored.get(name)!));
    }
    return out;
  };
  return {
    ...card,
    data: { front_html: await store(data.front_html), back_html: await store(data.back_html) },
  };
}

/** Checks every card as the card editor does (messages included); what fails is skipped with the reason. */
/** Reports a job's progress: the phase, and how much of it is done. */
export type ImportProgress = (phase: 'checking' | 'storing', done: number, total: number) => Promise<void>;

export async function planImport(
  app: FastifyInstance,
  parsed: ParsedImport,
  onProgress?: ImportProgress,
): Promise<ImportPlan> {
  const plan: ImportPlan = {
    format: parsed.format,
    cards: [],
    skipped: [...parsed.skipped],
    imagesLeftOut: 0,
    picturesKept: 0,
    leftOut: (parsed.leftOut ?? []).map((entry) => ({ ...entry })),
    media: parsed.media,
  };
  let audioLeftOut = 0;
  const learnTypes = await learnTypeIds(app);
  // Cards are checked a chunk at a time in parallel: their HTML queues up in the sanitizer's worker.
  for (let i = 0; i < parsed.cards.length; i += PLAN_CHUNK) {
    const chunk = parsed.cards.slice(i, i + PLAN_CHUNK);
    const results = await Promise.all(chunk.map((imported) => planCard(app, parsed, imported, learnTypes)));
    for (const result of results) {
      if ('reason' in result) plan.skipped.push(result);
      else {
        plan.cards.push(result.planned);
        plan.imagesLeftOut += result.imagesLeftOut;
        plan.picturesKept += result.picturesKept;
        audioLeftOut += result.audioLeftOut;
      }
    }
    await onProgress?.('checking', i + chunk.length, parsed.cards.length);
  }
  if (audioLeftOut) {
    const audio = plan.leftOut.find((entry) => entry.code === 'audio');
    if (audio) audio.count += audioLeftOut;
    else plan.leftOut.push({ code: 'audio', name: 'audio', count: audioLeftOut });
  }
  return plan;
}

/** Subdecks deeper than this are kept in the deepest one (a deck named a::b::…::z makes no usable tree). */
const MAX_PATH_DEPTH = 6;

/** The subcategory titles of a card's path: trimmed, at most 255 characters, no empty ones, at most 6 deep. */
export const subcategoryPath = (path: string[]) =>
  path
    .map((part) => part.replace(/\s+/g, ' ').trim().slice(0, 255))
    .filter(Boolean)
    .slice(0, MAX_PATH_DEPTH);

const pathLabel = (p: string[]) => subcategoryPath(p).join(' / ');

/**
 * A skip whose code is a catalogue message (an editor's refusal the card rules' `validation.*` do not name, such as
 * the HTML limits) reads in `lang`; the importers' own codes are translated by the admin area (`import.skip.*`).
 */
const skipIn = (skip: ImportSkip, lang: Language) => {
  const message = skip.code ? catalogue().get(skip.code) : undefined;
  const at = sourceAt(skip.source);
  return {
    ...skip,
    ...(message ? { reason: translate(message, lang, skip.params) } : {}),
    // the place as kind and reference: the admin area names it in the teacher's language
    ...(at ? { at } : {}),
  };
};

/** What the preview shows and the import answers: counts per type and per subcategory, and the skipped list. */
export function summarize(plan: ImportPlan, lang: Language = 'en') {
  const byType: Record<string, number> = {};
  const bySubcategory = new Map<string, number>();
  for (const c of plan.cards) {
    const type = String(c.card?.type ?? c.imported.type);
    byType[type] = (byType[type] ?? 0) + 1;
    bySubcategory.set(pathLabel(c.path), (bySubcategory.get(pathLabel(c.path)) ?? 0) + 1);
  }
  return {
    format: plan.format,
    cards: plan.cards.length,
    by_type: byType,
    subcategories: [...bySubcategory].map(([p, n]) => ({ path: p, cards: n })),
    skipped: plan.skipped.map((skip) => skipIn(skip, lang)),
    images_left_out: plan.imagesLeftOut,
    pictures_kept: plan.picturesKept,
    left_out: plan.leftOut,
  };
}

/** Removes stored uploads again (an import that failed after storing its pictures). */
async function removeUploads(app: FastifyInstance, names: string[]) {
  if (!names.length) return;
  for (const name of names) {
    await rm(path.join(app.config.storageDir, 'user_uploads', name), { force: true });
    await rm(path.join(app.config.storageDir, 'thumbnails', name), { force: true });
  }
  await app.db.delete(uploadedFiles).where(inArray(uploadedFiles.name, names));
}

const INSERT_BATCH = 500;

/**
 * An import re-encodes hundreds of pictures one after the other: libvips' operation cache (50 MB by default) and
 * one thread per core would only add memory to the process (measured: 686 MB peak with them, four 6 MB packages
 * at once). Pictures are re-encoded one at a time without the cache; libvips still works off the event loop.
 */
async function boundPictureMemory() {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  sharp.concurrency(1);
}

/**
 * Writes the plan under `categoryId`, all or nothing: the pictures are stored through the upload pipeline first
 * (removed again if anything fails), then the subcategories and cards in one transaction.
 */
export async function executeImport(
  app: FastifyInstance,
  categoryId: number,
  actor: AuditActor,
  plan: ImportPlan,
  onProgress?: ImportProgress,
): Promise<{ created: number; categoryIds: number[] }> {
  const userId = actor.id ?? 0;
  if (plan.media.size) await boundPictureMemory();
  const stored = new Map<string, string>();
  const learnTypes = await learnTypeIds(app);
  try {
    const ready: Array<{ path: string[]; card: CheckedCard }> = [];
    const pictures = plan.cards.filter((c) => !c.card).length;
    for (const planned of plan.cards) {
      if (ready.length % 100 === 0 && pictures) await onProgress?.('storing', stored.size, pictures * 2);
      if (planned.card) {
        ready.push({
          path: planned.path,
          card: await storeInTextPictures(app, planned.card, plan.media, stored, userId),
        });
        continue;
      }
      const data: Record<string, unknown> = {};
      for (const side of ['front_picture', 'back_picture'] as const) {
        const name = String(planned.imported.data[side]);
        if (!stored.has(name))
          stored.set(name, (await storeUpload(app, Buffer.from(plan.media.get(name)!), name, userId)).name);
        data[side] = stored.get(name);
      }
      const card = await checkCard(
        app,
        {
          title: planned.imported.title,
          relevance: CARD_DEFAULTS.relevance,
          difficulty: CARD_DEFAULTS.difficulty,
          learntype_id: CARD_DEFAULTS.learntype_id,
          type: CARD_TYPES.IMAGE,
          data,
        },
        learnTypes,
      );
      ready.push({ path: planned.path, card });
    }
    return await writeAll(app, async (tx) => {
      await lockTree(tx);
      const [target] = await tx.select().from(categories).where(eq(categories.id, categoryId));
      if (!target) throw new HttpError(404, IMPORT_MESSAGES.CATEGORY_NOT_FOUND);
      const paths = ready.map(({ path: p }) => subcategoryPath(p));
      const idOf = await ensureSubcategories(tx, target, paths);
      const rows = ready.map(({ card }, i) => ({
        ...card,
        categoryId: idOf.get(paths[i].join(PATH_KEY_SEPARATOR))!,
      }));
      for (let i = 0; i < rows.length; i += INSERT_BATCH)
        await tx.insert(cards).values(rows.slice(i, i + INSERT_BATCH));
      const categoryIds = [...new Set(rows.map((r) => r.categoryId))];
      await afterContentChange(tx, categoryIds);
      // who imported what into which category, and how many: committed with the cards
      await audit(
        app,
        actor,
        {
          action: 'import',
          itemType: 'category',
          itemId: target.id,
          itemTitle: target.title,
          details: {
            format: plan.format,
            cards: rows.length,
            skipped: plan.skipped.length,
            subcategories: idOf.size - 1,
            pictures: [...stored.values()].filter((name) => !isAudioName(name)).length,
            audio: [...stored.values()].filter(isAudioName).length,
          },
        },
        tx,
      );
      return { created: rows.length, categoryIds };
    });
  } catch (e) {
    await removeUploads(app, [...stored.values()]);
    throw e;
  }
}
