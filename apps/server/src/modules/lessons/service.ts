import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  calendarDateOf,
  formatIsoDate,
  isLessonFlag,
  LESSON_FLAGS,
  parseBool,
  validateAttachment,
  validateLesson,
  type LessonFlag,
} from '@portal/core';
import type { User } from '../../auth/plugin.js';
import { canSeeCategory, loadAccess, type Access } from '../../auth/visibility.js';
import {
  categories,
  contentProgress,
  contents,
  lessonFiles,
  lessons,
  uploadedFiles,
} from '../../db/schema.js';
import { idsInPath, inSubtree } from '../../db/tree.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { checkUpload, deleteUpload, parseForm, storeUpload, type ReadForm } from './form.js';
import { presentFile, presentLesson, type LessonRow, type PresentedLesson } from './presenter.js';
import { AttachForm, EditFileForm, LESSON_MESSAGES, LessonForm, type LessonFormInput } from './schema.js';

const fill = (field: string) =>
  new HttpError(422, LESSON_MESSAGES.fillInAllFields, { [field]: [LESSON_MESSAGES.fillInAllFields] });

/**
 * Which lessons a user sees (DESIGN.md §4): teachers, admins and all_access users all of them; a learner
 * those with flag X on for an active role of theirs with the plus exam type X. Base exam types see none.
 */
export function visibleLessonsSql(access: Access): SQL {
  if (access.seesAll) return sql`true`;
  const flags = [...new Set(access.grants.map((g) => g.examType).filter(isLessonFlag))];
  if (!flags.length) return sql`false`;
  return or(...flags.map((f) => eq(lessons[f], true)))!;
}

export interface WeekQuery {
  /** Exclusive: the stored range's Sunday before the displayed week. */
  from: string;
  /** Exclusive: the stored range's Monday after the displayed week. */
  to: string;
  categoryId?: number;
}

/** The user's visible lessons strictly between `from` and `to`, by day and start, with their files. */
export async function listLessons(
  app: FastifyInstance,
  user: User,
  q: WeekQuery,
): Promise<PresentedLesson[]> {
  const access = await loadAccess(app, user);
  const conditions: SQL[] = [gt(lessons.day, q.from), lt(lessons.day, q.to), visibleLessonsSql(access)];
  if (q.categoryId !== undefined) {
    const [category] = await app.db
      .select({ path: categories.path })
      .from(categories)
      .where(eq(categories.id, q.categoryId));
    if (!category) throw notFound(LESSON_MESSAGES.categoryNotFound);
    const subtree = app.db
      .select({ id: categories.id })
      .from(categories)
      .where(inSubtree(categories.path, category.path));
    conditions.push(inArray(lessons.categoryId, subtree));
  }
  const rows = await app.db
    .select()
    .from(lessons)
    .where(and(...conditions))
    .orderBy(asc(lessons.day), asc(lessons.start), asc(lessons.id));
  return presentLessons(app, user, access, rows);
}

async function presentLessons(app: FastifyInstance, user: User, access: Access, rows: LessonRow[]) {
  if (!rows.length) return [];
  const lessonIds = rows.map((l) => l.id);
  const files = await app.db
    .select()
    .from(lessonFiles)
    .where(inArray(lessonFiles.lessonId, lessonIds))
    .orderBy(asc(lessonFiles.id));

  // Content files: the content with its category (for the visibility rule) and the user's progress.
  const contentIds = [...new Set(files.map((f) => f.contentId).filter((id): id is number => id !== null))];
  const contentRows = contentIds.length
    ? await app.db
        .select({ content: contents, category: categories })
        .from(contents)
        .innerJoin(categories, eq(categories.id, contents.categoryId))
        .where(inArray(contents.id, contentIds))
    : [];
  const progress = contentIds.length
    ? await app.db
        .select({ contentId: contentProgress.contentId, stack: contentProgress.stack })
        .from(contentProgress)
        .where(and(eq(contentProgress.userId, user.id), inArray(contentProgress.contentId, contentIds)))
    : [];
  const stackOf = new Map(progress.map((p) => [p.contentId, p.stack]));
  const visibleContent = new Map(
    contentRows
      .filter((r) => canSeeCategory(access, r.category))
      .map((r) => [r.content.id, { row: r.content, stack: stackOf.get(r.content.id) ?? 0 }]),
  );

  // The category image: the lesson's category's own, else its nearest ancestor's.
  const categoryIds = [...new Set(rows.map((l) => l.categoryId).filter((id): id is number => id !== null))];
  const lessonCategories = categoryIds.length
    ? await app.db
        .select({ id: categories.id, path: categories.path })
        .from(categories)
        .where(inArray(categories.id, categoryIds))
    : [];
  const pathIds = [...new Set(lessonCategories.flatMap((c) => idsInPath(c.path)))];
  const images = pathIds.length
    ? await app.db
        .select({ id: categories.id, image: categories.image })
        .from(categories)
        .where(inArray(categories.id, pathIds))
    : [];
  const imageById = new Map(images.map((c) => [c.id, c.image]));
  const imageOfCategory = new Map(
    lessonCategories.map((c) => [
      c.id,
      idsInPath(c.path)
        .reverse()
        .map((id) => imageById.get(id))
        .find((image): image is string => !!image) ?? null,
    ]),
  );

  return rows.map((l) =>
    presentLesson(l, {
      image: l.categoryId !== null ? (imageOfCategory.get(l.categoryId) ?? null) : null,
      files: files
        .filter((f) => f.lessonId === l.id)
        .map((f) => presentFile(f, f.contentId !== null ? (visibleContent.get(f.contentId) ?? null) : null)),
    }),
  );
}

