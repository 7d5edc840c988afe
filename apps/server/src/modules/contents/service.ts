import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, contentProgress, contents } from '../../db/schema.js';
import { idsInPath, inSubtree } from '../../db/tree.js';
import { canSeeCategory, canStoreProgress, visibleCategories } from '../../auth/visibility.js';
import { isTeacher } from '../../auth/plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { writeProgress } from '../progress/cache.js';
import { findVisibleCategory, type Ctx } from '../categories/service.js';
import { fileLinker } from '../../lib/signed-files.js';
import { presentContent, type CategoryInfo, type ContentRow } from './presenter.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';
import { isContentProgress, raisedProgress } from '@portal/core';

export const CONTENT_MESSAGES = defineMessages('contents', {
  notFound: { en: 'Content not found', de: 'Diesen Inhalt gibt es nicht (mehr).' },
  noAccess: { en: 'You have no access to this content', de: 'Du hast keinen Zugang zu diesem Inhalt.' },
  badValue: {
    en: 'The progress value must be 0, 333, 666 or 1000.',
    de: 'Der Fortschritt muss 0, 333, 666 oder 1000 sein.',
  },
  noProgress: { en: 'This content does not track progress.', de: 'Dieser Inhalt zählt keinen Fortschritt.' },
  updated: { en: 'Progress updated', de: 'Fortschritt gespeichert' },
  watchOnly: {
    en: 'Watch-only access: progress is not stored.',
    de: 'Zugang nur zum Ansehen: Der Fortschritt wird nicht gespeichert.',
  },
});

export type ContentKind = 'theory' | 'exercise';
export type Scope = 'own' | 'children' | 'parent';

const contentColumns = getTableColumns(contents);
const stackOf = sql<number>`coalesce(${contentProgress.stack}, 0)`.mapWith(Number);

/** Chapter number and path of every category the rows belong to (one query for all their ancestors). */
async function categoryInfos(app: FastifyInstance, paths: string[]): Promise<Map<string, CategoryInfo>> {
  const ids = [...new Set(paths.flatMap(idsInPath))];
  const rows = ids.length
    ? await app.db
        .select({ id: categories.id, title: categories.title, position: categories.position })
        .from(categories)
        .where(inArray(categories.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const infos = new Map<string, CategoryInfo>();
  for (const path of new Set(paths)) {
    const chain = idsInPath(path)
      .map((id) => byId.get(id))
      .filter((r) => !!r);
    const self = chain[chain.length - 1];
    infos.set(path, {
      id: self?.id ?? 0,
      chapter: chain
        .slice(1)
        .map((r) => r.position + 1)
        .join('.'),
      title: self?.title ?? '',
      path: chain.map((r) => r.title).join(' › '),
    });
  }
  return infos;
}

const chapterKey = (chapter: string) => (chapter ? chapter.split('.').map(Number) : []);
function compareChapters(a: string, b: string) {
  const x = chapterKey(a);
  const y = chapterKey(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined) return -1;
    if (y[i] === undefined) return 1;
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return 0;
}

async function present(
  app: FastifyInstance,
  ctx: Ctx,
  rows: (ContentRow & { path: string; stack: number })[],
  sort: 'chapter' | 'id',
) {
  const infos = await categoryInfos(
    app,
    rows.map((r) => r.path),
  );
  const teacher = isTeacher(ctx.user);
  // Only rows the user may see reach this point, so minting their links here is the permission check.
  const link = fileLinker(app.fileSigningSecret, ctx.user);
  const items = rows.map(({ path, stack, ...row }) =>
    presentContent(row, infos.get(path)!, stack, { teacher, link }),
  );
  if (sort === 'chapter')
    items.sort(
      (a, b) =>
        compareChapters(a.category.chapter, b.category.chapter) ||
        a.name.localeCompare(b.name, 'de') ||
        a.id - b.id,
    );
  return items;
}

function selectContents(app: FastifyInstance, ctx: Ctx, where: SQL | undefined) {
  return app.db
    .select({ ...contentColumns, path: categories.path, stack: stackOf })
    .from(contents)
    .innerJoin(categories, eq(categories.id, contents.categoryId))
    .leftJoin(
      contentProgress,
      and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, ctx.user.id)),
    )
    .where(where)
    .orderBy(asc(contents.id));
}

