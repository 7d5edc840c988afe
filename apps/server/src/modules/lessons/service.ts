import { and, asc, eq, gt, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addDays,
  calendarDateOf,
  formatIsoDate,
  isLessonFlag,
  LESSON_FLAGS,
  parseBool,
  validateAttachment,
  validateLesson,
  type LessonFlag,
} from '@portal/core';
import { isTeacher, type User } from '../../auth/plugin.js';
import {
  canSeeCategory,
  lessonGrants,
  loadAccess,
  visibleLessonsSql,
  type Access,
} from '../../auth/visibility.js';
import {
  categories,
  contentProgress,
  contents,
  lessonFiles,
  lessons,
  products,
  uploadedFiles,
} from '../../db/schema.js';
import { categorySnapshot, type CategorySnapshot } from '../../db/category-snapshot.js';
import { idsInPath, inSubtree } from '../../db/tree.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { fileLinker } from '../../lib/signed-files.js';
import { FILE_MESSAGES, storeUpload } from '../../lib/upload-pipeline.js';
import { openBatch as openTrashBatch } from '../trash/batch.js';
import { deleteUpload, parseForm, type ReadForm } from './form.js';
import {
  presentFile,
  presentLesson,
  type ContentRow,
  type LessonFileRow,
  type LessonRow,
  type PresentedLesson,
} from './presenter.js';
import { AttachForm, EditFileForm, LESSON_MESSAGES, LessonForm, type LessonFormInput } from './schema.js';

const fill = (field: string) =>
  new HttpError(422, LESSON_MESSAGES.fillInAllFields, { [field]: [LESSON_MESSAGES.fillInAllFields] });

/**
 * Whether the user's roles include the weekly online lessons (a plus exam type), and if not, which programmes of the
 * shop do: an empty Lessons tab explains itself instead of showing a blank week.
 */
export async function lessonAccess(app: FastifyInstance, user: User) {
  const access = await loadAccess(app, user);
  if (access.seesAll || access.grants.some((g) => isLessonFlag(g.examType)))
    return { plus_access: true, programmes: [] };
  const rows = await app.db
    .select({ id: categories.id, title: categories.title })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), or(...LESSON_FLAGS.map((f) => eq(categories[f], true)))))
    .orderBy(asc(products.position), asc(products.id));
  return { plus_access: false, programmes: rows };
}

export interface WeekQuery {
  /** Exclusive: the stored range's Sunday before the displayed week (or the single day when equal to `to`). */
  from: string;
  /** Exclusive: the stored range's Monday after the displayed week (or the single day when equal to `from`). */
  to: string;
  categoryId?: number;
}

/**
 * The days strictly between `from` and `to` (the spec's stored week range: Sunday before to Monday after the
 * displayed week); `from` = `to` is that one day. Returned as the exclusive bounds of the query.
 */
export function exclusiveBounds(from: string, to: string): { after: string; before: string } {
  return from === to ? { after: addDays(from, -1), before: addDays(to, 1) } : { after: from, before: to };
}

/** The user's visible lessons strictly between `from` and `to` (or on that day if equal), by day and start, with their files. */
export async function listLessons(
  app: FastifyInstance,
  user: User,
  query: WeekQuery,
): Promise<PresentedLesson[]> {
  const { after, before } = exclusiveBounds(query.from, query.to);
  const q = { ...query, from: after, to: before };
  const access = await loadAccess(app, user);
  const snapshot = await categorySnapshot(app, access.categoriesGeneration);
  const grants = lessonGrants(access);
  let rows: LessonFileJoin[];
  if (q.categoryId === undefined) {
    rows = await weekQuery(app).execute({ userId: user.id, from: q.from, to: q.to, grants });
  } else {
    const category = snapshot.byId.get(q.categoryId);
    if (!category) throw notFound(LESSON_MESSAGES.categoryNotFound);
    const subtree = app.db
      .select({ id: categories.id })
      .from(categories)
      .where(inSubtree(categories.path, category.path));
    rows = await lessonsWithFiles(
      app,
      user.id,
      and(
        gt(lessons.day, q.from),
        lt(lessons.day, q.to),
        visibleLessonsSql(grants),
        inArray(lessons.categoryId, subtree),
      )!,
    );
  }
  return presentLessons(app, user, access, snapshot, groupByLesson(rows));
}

/**
 * Lessons with their files, each file's content and the user's progress on it, in one statement (the week's
 * lessons were six round trips), by day, start and id; one row per lesson and file.
 */
const lessonsWithFiles = (app: FastifyInstance, userId: number | Placeholder, where: SQL) =>
  app.db
    .select({ lesson: lessons, file: lessonFiles, content: contents, stack: contentProgress.stack })
    .from(lessons)
    .leftJoin(lessonFiles, eq(lessonFiles.lessonId, lessons.id))
    .leftJoin(contents, eq(contents.id, lessonFiles.contentId))
    .leftJoin(
      contentProgress,
      and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, userId)),
    )
    .where(where)
    .orderBy(asc(lessons.day), asc(lessons.start), asc(lessons.id), asc(lessonFiles.id));
