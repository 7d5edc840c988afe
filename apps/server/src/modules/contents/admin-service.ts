import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_DEFAULTS,
  CONTENT_MESSAGES,
  CONTENT_TYPES,
  isHttpUrl,
  parseBool,
  toNumber,
  validateContent,
  type ContentType,
  type MediaType,
} from '@portal/core';
import { categories, contents } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  afterContentChange,
  moveReport,
  trashItems,
  writeAll,
  type MovedItems,
} from '../categories/admin-service.js';
import { extensionOf, isStoredUpload } from '../files/storage.js';
import type { ContentPayload } from './admin-schema.js';
import { defineMessages, type CatalogueMessage } from '../../lib/i18n/catalogue.js';
import { coreRuleMessage } from '../../lib/i18n/core-messages.js';

type ContentRow = typeof contents.$inferSelect;

export const CONTENT_ADMIN_MESSAGES = defineMessages('content_admin', {
  NOT_FOUND: { en: 'Content not found', de: 'Diesen Inhalt gibt es nicht (mehr).' },
  CATEGORY_NOT_FOUND: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  CONTENT_TYPE_INVALID: { en: 'Please choose content type', de: 'Bitte wähle einen Inhaltstyp.' },
  SOLUTION_INVALID: {
    en: 'The solution must be an uploaded document or a url',
    de: 'Die Lösung muss ein hochgeladenes Dokument oder eine URL sein.',
  },
  FLAG_INVALID: { en: 'The value must be 1 or 0', de: 'Der Wert muss 1 oder 0 sein.' },
  NAME_TOO_LONG: {
    en: 'The name may not be greater than 255 characters.',
    de: 'Der Name darf höchstens 255 Zeichen lang sein.',
  },
  DESCRIPTION_TOO_LONG: {
    en: 'The description may not be greater than 5000 characters.',
    de: 'Die Beschreibung darf höchstens 5000 Zeichen lang sein.',
  },
  SOME_NOT_FOUND: {
    en: 'Some of the selected contents do not exist',
    de: 'Einige der gewählten Inhalte gibt es nicht (mehr).',
  },
  CREATED: { en: 'Content created', de: 'Inhalt erstellt' },
  UPDATED: { en: 'Content updated', de: 'Inhalt gespeichert' },
  DELETED: { en: 'Content deleted', de: 'Inhalt gelöscht' },
  MOVED: { en: 'Content moved', de: 'Inhalt verschoben' },
});

/** 422 at `field`; a core rule's message (packages/core content-validation) is given its catalogue entry. */
function invalid(field: string, given: CatalogueMessage | string) {
  const message = typeof given === 'string' ? coreRuleMessage(given) : given;
  return new HttpError(422, message, { [field]: [message] });
}

/** The content item as the API returns it (admin spec §3: solution_active '1'/'0', no_progress boolean). */
export function presentContent(c: ContentRow) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    relevance: c.relevance,
    difficulty: c.difficulty,
    category_id: c.categoryId,
    file_path: c.filePath,
    file_extension: c.fileExtension,
    content_type: c.contentType,
    media_type: c.mediaType,
    solution_active: c.solutionActive ? ('1' as const) : ('0' as const),
    solution_path: c.solutionPath,
    no_progress: c.noProgress,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

type CheckedContent = Omit<typeof contents.$inferInsert, 'id' | 'categoryId' | 'createdAt' | 'updatedAt'>;

/** Validates a content payload in admin spec §5's order, with its messages, then the remaining fields. */
function checkContent(app: FastifyInstance, input: ContentPayload): CheckedContent {
  const failure = validateContent(input);
  if (failure) throw invalid(failure.field, failure.message);
  const mediaType = input.media_type as MediaType;
  const filePath = (input.file_path as string).trim();
  // A document must be a file that was uploaded; its name is never a path.
  if (mediaType === 'document' && !isStoredUpload(app, filePath))
    throw invalid('file_path', CONTENT_MESSAGES.DOCUMENT_REQUIRED);

  const name = (input.name as string).trim();
  if (name.length > 255) throw invalid('name', CONTENT_ADMIN_MESSAGES.NAME_TOO_LONG);
  const description = (input.description as string).trim();
  if (description.length > 5000) throw invalid('description', CONTENT_ADMIN_MESSAGES.DESCRIPTION_TOO_LONG);

  const contentType =
    input.content_type === undefined || input.content_type === ''
      ? CONTENT_DEFAULTS.content_type
      : input.content_type;
  if (!(CONTENT_TYPES as readonly unknown[]).includes(contentType))
    throw invalid('content_type', CONTENT_ADMIN_MESSAGES.CONTENT_TYPE_INVALID);

  const solutionActive = input.solution_active === undefined ? true : parseBool(input.solution_active);
  if (solutionActive === undefined) throw invalid('solution_active', CONTENT_ADMIN_MESSAGES.FLAG_INVALID);
  const noProgress =
    input.no_progress === undefined || input.no_progress === null ? false : parseBool(input.no_progress);
  if (noProgress === undefined) throw invalid('no_progress', CONTENT_ADMIN_MESSAGES.FLAG_INVALID);

  let solutionPath: string | null = null;
  if (input.solution_path !== undefined && input.solution_path !== null && input.solution_path !== 'null') {
    if (typeof input.solution_path !== 'string')
      throw invalid('solution_path', CONTENT_ADMIN_MESSAGES.SOLUTION_INVALID);
    const value = input.solution_path.trim();
    if (value) {
      if (!isStoredUpload(app, value) && !isHttpUrl(value))
        throw invalid('solution_path', CONTENT_ADMIN_MESSAGES.SOLUTION_INVALID);
      solutionPath = value;
    }
  }

  return {
    name,
    description,
    relevance: toNumber(input.relevance)!,
    difficulty: toNumber(input.difficulty)!,
    mediaType,
    contentType: contentType as ContentType,
    filePath,
    fileExtension: mediaType === 'document' ? extensionOf(filePath) : null,
    solutionActive,
    solutionPath,
    noProgress,
  };
}

