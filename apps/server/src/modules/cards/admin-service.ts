import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CARD_MESSAGES,
  CARD_TYPES,
  inferCardType,
  isCardType,
  parseCardData,
  toNumber,
  validateCard,
  type CardType,
  type ValidationError,
} from '@portal/core';
import { cards, categories, learnTypes } from '../../db/schema.js';
import { HttpError, type FieldProblem } from '../../lib/http-error.js';
import {
  afterContentChange,
  moveReport,
  trashItems,
  writeAll,
  type MovedItems,
} from '../categories/admin-service.js';
import { hasVisibleHtml, sanitizeHtml } from '../files/html.js';
import { isStoredPicture, isStoredUpload } from '../files/storage.js';
import { signCardData, stableFileRefs } from '../../lib/in-text-files.js';
import type { FileLinker } from '../../lib/signed-files.js';
import type { CardPayload } from './admin-schema.js';
import type { CardDataValue } from './schema.js';
import { defineMessages, type CatalogueMessage } from '../../lib/i18n/catalogue.js';
import { coreRuleMessage } from '../../lib/i18n/core-messages.js';

type CardRow = typeof cards.$inferSelect;

export const CARD_ADMIN_MESSAGES = defineMessages('card_admin', {
  NOT_FOUND: { en: 'Card not found', de: 'Diese Karte gibt es nicht (mehr).' },
  CATEGORY_NOT_FOUND: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  TYPE_INVALID: { en: 'Please choose a card type', de: 'Bitte wähle einen Kartentyp.' },
  LEARN_TYPE_INVALID: { en: 'Please choose a learn type', de: 'Bitte wähle einen Lerntyp.' },
  DESCRIPTION_INVALID: {
    en: 'The description may not be greater than 5000 characters.',
    de: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.',
  },
  TITLE_TOO_LONG: {
    en: 'The title may not be greater than 255 characters.',
    de: 'Der Titel darf höchstens 255 Zeichen lang sein.',
  },
  SOME_NOT_FOUND: {
    en: 'Some of the selected cards do not exist',
    de: 'Einige der gewählten Karten gibt es nicht (mehr).',
  },
  CREATED: { en: 'Card created', de: 'Karte erstellt' },
  UPDATED: { en: 'Card updated', de: 'Karte gespeichert' },
  DELETED: { en: 'Card deleted', de: 'Karte gelöscht' },
  DELETED_MANY: { en: 'Cards deleted', de: 'Karten gelöscht' },
  MOVED: { en: 'Cards moved', de: 'Karten verschoben' },
});

/** 422 at `field`; a core rule's message (packages/core card-validation) is given its catalogue entry. */
function invalid(field: string, given: CatalogueMessage | string, more: Record<string, string[]> = {}) {
  const message = typeof given === 'string' ? coreRuleMessage(given) : given;
  const others = Object.fromEntries(
    Object.entries(more).map(([f, texts]) => [f, texts.map((t): FieldProblem => coreRuleMessage(t))]),
  );
  return new HttpError(422, message, { [field]: [message], ...others });
}