type LessonFileJoin = Awaited<ReturnType<typeof lessonsWithFiles>>[number];

/** The week of the Lessons tab: one prepared statement per database (issue 22). */
const prepareWeek = (app: FastifyInstance) =>
  lessonsWithFiles(
    app,
    sql.placeholder('userId'),
    and(
      gt(lessons.day, sql.placeholder('from')),
      lt(lessons.day, sql.placeholder('to')),
      visibleLessonsSql(sql.placeholder('grants')),
    )!,
  ).prepare('lessons_week');
const weekQueries = new WeakMap<object, ReturnType<typeof prepareWeek>>();
function weekQuery(app: FastifyInstance) {
  let query = weekQueries.get(app.db);
  if (!query) weekQueries.set(app.db, (query = prepareWeek(app)));
  return query;
}

interface LessonWithFiles {
  lesson: LessonRow;
  files: { file: LessonFileRow; content: ContentRow | null; stack: number }[];
}

function groupByLesson(rows: LessonFileJoin[]): LessonWithFiles[] {
  const byId = new Map<number, LessonWithFiles>();
  for (const r of rows) {
    let entry = byId.get(r.lesson.id);
    if (!entry) byId.set(r.lesson.id, (entry = { lesson: r.lesson, files: [] }));
    if (r.file) entry.files.push({ file: r.file, content: r.content, stack: r.stack ?? 0 });
  }
  return [...byId.values()];
}

function presentLessons(
  app: FastifyInstance,
  user: User,
  access: Access,
  snapshot: CategorySnapshot,
  rows: LessonWithFiles[],
) {
  // The category image: the lesson's category's own, else its nearest ancestor's.
  const imageOf = (categoryId: number | null) => {
    const path = categoryId !== null ? snapshot.byId.get(categoryId)?.path : undefined;
    if (!path) return null;
    return (
      idsInPath(path)
        .reverse()
        .map((id) => snapshot.byId.get(id)?.image)
        .find((image): image is string => !!image) ?? null
    );
  };
  // A content file shows its content only when the user may see the content's category.
  const visibleContent = ({ content, stack }: LessonWithFiles['files'][number]) => {
    const category = content ? snapshot.byId.get(content.categoryId) : undefined;
    return content && category && canSeeCategory(access, category) ? { row: content, stack } : null;
  };

  // Only lessons the user may see reach this point, so minting their files' links here is the permission check.
  const fileAccess = { link: fileLinker(app.fileSigningSecret, user), teacher: isTeacher(user) };
  return rows.map(({ lesson, files }) =>
    presentLesson(
      lesson,
      {
        image: imageOf(lesson.categoryId),
        files: files.map((f) => presentFile(f.file, visibleContent(f), fileAccess)),
      },
      fileAccess,
    ),
  );
}

export async function getLesson(app: FastifyInstance, user: User, id: number): Promise<PresentedLesson> {
  const access = await loadAccess(app, user);
  const [found] = groupByLesson(await lessonsWithFiles(app, user.id, eq(lessons.id, id)));
  if (!found) throw notFound(LESSON_MESSAGES.lessonNotFound);
  const snapshot = await categorySnapshot(app, access.categoriesGeneration);
  return presentLessons(app, user, access, snapshot, [found])[0];
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

/**
 * Moves the lesson to the trash (30 days, issue 18 §2) with its attachments, which stay in place; a restore
 * brings it back as it was, and the purge deletes it with its file entries (the orphan-upload job then removes
 * their files).
 */
export async function deleteLesson(app: FastifyInstance, id: number, actorId: number | null = null) {
  const row = await findLesson(app, id);
  const trashId = await app.db.transaction(async (tx) => {
    const batch = await openTrashBatch(tx, {
      kind: 'lesson',
      title: row.title,
      actorId,
      summary: { lessons: 1 },
    });
    await tx.execute(sql`update lessons_all set trash_id = ${batch} where id = ${id}`);
    return batch;
  });
  return { id, title: row.title, trashId };
}

async function assertContent(app: FastifyInstance, contentId: number) {
  const [row] = await app.db.select({ id: contents.id }).from(contents).where(eq(contents.id, contentId));
  if (!row)
    throw new HttpError(422, LESSON_MESSAGES.contentMissing, {
      content_id: [LESSON_MESSAGES.contentMissing],
    });
}

/** Stores an upload through the one upload pipeline (same checks as /api/file); returns its generated name. */
async function saveUpload(app: FastifyInstance, user: User, file: NonNullable<ReadForm['file']>) {
  try {
    return (await storeUpload(app, file.data, file.filename, user.id)).name;
  } catch (error) {
    // The lesson screens translate their own wording of this refusal (apps/web lessons/week-view.ts).
    if (error instanceof HttpError && error.code === FILE_MESSAGES.TYPE.code)
      throw new HttpError(422, LESSON_MESSAGES.fileType, { file: [LESSON_MESSAGES.fileType] });
    throw error;
  }
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