export async function getLesson(app: FastifyInstance, user: User, id: number): Promise<PresentedLesson> {
  const [row] = await app.db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound(LESSON_MESSAGES.lessonNotFound);
  const [presented] = await presentLessons(app, user, await loadAccess(app, user), [row]);
  return presented;
}

const today = () => formatIsoDate(calendarDateOf(new Date()));
const hhmm = (time: string) => time.slice(0, 5);

/**
 * Validates a lesson form: first the spec's emptiness rule ('Fill in all fields' for title, link, meeting_id,
 * password, start, end), then formats. On update the stored values stand in for fields not sent.
 */
function lessonValues(fields: Record<string, string>, existing?: LessonRow) {
  const merged: Record<string, string | undefined> = existing
    ? {
        title: existing.title,
        link: existing.link,
        meeting_id: existing.meetingId,
        password: existing.password,
        start: hhmm(existing.start),
        end: hhmm(existing.end),
        ...fields,
      }
    : fields;
  const missing = validateLesson(merged);
  if (missing) throw fill(missing.field);
  const form: LessonFormInput = parseForm(LessonForm, fields);
  const start = hhmm(merged.start!.trim());
  const end = hhmm(merged.end!.trim());
  if (end <= start)
    throw new HttpError(422, LESSON_MESSAGES.endBeforeStart, { end: [LESSON_MESSAGES.endBeforeStart] });
  const flags: Partial<Record<LessonFlag, boolean>> = {};
  for (const f of LESSON_FLAGS) {
    const value = form[f];
    if (value !== undefined) flags[f] = parseBool(value)!;
    else if (!existing) flags[f] = true; // new lessons start with every exam type on
  }
  const categoryId =
    form.category_id === undefined
      ? undefined
      : form.category_id === '' || form.category_id === 'null'
        ? null
        : form.category_id;
  return {
    ...(categoryId !== undefined ? { categoryId } : {}),
    title: merged.title!.trim(),
    ...(form.description !== undefined ? { description: form.description } : {}),
    link: merged.link!.trim(),
    ...(form.room !== undefined ? { room: form.room.trim() || null } : {}),
    // Day is not checked by the spec: an empty or missing day means today (create) or keeps the stored day (update).
    day: form.day ? form.day : (existing?.day ?? today()),
    start,
    end,
    password: merged.password!,
    meetingId: merged.meeting_id!.trim(),
    ...flags,
  };
}

async function assertCategory(app: FastifyInstance, categoryId: number | null | undefined) {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row)
    throw new HttpError(422, LESSON_MESSAGES.categoryMissing, {
      category_id: [LESSON_MESSAGES.categoryMissing],
    });
}

export async function createLesson(app: FastifyInstance, fields: Record<string, string>) {
  const values = lessonValues(fields);
  await assertCategory(app, values.categoryId);
  const [row] = await app.db.insert(lessons).values(values).returning();
  return row;
}

async function findLesson(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound(LESSON_MESSAGES.lessonNotFound);
  return row;
}

export async function updateLesson(app: FastifyInstance, id: number, fields: Record<string, string>) {
  const existing = await findLesson(app, id);
  const values = lessonValues(fields, existing);
  await assertCategory(app, values.categoryId);
  const [row] = await app.db
    .update(lessons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lessons.id, id))
    .returning();
  return row;
}

/** Deletes the lesson and its file entries, then the uploaded files of those entries from storage. */
export async function deleteLesson(app: FastifyInstance, id: number) {
  await findLesson(app, id);
  const removed = await app.db.transaction(async (tx) => {
    const files = await tx.delete(lessonFiles).where(eq(lessonFiles.lessonId, id)).returning();
    await tx.delete(lessons).where(eq(lessons.id, id));
    const stored = files.filter((f) => f.type === 'file' && f.path).map((f) => f.path!);
    if (stored.length) await tx.delete(uploadedFiles).where(inArray(uploadedFiles.name, stored));
    return stored;
  });
  await Promise.all(removed.map((name) => deleteUpload(app, name)));
}