/** Theory or exercise items of a category, its subtree or its ancestors, as far as the user may see them. */
export async function listContents(
  app: FastifyInstance,
  ctx: Ctx,
  kind: ContentKind,
  categoryId: number,
  scope: Scope,
) {
  const category = await findVisibleCategory(app, ctx, categoryId);
  let where: SQL | undefined;
  if (scope === 'own') where = eq(contents.categoryId, category.id);
  else if (scope === 'children')
    where = and(inSubtree(categories.path, category.path), visibleCategories(ctx.access));
  else {
    const ancestors = idsInPath(category.path).slice(0, -1);
    if (!ancestors.length) return [];
    where = and(inArray(categories.id, ancestors), visibleCategories(ctx.access));
  }
  const rows = await selectContents(app, ctx, and(where, eq(contents.contentType, kind)));
  return present(app, ctx, rows, 'chapter');
}

/** All contents of one category (the admin editor's table). */
export async function contentsOfCategory(app: FastifyInstance, ctx: Ctx, categoryId: number) {
  const category = await findVisibleCategory(app, ctx, categoryId);
  return present(app, ctx, await selectContents(app, ctx, eq(contents.categoryId, category.id)), 'id');
}

async function findContentWithCategory(app: FastifyInstance, ctx: Ctx, id: number) {
  const [row] = await app.db
    .select({ content: contents, category: categories })
    .from(contents)
    .innerJoin(categories, eq(categories.id, contents.categoryId))
    .where(eq(contents.id, id));
  if (!row) throw new HttpError(404, CONTENT_MESSAGES.notFound);
  if (!canSeeCategory(ctx.access, row.category)) throw new HttpError(403, CONTENT_MESSAGES.noAccess);
  return row;
}

export async function getContent(app: FastifyInstance, ctx: Ctx, id: number) {
  await findContentWithCategory(app, ctx, id);
  const [item] = await present(app, ctx, await selectContents(app, ctx, eq(contents.id, id)), 'id');
  return item;
}

/**
 * Sets the user's progress on a content item. watch_only access stores nothing and answers with the
 * unchanged value; every stored change moves the item in the user's cached progress tree (or marks it
 * stale), so the tree never shows an old value. `raise` keeps a stored value that is already as high (core
 * `raisedProgress`).
 */
export async function setStack(app: FastifyInstance, ctx: Ctx, id: number, asked: number, raise = false) {
  const { content, category } = await findContentWithCategory(app, ctx, id);
  let value = asked;
  if (content.noProgress)
    throw new HttpError(422, CONTENT_MESSAGES.noProgress, { value: [CONTENT_MESSAGES.noProgress] });
  if (!canStoreProgress(ctx.access, category)) {
    const [current] = await app.db
      .select({ stack: contentProgress.stack })
      .from(contentProgress)
      .where(and(eq(contentProgress.userId, ctx.user.id), eq(contentProgress.contentId, id)));
    return { message: CONTENT_MESSAGES.watchOnly, id, stack: current?.stack ?? 0, stored: false };
  }
  // the old value is read under the user's progress lock, so the cached tree moves the item exactly once
  await writeProgress(app, ctx.user.id, async (tx) => {
    const [old] = await tx
      .select({ stack: contentProgress.stack })
      .from(contentProgress)
      .where(and(eq(contentProgress.userId, ctx.user.id), eq(contentProgress.contentId, id)));
    const from = old?.stack ?? 0;
    value =
      raise && isContentProgress(from) && isContentProgress(asked) ? raisedProgress(from, asked) : asked;
    await tx
      .insert(contentProgress)
      .values({ userId: ctx.user.id, contentId: id, stack: value })
      .onConflictDoUpdate({
        target: [contentProgress.userId, contentProgress.contentId],
        set: { stack: value, updatedAt: new Date() },
      });
    const kind = content.contentType === 'exercise' ? 'exercises' : 'theory';
    return {
      result: null,
      change: from === value ? null : { categoryPath: category.path, kind, from, to: value },
    };
  });
  return { message: CONTENT_MESSAGES.updated, id, stack: value, stored: true };
}
