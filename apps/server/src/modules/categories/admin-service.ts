import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CARD_MESSAGES } from '@portal/core';
import type { Db } from '../../db/client.js';
import { categories, categoryCounts, EXAM_FLAGS, type ExamFlag } from '../../db/schema.js';
import { idsInPath } from '../../db/tree.js';
import { HttpError } from '../../lib/http-error.js';
import { sanitizeHtml } from '../files/html.js';
import { invalidateAllProgress } from '../progress/cache.js';
import type { CategoryInput } from './admin-schema.js';
import { openBatch as openTrashBatch } from '../trash/batch.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

/** A transaction handle of the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;
type CategoryRow = typeof categories.$inferSelect;

export const CATEGORY_MESSAGES = defineMessages('category_admin', {
  TITLE_REQUIRED: { en: CARD_MESSAGES.TITLE_REQUIRED, de: 'Bitte gib einen Titel ein.' },
  TITLE_TOO_LONG: {
    en: 'The title may not be greater than 255 characters.',
    de: 'Der Titel darf höchstens 255 Zeichen lang sein.',
  },
  NOT_FOUND: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  PARENT_NOT_FOUND: {
    en: 'The selected parent category does not exist.',
    de: 'Die gewählte übergeordnete Kategorie gibt es nicht.',
  },
  MOVE_INTO_OWN_SUBTREE: {
    en: 'A category cannot be moved into itself or one of its subcategories.',
    de: 'Eine Kategorie lässt sich nicht in sich selbst oder eine ihrer Unterkategorien verschieben.',
  },
  CREATED: { en: 'Category created', de: 'Kategorie erstellt' },
  UPDATED: { en: 'Category updated', de: 'Kategorie gespeichert' },
  DELETED: { en: 'Category deleted', de: 'Kategorie gelöscht' },
  MOVED: { en: 'Category moved', de: 'Kategorie verschoben' },
  CHAPTERS_UPDATED: { en: 'Chapters updated', de: 'Kapitel aktualisiert' },
});

/**
 * Runs an authoring write in one transaction; once it has committed, every user's cached progress tree is
 * marked stale (cards, contents and categories change what everybody's progress blocks count).
 */
export async function writeAll<T>(app: FastifyInstance, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await app.db.transaction(work);
  await invalidateAllProgress(app);
  return result;
}

/** Every structural write of the tree takes this transaction lock, so concurrent moves cannot interleave. */
const TREE_LOCK = sql.raw('pg_advisory_xact_lock(7240311)');
export const lockTree = (tx: Tx) => tx.execute(sql`select ${TREE_LOCK}`);