/** The card as the API returns it (admin spec §3 field names); pictures inside HTML signed for the reader. */
export function presentCard(c: CardRow, link: FileLinker) {
  return {
    id: c.id,
    title: c.title,
    relevance: c.relevance,
    difficulty: c.difficulty,
    learntype_id: c.learntypeId,
    type: c.type,
    category_id: c.categoryId,
    // the stored data holds exactly its type's fields (checkCard normalizes it)
    data: signCardData(c.type, c.data as CardDataValue, link),
    description: c.description,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The stored data of a valid card: only the fields of its type, HTML cleaned, texts as given.
 * Returns an error when cleaning or a file check makes the data invalid after all.
 */
async function normalizeData(
  app: FastifyInstance,
  type: CardType,
  data: Record<string, unknown>,
): Promise<{ data: Record<string, unknown> } | { error: ValidationError }> {
  switch (type) {
    case CARD_TYPES.IMAGE: {
      // Image names must be files that were uploaded (never paths).
      if (!isStoredUpload(app, data.front_picture) || !isStoredUpload(app, data.back_picture))
        return { error: { field: 'data', message: CARD_MESSAGES.IMAGES_REQUIRED } };
      // pictures only, by their content (issue 34): a stored PDF is no picture for learners
      for (const name of [data.front_picture, data.back_picture])
        if (!(await isStoredPicture(app, name)))
          return { error: { field: 'data', message: CARD_MESSAGES.PICTURES_ONLY } };
      return { data: { front_picture: data.front_picture, back_picture: data.back_picture } };
    }
    case CARD_TYPES.HTML: {
      // pictures in the text are kept by their stable path, never by a (expiring) signed link
      const front = stableFileRefs(await sanitizeHtml(text(data.front_html), 'front_html'));
      const back = stableFileRefs(await sanitizeHtml(text(data.back_html), 'back_html'));
      if (!hasVisibleHtml(front) || !hasVisibleHtml(back))
        return { error: { field: 'data', message: CARD_MESSAGES.ALL_FIELDS_REQUIRED } };
      return { data: { front_html: front, back_html: back } };
    }
    case CARD_TYPES.SINGLE_CHOICE:
    case CARD_TYPES.MULTI_CHOICE:
      return {
        data: {
          question: text(data.question),
          answers: (data.answers as Record<string, string>[]).map((answer) =>
            'true' in answer ? { true: answer.true } : { false: answer.false },
          ),
        },
      };
    case CARD_TYPES.PAIR_MATCHING:
      return {
        data: {
          question: text(data.question),
          answers: (data.answers as [string, string][]).map(([left, right]) => [left, right]),
        },
      };
    case CARD_TYPES.CLOZE:
      return { data: { question: text(data.question) } };
    case CARD_TYPES.WORD: {
      const side = (v: unknown) => {
        const s = v as Record<string, unknown>;
        return { word: text(s.word), explanation: text(s.explanation), example: text(s.example) };
      };
      return { data: { native: side(data.native), translation: side(data.translation) } };
    }
  }
}

export interface CheckedCard {
  title: string;
  relevance: number;
  difficulty: number;
  learntypeId: number;
  type: CardType;
  data: Record<string, unknown>;
  description: string | null;
}

/** The learn types' ids, for checkCard over many cards. */
export const learnTypeIds = async (app: FastifyInstance) =>
  (await app.db.select({ id: learnTypes.id }).from(learnTypes)).map((l) => l.id);

/**
 * Validates a card payload as admin spec §5 orders it (title, relevance, difficulty, then the data rules of
 * the type) with the spec's messages. When relevance fails, a failing difficulty is reported in `errors` too,
 * so the editor can show both messages joined by a line break (admin spec §8).
 */
export async function checkCard(
  app: FastifyInstance,
  input: CardPayload,
  /** the learn types' ids when the caller checks many cards (an import): read once instead of per card */
  learnTypeIds?: number[],
): Promise<CheckedCard> {
  const data = parseCardData(input.data);
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  const type = input.type === undefined || input.type === null || input.type === '' ? undefined : input.type;
  const failure = validateCard({
    title: input.title,
    relevance: input.relevance,
    difficulty: input.difficulty,
    type,
    data: record,
  });
  if (failure) {
    const more: Record<string, string[]> = {};
    if (
      failure.field === 'relevance' &&
      validateCard({ ...input, relevance: 3, type, data: record })?.field === 'difficulty'
    )
      more.difficulty = [CARD_MESSAGES.DIFFICULTY_RANGE];
    throw invalid(failure.field, failure.message, more);
  }
  const title = (input.title as string).trim();
  if (title.length > 255) throw invalid('title', CARD_ADMIN_MESSAGES.TITLE_TOO_LONG);
  const cardType = type === undefined ? (inferCardType(record) ?? CARD_TYPES.IMAGE) : toNumber(type);
  if (!isCardType(cardType)) throw invalid('type', CARD_ADMIN_MESSAGES.TYPE_INVALID);
  const normalized = await normalizeData(app, cardType, record);
  if ('error' in normalized) throw invalid(normalized.error.field, normalized.error.message);

  const learntypeId =
    input.learntype_id === undefined || input.learntype_id === '' ? 0 : toNumber(input.learntype_id);
  const known =
    learnTypeIds ?? (await app.db.select({ id: learnTypes.id }).from(learnTypes)).map((l) => l.id);
  if (learntypeId === null || !known.includes(learntypeId))
    throw invalid('learntype_id', CARD_ADMIN_MESSAGES.LEARN_TYPE_INVALID);

  let description: string | null = null;
  if (input.description !== undefined && input.description !== null) {
    if (typeof input.description !== 'string' || input.description.length > 5000)
      throw invalid('description', CARD_ADMIN_MESSAGES.DESCRIPTION_INVALID);
    description = input.description.trim() || null;
  }
  return {
    title,
    relevance: toNumber(input.relevance)!,
    difficulty: toNumber(input.difficulty)!,
    learntypeId,
    type: cardType,
    data: normalized.data,
    description,
  };
}

export async function getCard(app: FastifyInstance, id: number): Promise<CardRow> {
  const [row] = await app.db.select().from(cards).where(eq(cards.id, id)).limit(1);
  if (!row) throw new HttpError(404, CARD_ADMIN_MESSAGES.NOT_FOUND);
  return row;
}

async function requireCategory(app: FastifyInstance, id: number) {
  const [row] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, CARD_ADMIN_MESSAGES.CATEGORY_NOT_FOUND);
}

/** POST /api/cards/create/{categoryId}: both variants (type given, or image/HTML data with the type left out). */
export async function createCard(
  app: FastifyInstance,
  categoryId: number,
  input: CardPayload,
): Promise<CardRow> {
  await requireCategory(app, categoryId);
  const card = await checkCard(app, input);
  return writeAll(app, async (tx) => {
    const [row] = await tx
      .insert(cards)
      .values({ ...card, categoryId })
      .returning();
    await afterContentChange(tx, [categoryId]);
    return row;
  });
}

/** POST /api/cards/update/{id}: fields left out keep their values; the result is validated as a whole. */
export async function updateCard(app: FastifyInstance, id: number, input: CardPayload): Promise<CardRow> {
  const existing = await getCard(app, id);
  const merged: CardPayload = {
    title: input.title !== undefined ? input.title : existing.title,
    relevance: input.relevance !== undefined ? input.relevance : existing.relevance,
    difficulty: input.difficulty !== undefined ? input.difficulty : existing.difficulty,
    learntype_id: input.learntype_id !== undefined ? input.learntype_id : existing.learntypeId,
    type:
      input.type !== undefined && input.type !== null && input.type !== ''
        ? input.type
        : input.data !== undefined
          ? (inferCardType(parseCardData(input.data)) ?? existing.type)
          : existing.type,
    data: input.data !== undefined ? input.data : existing.data,
    description: input.description !== undefined ? input.description : existing.description,
  };
  const card = await checkCard(app, merged);
  const [row] = await app.db
    .update(cards)
    .set({ ...card, updatedAt: new Date() })
    .where(eq(cards.id, id))
    .returning();
  if (!row) throw new HttpError(404, CARD_ADMIN_MESSAGES.NOT_FOUND);
  return row;
}

/** Moves the given cards to the trash in one batch (all or none; issue 18 §2). */
export async function deleteCards(
  app: FastifyInstance,
  ids: number[],
  actorId: number | null = null,
): Promise<{ deleted: number[]; items: Array<{ id: number; title: string }>; trashId: number }> {
  return writeAll(app, async (tx) => {
    const rows = await tx
      .select({ id: cards.id, title: cards.title, categoryId: cards.categoryId })
      .from(cards)
      .where(inArray(cards.id, ids))
      .for('update');
    if (rows.length !== new Set(ids).size)
      throw new HttpError(
        ids.length === 1 ? 404 : 422,
        ids.length === 1 ? CARD_ADMIN_MESSAGES.NOT_FOUND : CARD_ADMIN_MESSAGES.SOME_NOT_FOUND,
      );
    return trashItems(tx, 'cards', rows, actorId);
  });
}

/** POST /api/cards/update/moveTo/{id}: all given cards into category `id`, in one transaction (all or none). */
export async function moveCards(
  app: FastifyInstance,
  categoryId: number,
  ids: number[],
): Promise<MovedItems> {
  return writeAll(app, async (tx) => {
    const [target] = await tx
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .limit(1);
    if (!target) throw new HttpError(404, CARD_ADMIN_MESSAGES.CATEGORY_NOT_FOUND);
    const before = await tx
      .select({ id: cards.id, title: cards.title, categoryId: cards.categoryId })
      .from(cards)
      .where(inArray(cards.id, ids))
      .for('update');
    if (before.length !== ids.length)
      throw new HttpError(422, CARD_ADMIN_MESSAGES.SOME_NOT_FOUND, {
        card_ids: [CARD_ADMIN_MESSAGES.SOME_NOT_FOUND],
      });
    const moved = await tx
      .update(cards)
      .set({ categoryId, updatedAt: new Date() })
      .where(inArray(cards.id, ids))
      .returning({ id: cards.id });
    await afterContentChange(tx, [categoryId, ...before.map((r) => r.categoryId)]);
    return moveReport(
      tx,
      before,
      moved.map((r) => r.id),
      target,
    );
  });
}