async function assertContent(app: FastifyInstance, contentId: number) {
  const [row] = await app.db.select({ id: contents.id }).from(contents).where(eq(contents.id, contentId));
  if (!row)
    throw new HttpError(422, LESSON_MESSAGES.contentMissing, {
      content_id: [LESSON_MESSAGES.contentMissing],
    });
}

/** Stores a checked upload and records it; returns its generated name. */
async function saveUpload(app: FastifyInstance, user: User, file: NonNullable<ReadForm['file']>) {
  const { ext, mime } = await checkUpload(file);
  const name = await storeUpload(app, file, ext);
  try {
    await app.db.insert(uploadedFiles).values({
      name,
      originalName: file.filename.slice(0, 255) || name,
      mime,
      size: file.data.length,
      uploadedBy: user.id,
    });
  } catch (error) {
    await deleteUpload(app, name);
    throw error;
  }
  return name;
}

async function forgetUpload(app: FastifyInstance, name: string | null) {
  if (!name) return;
  await app.db.delete(uploadedFiles).where(eq(uploadedFiles.name, name));
  await deleteUpload(app, name);
}

/** POST /api/file/attach: a file (uploaded), a link or a content item on a lesson. */
export async function attachFile(app: FastifyInstance, user: User, { fields, file }: ReadForm) {
  const missing = validateAttachment({ ...fields, file: file ?? undefined }, { editing: false });
  if (missing) throw fill(missing.field);
  const form = parseForm(AttachForm, fields);
  await findLesson(app, form.lesson_id);
  const base = { lessonId: form.lesson_id, name: form.name.trim(), description: form.description.trim() };
  if (form.type === 'content') {
    if (form.content_id === undefined) throw fill('content_id');
    await assertContent(app, form.content_id);
    const [row] = await app.db
      .insert(lessonFiles)
      .values({ ...base, type: 'content', contentId: form.content_id })
      .returning();
    return row;
  }
  if (form.type === 'link') {
    if (!form.path) throw fill('path');
    const [row] = await app.db
      .insert(lessonFiles)
      .values({ ...base, type: 'link', path: form.path })
      .returning();
    return row;
  }
  if (!file) throw fill('file');
  const name = await saveUpload(app, user, file);
  try {
    const [row] = await app.db
      .insert(lessonFiles)
      .values({ ...base, type: 'file', path: name })
      .returning();
    return row;
  } catch (error) {
    await forgetUpload(app, name);
    throw error;
  }
}

async function findFile(app: FastifyInstance, id: number) {
  const [row] = await app.db.select().from(lessonFiles).where(eq(lessonFiles.id, id));
  if (!row) throw notFound(LESSON_MESSAGES.fileNotFound);
  return row;
}

/**
 * POST /api/file/edit/{id}: name and description; the type stays. A new file, link or content id of the
 * same type may be sent to replace the target (the old upload is then deleted).
 */
export async function editFile(app: FastifyInstance, user: User, id: number, { fields, file }: ReadForm) {
  const missing = validateAttachment(fields, { editing: true });
  if (missing) throw fill(missing.field);
  const form = parseForm(EditFileForm, fields);
  const existing = await findFile(app, id);
  if (form.type && form.type !== existing.type)
    throw new HttpError(422, LESSON_MESSAGES.typeFixed, { type: [LESSON_MESSAGES.typeFixed] });
  const set: Partial<typeof lessonFiles.$inferInsert> = {
    name: form.name.trim(),
    description: form.description.trim(),
  };
  let replacedUpload: string | null = null;
  if (existing.type === 'link' && form.path) set.path = form.path;
  if (existing.type === 'content' && form.content_id !== undefined) {
    await assertContent(app, form.content_id);
    set.contentId = form.content_id;
  }
  if (existing.type === 'file' && file) {
    set.path = await saveUpload(app, user, file);
    replacedUpload = existing.path;
  }
  const [row] = await app.db.update(lessonFiles).set(set).where(eq(lessonFiles.id, id)).returning();
  await forgetUpload(app, replacedUpload);
  return row;
}

/** POST /api/file/remove/{id}: the entry and, for an uploaded file, the file in storage. */
export async function removeFile(app: FastifyInstance, id: number) {
  const existing = await findFile(app, id);
  await app.db.delete(lessonFiles).where(eq(lessonFiles.id, id));
  if (existing.type === 'file') await forgetUpload(app, existing.path);
}