const sameParent = (parentId: number | null): SQL =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/** The ids of a parent's children in display order (position, then id), optionally without one. */
export async function childIds(tx: Exec, parentId: number | null, without?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(without ? and(sameParent(parentId), ne(categories.id, without)) : sameParent(parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Gives the listed siblings the dense positions 0..n-1 in list order, in one statement. */
export async function setPositions(tx: Exec, orderedIds: number[]) {
  if (!orderedIds.length) return;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update categories as c set position = v.pos from (values ${values}) as v(id, pos) where c.id = v.id and c.position <> v.pos`,
  );
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

async function findCategory(tx: Exec, id: number): Promise<CategoryRow | undefined> {
  return (await tx.select().from(categories).where(eq(categories.id, id)).limit(1))[0];
}

export async function requireCategory(tx: Exec, id: number): Promise<CategoryRow> {
  const row = await findCategory(tx, id);
  if (!row) throw new HttpError(404, CATEGORY_MESSAGES.NOT_FOUND);
  return row;
}

/**
 * Recomputes the cached subtree counts (cards, theory, exercises) of the given categories, each over its
 * whole subtree. Contents marked no_progress are not counted (as in the progress blocks). Called with the ancestors of every category whose cards or contents changed.
 */
export async function refreshCounts(tx: Exec, categoryIds: Iterable<number>) {
  const ids = [...new Set(categoryIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) return;
  if (ids.length > ROLL_UP_FROM) return rollUpCounts(tx, ids);
  const subtree = sql`d.path like a.path || '%'`;
  await tx.execute(sql`
    insert into category_counts (category_id, cards, theory, exercises, updated_at)
    select a.id,
      (select count(*)::int from cards k join categories d on d.id = k.category_id where ${subtree}),
      (select count(*)::int from contents t join categories d on d.id = t.category_id
        where ${subtree} and t.content_type = 'theory' and not t.no_progress),
      (select count(*)::int from contents t join categories d on d.id = t.category_id
        where ${subtree} and t.content_type = 'exercise' and not t.no_progress),
      now()
    from categories a
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    on conflict (category_id) do update set cards = excluded.cards, theory = excluded.theory,
      exercises = excluded.exercises, updated_at = excluded.updated_at`);
}

/** From this many categories on, one pass over all cards and contents beats a subtree query per category. */
const ROLL_UP_FROM = 100;

/**
 * refreshCounts for many categories at once (an import into thousands of subdecks): every category's direct
 * counts, rolled up to its ancestors through the materialized path, in one statement.
 */
async function rollUpCounts(tx: Exec, ids: number[]) {
  await tx.execute(sql`
    with direct as (
      select k.category_id as id, count(*)::int as cards, 0 as theory, 0 as exercises
      from cards k group by k.category_id
      union all
      select t.category_id, 0, (count(*) filter (where t.content_type = 'theory'))::int,
        (count(*) filter (where t.content_type = 'exercise'))::int
      from contents t where not t.no_progress group by t.category_id
    ), rolled as (
      select a.ancestor::int as category_id, sum(d.cards)::int as cards, sum(d.theory)::int as theory,
        sum(d.exercises)::int as exercises
      from direct d join categories c on c.id = d.id
      cross join lateral unnest(string_to_array(trim(both '/' from c.path), '/')) as a(ancestor)
      where a.ancestor <> ''
      group by a.ancestor
    )
    insert into category_counts (category_id, cards, theory, exercises, updated_at)
    select a.id, coalesce(r.cards, 0), coalesce(r.theory, 0), coalesce(r.exercises, 0), now()
    from categories a left join rolled r on r.category_id = a.id
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    on conflict (category_id) do update set cards = excluded.cards, theory = excluded.theory,
      exercises = excluded.exercises, updated_at = excluded.updated_at`);
}

/** The ids of the given categories and all their ancestors (what a change of their cards or contents touches). */
export async function withAncestors(tx: Exec, categoryIds: number[]): Promise<number[]> {
  if (!categoryIds.length) return [];
  const rows = await tx
    .select({ path: categories.path })
    .from(categories)
    .where(inArray(categories.id, [...new Set(categoryIds)]));
  return [...new Set(rows.flatMap((r) => idsInPath(r.path)))];
}

/**
 * After cards or contents were added to, removed from or moved between categories: fresh counts for
 * those categories and their ancestors (inside the writing transaction). The caller then marks every
 * progress tree stale with invalidateAllProgress(app) once the transaction has committed.
 */
export async function afterContentChange(tx: Exec, categoryIds: number[]) {
  await refreshCounts(tx, await withAncestors(tx, categoryIds));
}

/** A card or content as it was before a move or delete: the audit log and the trash name it and its category. */
interface MovedRow {
  id: number;
  title: string;
  categoryId: number;
}

/** What a bulk move did: the ids, and each item with its source category, for the audit log. */
export interface MovedItems {
  ids: number[];
  items: Array<{ id: number; title: string; fromId: number; fromTitle: string }>;
  to: { id: number; title: string };
}

/**
 * The audit record of a move of cards or contents (issue 34 §6): each moved item with the category it came
 * from, and the category it went to.
 */
export async function moveReport(
  tx: Exec,
  before: MovedRow[],
  movedIds: number[],
  target: { id: number; title: string },
): Promise<MovedItems> {
  const sources = await tx
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(inArray(categories.id, [...new Set(before.map((r) => r.categoryId))]));
  const titleOf = new Map(sources.map((c) => [c.id, c.title]));
  const moved = new Set(movedIds);
  return {
    ids: movedIds,
    items: before
      .filter((r) => moved.has(r.id))
      .map((r) => ({
        id: r.id,
        title: r.title,
        fromId: r.categoryId,
        fromTitle: titleOf.get(r.categoryId) ?? '',
      })),
    to: { id: target.id, title: target.title },
  };
}

/**
 * Moves cards or contents (already selected `for update`) to the trash in one batch (issue 18 §2). The batch names
 * them and, when they share one, the category they came from (issue 34 §6: a batch was only "2 cards").
 */
export async function trashItems(
  tx: Tx,
  kind: 'cards' | 'contents',
  rows: MovedRow[],
  actorId: number | null,
) {
  const trashId = await openTrashBatch(tx, {
    kind,
    title: rows.map((r) => r.title).join(', '),
    source: await sharedSourceTitle(
      tx,
      rows.map((r) => r.categoryId),
    ),
    actorId,
    summary: { [kind]: rows.length },
  });
  await tx.execute(
    sql`update ${sql.identifier(`${kind}_all`)} set trash_id = ${trashId} where id in (${sql.join(
      rows.map((r) => sql`${r.id}::int`),
      sql`, `,
    )})`,
  );
  await afterContentChange(
    tx,
    rows.map((r) => r.categoryId),
  );
  return {
    deleted: rows.map((r) => r.id),
    items: rows.map((r) => ({ id: r.id, title: r.title })),
    trashId,
  };
}

async function sharedSourceTitle(tx: Exec, categoryIds: number[]): Promise<string | null> {
  const ids = [...new Set(categoryIds)];
  if (ids.length !== 1) return null;
  const [row] = await tx
    .select({ title: categories.title })
    .from(categories)
    .where(eq(categories.id, ids[0]))
    .limit(1);
  return row?.title ?? null;
}

/**
 * The cache panel's "update chapters": the subtree counts of every category, recomputed in one statement
 * (direct counts rolled up to every ancestor through the materialized path). Returns the number of categories.
 */
export async function recomputeAllCounts(tx: Exec): Promise<number> {
  await tx.execute(sql`
    with direct as (
      select c.id, c.path,
        (select count(*) from cards k where k.category_id = c.id) as cards,
        (select count(*) from contents t where t.category_id = c.id and t.content_type = 'theory' and not t.no_progress) as theory,
        (select count(*) from contents t where t.category_id = c.id and t.content_type = 'exercise' and not t.no_progress) as exercises
      from categories c
    ), rolled as (
      select a.ancestor::int as category_id, sum(d.cards)::int as cards, sum(d.theory)::int as theory,
        sum(d.exercises)::int as exercises
      from direct d cross join lateral unnest(string_to_array(trim(both '/' from d.path), '/')) as a(ancestor)
      where a.ancestor <> ''
      group by a.ancestor
    )
    insert into category_counts (category_id, cards, theory, exercises, updated_at)
    select r.category_id, r.cards, r.theory, r.exercises, now()
    from rolled r join categories c on c.id = r.category_id
    on conflict (category_id) do update set cards = excluded.cards, theory = excluded.theory,
      exercises = excluded.exercises, updated_at = excluded.updated_at`);
  const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(categoryCounts);
  return count;
}

function titleOf(input: CategoryInput, required: boolean): string | undefined {
  const raw = input.title !== undefined ? input.title : input.name;
  if (raw === undefined && !required) return undefined;
  if (typeof raw !== 'string' || !raw.trim())
    throw new HttpError(422, CATEGORY_MESSAGES.TITLE_REQUIRED, { title: [CATEGORY_MESSAGES.TITLE_REQUIRED] });
  const title = raw.trim();
  if (title.length > 255)
    throw new HttpError(422, CATEGORY_MESSAGES.TITLE_TOO_LONG, { title: [CATEGORY_MESSAGES.TITLE_TOO_LONG] });
  return title;
}

function flagValues(input: CategoryInput): Partial<Record<ExamFlag, boolean>> {
  const flags: Partial<Record<ExamFlag, boolean>> = {};
  for (const flag of EXAM_FLAGS) if (input[flag] !== undefined) flags[flag] = input[flag];
  return flags;
}

/** A description is author HTML: cleaned of scripts; empty means the default '...'. */
const cleanDescription = async (description: string | null | undefined) =>
  description === undefined
    ? undefined
    : (await sanitizeHtml(description ?? '', 'description')).trim() || '...';

/** Creates a category at a position among its siblings (appended when no position is given). */
export async function createCategory(app: FastifyInstance, input: CategoryInput): Promise<CategoryRow> {
  const title = titleOf(input, true)!;
  const description = await cleanDescription(input.description);
  return writeAll(app, async (tx) => {
    await lockTree(tx);
    const parentId = input.parent_id ?? null;
    const parent = parentId ? await findCategory(tx, parentId) : undefined;
    if (parentId && !parent)
      throw new HttpError(422, CATEGORY_MESSAGES.PARENT_NOT_FOUND, {
        parent_id: [CATEGORY_MESSAGES.PARENT_NOT_FOUND],
      });
    const siblings = await childIds(tx, parentId);
    const position = clamp(input.position ?? siblings.length, 0, siblings.length);
    const [row] = await tx
      .insert(categories)
      .values({
        parentId,
        position,
        title,
        description: description ?? '...',
        price: input.price !== undefined ? input.price.toFixed(2) : undefined,
        ...flagValues(input),
      })
      .returning();
    await tx
      .update(categories)
      .set({ path: `${parent?.path ?? '/'}${row.id}/`, depth: parent ? parent.depth + 1 : 0 })
      .where(eq(categories.id, row.id));
    siblings.splice(position, 0, row.id);
    await setPositions(tx, siblings);
    await tx.insert(categoryCounts).values({ categoryId: row.id }).onConflictDoNothing();
    return requireCategory(tx, row.id);
  });
}

/**
 * The subcategories along each path under `root` (an import's deck paths), created where missing, in a few
 * statements per depth however many paths there are: an existing child of the same title is used (the first by
 * position), a new one goes last among its siblings and takes its parent's exam flags. Returns each path prefix's
 * category id, keyed by the titles joined with `PATH_KEY_SEPARATOR` ('' is the root).
 */
export async function ensureSubcategories(
  tx: Tx,
  root: CategoryRow,
  paths: string[][],
): Promise<Map<string, number>> {
  const byKey = new Map<string, CategoryRow>([['', root]]);
  const deepest = Math.max(0, ...paths.map((p) => p.length));
  for (let depth = 1; depth <= deepest; depth++) {
    const wanted = new Map<string, { parent: CategoryRow; title: string }>();
    for (const p of paths) {
      if (p.length < depth) continue;
      const key = p.slice(0, depth).join(PATH_KEY_SEPARATOR);
      if (!wanted.has(key))
        wanted.set(key, {
          parent: byKey.get(p.slice(0, depth - 1).join(PATH_KEY_SEPARATOR))!,
          title: p[depth - 1],
        });
    }
    const parentIds = [...new Set([...wanted.values()].map((w) => w.parent.id))];
    const children = await tx
      .select()
      .from(categories)
      .where(inArray(categories.parentId, parentIds))
      .orderBy(asc(categories.position), asc(categories.id));
    const firstNamed = new Map<string, CategoryRow>();
    const siblings = new Map<number, number>();
    for (const child of children) {
      const named = `${child.parentId}${PATH_KEY_SEPARATOR}${child.title}`;
      if (!firstNamed.has(named)) firstNamed.set(named, child);
      siblings.set(child.parentId!, (siblings.get(child.parentId!) ?? 0) + 1);
    }
    const missing: Array<{ key: string; values: typeof categories.$inferInsert }> = [];
    for (const [key, { parent, title }] of wanted) {
      const found = firstNamed.get(`${parent.id}${PATH_KEY_SEPARATOR}${title}`);
      if (found) {
        byKey.set(key, found);
        continue;
      }
      const position = siblings.get(parent.id) ?? 0;
      siblings.set(parent.id, position + 1);
      const flags: Partial<Record<ExamFlag, boolean>> = {};
      for (const flag of EXAM_FLAGS) flags[flag] = parent[flag];
      missing.push({ key, values: { parentId: parent.id, position, title: title.slice(0, 255), ...flags } });
    }
    for (let i = 0; i < missing.length; i += CREATE_BATCH) {
      const batch = missing.slice(i, i + CREATE_BATCH);
      const created = await tx
        .insert(categories)
        .values(batch.map((m) => m.values))
        .returning({ id: categories.id, parentId: categories.parentId, position: categories.position });
      const ids = created.map((r) => r.id);
      await tx.execute(sql`
        update categories c set path = p.path || c.id || '/', depth = p.depth + 1
        from categories p where p.id = c.parent_id and c.id in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})`);
      await tx
        .insert(categoryCounts)
        .values(ids.map((categoryId) => ({ categoryId })))
        .onConflictDoNothing();
      const rows = await tx.select().from(categories).where(inArray(categories.id, ids));
      // a new category is the only one at its parent and position
      const at = new Map(rows.map((r) => [`${r.parentId}:${r.position}`, r]));
      for (const m of batch) byKey.set(m.key, at.get(`${m.values.parentId}:${m.values.position}`)!);
    }
  }
  return new Map([...byKey].map(([key, row]) => [key, row.id]));
}

/** Joins a path's titles into the keys of ensureSubcategories' answer (a character no title holds). */
export const PATH_KEY_SEPARATOR = '\u001f';
const CREATE_BATCH = 500;

/** Updates title, description, price and flags; the place in the tree changes only through a move. */
export async function updateCategory(
  app: FastifyInstance,
  id: number,
  input: CategoryInput,
): Promise<CategoryRow> {
  const title = titleOf(input, false);
  const description = await cleanDescription(input.description);
  return writeAll(app, async (tx) => {
    await requireCategory(tx, id);
    const [row] = await tx
      .update(categories)
      .set({
        title,
        description,
        price: input.price !== undefined ? input.price.toFixed(2) : undefined,
        ...flagValues(input),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id))
      .returning();
    // Flags decide what learners see, so their progress trees are recomputed.
    return row;
  });
}

/** What a category's deletion takes with it: subcategories, cards and contents of the subtree, roles on it. */
export async function deleteSummary(tx: Exec, id: number) {
  const row = await requireCategory(tx, id);
  const prefix = row.path + '%';
  const res = await tx.execute(sql`
    select
      (select count(*)::int from categories d where d.path like ${prefix} and d.id <> ${id}) as subcategories,
      (select count(*)::int from cards k join categories d on d.id = k.category_id where d.path like ${prefix}) as cards,
      (select count(*)::int from contents t join categories d on d.id = t.category_id where d.path like ${prefix}) as contents,
      (select count(*)::int from roles r join categories d on d.id = r.category_id where d.path like ${prefix}) as roles`);
  const [counts] = (
    res as unknown as { rows: Record<'subcategories' | 'cards' | 'contents' | 'roles', number>[] }
  ).rows;
  return { category: row, summary: counts };
}

/**
 * Moves a category with its whole subtree to the trash (issue 18 §2): its subcategories, cards and contents and
 * the roles on them go into one trash batch; siblings close the gap; learners' progress rows stay for a restore.
 */
export async function deleteCategory(
  app: FastifyInstance,
  id: number,
  actorId: number | null = null,
): Promise<{
  deleted: number[];
  trashId: number;
  title: string;
  summary: Record<'subcategories' | 'cards' | 'contents' | 'roles', number>;
}> {
  return writeAll(app, async (tx) => {
    await lockTree(tx);
    const { category: row, summary } = await deleteSummary(tx, id);
    const trashId = await openTrashBatch(tx, {
      kind: 'category',
      title: row.title,
      actorId,
      summary,
      restore: { parentId: row.parentId, position: row.position },
    });
    const prefix = row.path + '%';
    const deleted = (
      (await tx.execute(sql`
        update categories_all set trash_id = ${trashId}
        where trash_id is null and path like ${prefix} returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const ids = sql.join(
      deleted.map((d) => sql`${d.id}::int`),
      sql`, `,
    );
    await tx.execute(
      sql`update cards_all set trash_id = ${trashId} where trash_id is null and category_id in (${ids})`,
    );
    await tx.execute(
      sql`update contents_all set trash_id = ${trashId} where trash_id is null and category_id in (${ids})`,
    );
    await tx.execute(
      sql`update roles_all set trash_id = ${trashId} where trash_id is null and category_id in (${ids})`,
    );
    await setPositions(tx, await childIds(tx, row.parentId));
    await refreshCounts(
      tx,
      idsInPath(row.path).filter((ancestor) => ancestor !== id),
    );
    return { deleted: deleted.map((d) => d.id), trashId, title: row.title, summary };
  });
}