export async function getContent(app: FastifyInstance, id: number): Promise<ContentRow> {
  const [row] = await app.db.select().from(contents).where(eq(contents.id, id)).limit(1);
  if (!row) throw new HttpError(404, CONTENT_ADMIN_MESSAGES.NOT_FOUND);
  return row;
}

export async function createContent(
  app: FastifyInstance,
  categoryId: number,
  input: ContentPayload,
): Promise<ContentRow> {
  const [category] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw new HttpError(404, CONTENT_ADMIN_MESSAGES.CATEGORY_NOT_FOUND);
  const content = checkContent(app, {
    ...input,
    relevance: input.relevance ?? CONTENT_DEFAULTS.relevance,
    difficulty: input.difficulty ?? CONTENT_DEFAULTS.difficulty,
    media_type: input.media_type ?? CONTENT_DEFAULTS.media_type,
  });
  return writeAll(app, async (tx) => {
    const [row] = await tx
      .insert(contents)
      .values({ ...content, categoryId })
      .returning();
    await afterContentChange(tx, [categoryId]);
    return row;
  });
}

/** PUT /api/contents/update/{id}: fields left out (the file path when unchanged) keep their values. */
export async function updateContent(
  app: FastifyInstance,
  id: number,
  input: ContentPayload,
): Promise<ContentRow> {
  const existing = await getContent(app, id);
  const keep = <T>(given: unknown, current: T) => (given === undefined ? current : given);
  const content = checkContent(app, {
    name: keep(input.name, existing.name),
    description: keep(input.description, existing.description),
    relevance: keep(input.relevance, existing.relevance),
    difficulty: keep(input.difficulty, existing.difficulty),
    media_type: keep(input.media_type, existing.mediaType),
    file_path: keep(input.file_path, existing.filePath),
    content_type: keep(input.content_type, existing.contentType),
    solution_active: keep(input.solution_active, existing.solutionActive),
    solution_path: keep(input.solution_path, existing.solutionPath),
    no_progress: keep(input.no_progress, existing.noProgress),
  });
  return writeAll(app, async (tx) => {
    const [row] = await tx
      .update(contents)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(contents.id, id))
      .returning();
    if (!row) throw new HttpError(404, CONTENT_ADMIN_MESSAGES.NOT_FOUND);
    // Theory and exercises are counted apart, and no_progress changes what progress counts.
    if (row.contentType !== existing.contentType || row.noProgress !== existing.noProgress)
      await afterContentChange(tx, [row.categoryId]);
    return row;
  });
}

/** Moves the given contents to the trash in one batch (all or none; issue 18 §2). */
export async function deleteContents(
  app: FastifyInstance,
  ids: number[],
  actorId: number | null = null,
): Promise<{ deleted: number[]; items: Array<{ id: number; title: string }>; trashId: number }> {
  return writeAll(app, async (tx) => {
    const rows = await tx
      .select({ id: contents.id, title: contents.name, categoryId: contents.categoryId })
      .from(contents)
      .where(inArray(contents.id, ids))
      .for('update');
    if (rows.length !== new Set(ids).size)
      throw ids.length === 1
        ? new HttpError(404, CONTENT_ADMIN_MESSAGES.NOT_FOUND)
        : invalid('content_ids', CONTENT_ADMIN_MESSAGES.SOME_NOT_FOUND);
    return trashItems(tx, 'contents', rows, actorId);
  });
}

/** POST /api/contents/update/moveTo/{id}: all given contents into category `id`, all or none. */
export async function moveContents(
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
    if (!target) throw new HttpError(404, CONTENT_ADMIN_MESSAGES.CATEGORY_NOT_FOUND);
    const before = await tx
      .select({ id: contents.id, title: contents.name, categoryId: contents.categoryId })
      .from(contents)
      .where(inArray(contents.id, ids))
      .for('update');
    if (before.length !== ids.length) throw invalid('content_ids', CONTENT_ADMIN_MESSAGES.SOME_NOT_FOUND);
    const moved = await tx
      .update(contents)
      .set({ categoryId, updatedAt: new Date() })
      .where(inArray(contents.id, ids))
      .returning({ id: contents.id });
    await afterContentChange(tx, [categoryId, ...before.map((r) => r.categoryId)]);
    return moveReport(
      tx,
      before,
      moved.map((r) => r.id),
      target,
    );
  });
}
