import path from 'node:path';
import { asc, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CARD_TYPES, isWordPlaceholder, type CardType } from '@portal/core';
import { cards, categories } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { inTextFileNames, mapInTextFiles } from '../../lib/in-text-files.js';
import { isStoredUpload } from '../files/storage.js';
import { packApkgInWorker, packCsvInWorker } from './pool.js';
import { IMPORT_MESSAGES } from './service.js';

type CardRow = typeof cards.$inferSelect;

export interface ExportedCard {
  /** the subcategory path below the exported category ([] for the category itself) */
  path: string[];
  card: CardRow;
}

export interface ExportedDeck {
  name: string;
  /** every subcategory's path, also of those without cards */
  subcategories: string[][];
  cards: ExportedCard[];
}

/** The category and its subtree's cards, in tree order, each with its path below the category. */
export async function loadDeck(app: FastifyInstance, categoryId: number): Promise<ExportedDeck> {
  const [root] = await app.db.select().from(categories).where(eq(categories.id, categoryId));
  if (!root) throw new HttpError(404, IMPORT_MESSAGES.CATEGORY_NOT_FOUND);
  const subtree = await app.db
    .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
    .from(categories)
    .where(like(categories.path, `${root.path}%`))
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.id));
  const pathOf = new Map<number, string[]>([[root.id, []]]);
  for (const c of subtree)
    if (c.id !== root.id) pathOf.set(c.id, [...(pathOf.get(c.parentId ?? -1) ?? []), c.title]);
  const rows = await app.db
    .select()
    .from(cards)
    .where(inArray(cards.categoryId, [...pathOf.keys()]))
    .orderBy(asc(cards.categoryId), asc(cards.id));
  const place = new Map([...pathOf.keys()].map((id, i) => [id, i]));
  rows.sort((a, b) => place.get(a.categoryId)! - place.get(b.categoryId)! || a.id - b.id);
  return {
    name: root.title,
    subcategories: [...pathOf.values()].filter((p) => p.length),
    cards: rows.map((card) => ({ path: pathOf.get(card.categoryId)!, card })),
  };
}

const choiceText = (a: Record<string, string>) => ('true' in a ? a.true : a.false);

/** A card as two plain cells (front, back) for a spreadsheet. */
export function cardSides(card: CardRow): [string, string] {
  const d = card.data as Record<string, unknown>;
  switch (card.type) {
    case CARD_TYPES.IMAGE:
      return [String(d.front_picture ?? ''), String(d.back_picture ?? '')];
    case CARD_TYPES.HTML:
      return [String(d.front_html ?? ''), String(d.back_html ?? '')];
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE: {
      const answers = (d.answers as Record<string, string>[]) ?? [];
      return [
        [String(d.question ?? ''), ...answers.map(choiceText)].join('\n'),
        answers
          .filter((a) => 'true' in a)
          .map(choiceText)
          .join('\n'),
      ];
    }
    case CARD_TYPES.PAIR_MATCHING: {
      const pairs = (d.answers as [string, string][]) ?? [];
      return [
        [String(d.question ?? ''), ...pairs.map(([left]) => left)].join('\n'),
        pairs.map(([left, right]) => `${left} → ${right}`).join('\n'),
      ];
    }
    case CARD_TYPES.CLOZE:
      return [String(d.question ?? ''), ''];
    case CARD_TYPES.WORD: {
      const side = (s: unknown) => {
        const w = (s ?? {}) as Record<string, string>;
        return [w.word, w.explanation, w.example]
          .filter((line) => line && !isWordPlaceholder(line))
          .join('\n');
      };
      return [side(d.native), side(d.translation)];
    }
    default:
      return ['', ''];
  }
}

const TYPE_NAMES: Record<number, string> = {
  1: 'image',
  2: 'html',
  3: 'single choice',
  4: 'multiple choice',
  5: 'pair matching',
  6: 'cloze',
  7: 'word',
};

/** CSV (RFC 4180, UTF-8 with BOM so spreadsheet programs read the umlauts): category, type, title, front, back. */
export async function deckToCsv(deck: ExportedDeck): Promise<Uint8Array> {
  const rows = deck.cards.map(({ path: p, card }) => {
    const [front, back] = cardSides(card);
    return [
      [deck.name, ...p].join(' / '),
      TYPE_NAMES[card.type] ?? String(card.type),
      card.title,
      front,
      back,
    ];
  });
  return packCsvInWorker(['category', 'type', 'title', 'front', 'back'], rows);
}

/**
 * The deck as an Anki package, packed in the import pool's worker: subcategories as subdecks, image cards'
 * pictures read from the uploads there (a picture missing on disk leaves its card out of the media, and Anki shows
 * the name).
 */
export async function deckToApkg(app: FastifyInstance, deck: ExportedDeck): Promise<Uint8Array> {
  const mediaFiles = new Map<string, string>();
  const keep = (name: unknown) => {
    if (isStoredUpload(app, name))
      mediaFiles.set(name, path.join(app.config.storageDir, 'user_uploads', name));
  };
  // pictures inside an HTML card's text (issue 27): in the package's media, referenced by name as Anki does
  const inText = new Map<number, Record<string, unknown>>();
  for (const { card } of deck.cards) {
    if (card.type !== CARD_TYPES.HTML) continue;
    const data = card.data as Record<string, string>;
    for (const name of [...inTextFileNames(data.front_html ?? ''), ...inTextFileNames(data.back_html ?? '')])
      keep(name);
    const local = (html: string) => mapInTextFiles(html ?? '', (name) => name);
    inText.set(card.id, { front_html: local(data.front_html), back_html: local(data.back_html) });
  }
  for (const { card } of deck.cards) {
    if (card.type !== CARD_TYPES.IMAGE) continue;
    const data = card.data as Record<string, unknown>;
    for (const name of [data.front_picture, data.back_picture]) keep(name);
  }
  return packApkgInWorker(
    {
      name: deck.name,
      subdecks: deck.subcategories,
      cards: deck.cards.map(({ path: p, card }) => ({
        path: p,
        type: card.type as CardType,
        title: card.title,
        data: inText.get(card.id) ?? (card.data as Record<string, unknown>),
      })),
    },
    [...mediaFiles],
  );
}
/** A file name for the download: the category's title without characters file systems refuse. */
export const downloadName = (title: string, ext: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .trim()
      .slice(0, 80) || 'cards'
  }.${ext}`;