/**
 * Moves a category to `position` among the children of `parentId` (undefined: its current parent; null:
 * top level). `position` is the index in the new sibling list without the moved category, clamped to it.
 * Siblings in the old and new parent get dense positions; the materialized path and depth of the whole
 * moved subtree change in one statement. A move into itself or its own subtree is refused.
 */
export async function moveCategory(
  app: FastifyInstance,
  id: number,
  position: number,
  parentId: number | null | undefined,
): Promise<CategoryRow> {
  return writeAll(app, async (tx) => {
    await lockTree(tx);
    const row = await requireCategory(tx, id);
    const newParentId = parentId === undefined ? row.parentId : parentId;
    const newParent = newParentId ? await findCategory(tx, newParentId) : undefined;
    if (newParentId && !newParent)
      throw new HttpError(422, CATEGORY_MESSAGES.PARENT_NOT_FOUND, {
        parent_id: [CATEGORY_MESSAGES.PARENT_NOT_FOUND],
      });
    if (newParent && newParent.path.startsWith(row.path))
      throw new HttpError(422, CATEGORY_MESSAGES.MOVE_INTO_OWN_SUBTREE, {
        parent_id: [CATEGORY_MESSAGES.MOVE_INTO_OWN_SUBTREE],
      });
    const parentChanged = (newParentId ?? null) !== (row.parentId ?? null);

    const siblings = await childIds(tx, newParentId ?? null, id);
    const target = clamp(position, 0, siblings.length);
    siblings.splice(target, 0, id);
    if (parentChanged) {
      await tx
        .update(categories)
        .set({ parentId: newParentId ?? null, updatedAt: new Date() })
        .where(eq(categories.id, id));
      await setPositions(tx, await childIds(tx, row.parentId, id));
      const newPath = `${newParent?.path ?? '/'}${id}/`;
      const depthChange = (newParent ? newParent.depth + 1 : 0) - row.depth;
      await tx.execute(sql`
        update categories
        set path = ${newPath} || substr(path, ${row.path.length + 1}), depth = depth + ${depthChange}::int
        where path like ${row.path + '%'}`);
      const oldAncestors = idsInPath(row.path).filter((a) => a !== id);
      const newAncestors = newParent ? idsInPath(newParent.path) : [];
      await refreshCounts(tx, [...oldAncestors, ...newAncestors]);
    }
    await setPositions(tx, siblings);
    return requireCategory(tx, id);
  });
}

/** POST /api/categories/chapters/: rebuilds every category's subtree counts. */
export async function updateChapters(app: FastifyInstance): Promise<number> {
  return writeAll(app, async (tx) => {
    const count = await recomputeAllCounts(tx);
    return count;
  });
}
