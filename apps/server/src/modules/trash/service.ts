import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TRASH_DAYS } from '@portal/core';
import { trashBatches, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import {
  afterContentChange,
  childIds,
  lockTree,
  setPositions,
  writeAll,
  type Tx,
} from '../categories/admin-service.js';
export { openBatch, type TrashKind } from './batch.js';
import type { TrashKind } from './batch.js';
import { audit, SYSTEM_ACTOR, type AuditActor, type AuditItemType } from '../audit/service.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

/**
 * The trash (issue 18 §2). A deletion of a category (with its subtree, its cards, contents and the roles on it),
 * of cards, contents, a lesson or a role opens a batch and marks the rows with its id (`trash_id` in the
 * `<table>_all` tables). The portal's queries read the views `categories`, `cards`, `contents`, `lessons` and
 * `roles`, which hold only live rows (migration 0013), so a trashed item is gone from every read; progress rows
 * stay untouched and count again once the batch is restored. Batches older than TRASH_DAYS are purged by a job.
 */

export const TRASH_MESSAGES = defineMessages('trash', {
  NOT_FOUND: {
    en: 'This entry is no longer in the trash.',
    de: 'Dieser Eintrag ist nicht mehr im Papierkorb.',
  },
  CATEGORY_TRASHED: {
    en: 'Its category is in the trash: restore the category first.',
    de: 'Seine Kategorie liegt im Papierkorb: Stelle zuerst die Kategorie wieder her.',
  },
  ROLE_USER_GONE: {
    en: 'This role cannot be restored: its user has been deleted. Create the role again for an existing account if needed.',
    de: 'Diese Rolle lässt sich nicht wiederherstellen: Das Konto, zu dem sie gehörte, wurde gelöscht. Lege die Rolle bei Bedarf für ein bestehendes Konto neu an.',
  },
  RESTORED: { en: 'Restored', de: 'Wiederhergestellt' },
  PURGED: { en: 'Deleted for good', de: 'Endgültig gelöscht' },
});

const ITEM_TYPE: Record<TrashKind, AuditItemType> = {
  category: 'category',
  cards: 'card',
  contents: 'content',
  lesson: 'lesson',
  role: 'role',
};

type Exec = Tx | FastifyInstance['db'];
const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** Everything in the trash, newest first, with who deleted it and when it will be purged. */
export async function listTrash(app: FastifyInstance) {
  return app.db
    .select({
      id: trashBatches.id,
      kind: trashBatches.kind,
      title: trashBatches.title,
      summary: trashBatches.summary,
      restore: trashBatches.restore,
      deletedAt: trashBatches.deletedAt,
      deletedBy: trashBatches.deletedBy,
      deletedByName: users.name,
    })
    .from(trashBatches)
    .leftJoin(users, eq(users.id, trashBatches.deletedBy))
    .orderBy(desc(trashBatches.deletedAt), desc(trashBatches.id));
}

/** The items of a batch for the audit log: the top categories of a category batch, else every item. */
async function batchItems(tx: Exec, id: number, kind: TrashKind) {
  const table = {
    category: 'categories_all',
    cards: 'cards_all',
    contents: 'contents_all',
    lesson: 'lessons_all',
    role: 'roles_all',
  }[kind];
  const label = kind === 'contents' ? 'name' : kind === 'role' ? "exam_type || ' · role'" : 'title';
  const onlyRoots =
    kind === 'category'
      ? sql.raw(
          ` and (parent_id is null or parent_id not in (select id from categories_all where trash_id = ${id}))`,
        )
      : sql.raw('');
  return rowsOf<{ id: number; title: string }>(
    await tx.execute(
      sql`select id, ${sql.raw(label)} as title from ${sql.raw(table)} where trash_id = ${id}${onlyRoots} order by id`,
    ),
  );
}

const auditEntries = (
  action: 'restore' | 'purge',
  batch: { id: number; kind: string; title: string; summary: unknown },
  items: Array<{ id: number; title: string }>,
) =>
  (items.length ? items : [{ id: null, title: batch.title }]).map((item) => ({
    action,
    itemType: ITEM_TYPE[batch.kind as TrashKind] ?? ('category' as const),
    itemId: item.id,
    // a role's own label ("eth · Category · Name <email>") is the batch's title
    itemTitle: batch.kind === 'role' || batch.kind === 'lesson' ? batch.title : item.title,
    details: { trash_id: batch.id, summary: batch.summary },
  }));

async function lockBatch(tx: Tx, id: number) {
  const [batch] = await tx.select().from(trashBatches).where(eq(trashBatches.id, id)).for('update');
  if (!batch) throw new HttpError(404, TRASH_MESSAGES.NOT_FOUND);
  return batch;
}

interface TrashedCategory {
  id: number;
  parent_id: number | null;
  path: string;
  depth: number;
}

/**
 * Puts a batch back exactly where it was: a category under its parent at its old position (at the top level when
 * the parent is gone), cards, contents and roles into their categories (refused while those are in the trash), a
 * lesson into the week. Counts of the touched categories and their ancestors are recomputed, and every cached
 * progress tree is marked stale (writeAll), so learners' progress reads exactly as before the deletion.
 */
export async function restoreBatch(app: FastifyInstance, actor: AuditActor, id: number) {
  return writeAll(app, async (tx) => {
    await lockTree(tx);
    const batch = await lockBatch(tx, id);
    const items = await batchItems(tx, id, batch.kind as TrashKind);
    const cats = rowsOf<TrashedCategory>(
      await tx.execute(
        sql`select id, parent_id, path, depth from categories_all where trash_id = ${id} order by depth, id`,
      ),
    );
    const inBatch = new Set(cats.map((c) => c.id));
    const homeless = rowsOf<{ category_id: number }>(
      await tx.execute(sql`
        select distinct x.category_id from (
          select category_id from cards_all where trash_id = ${id}
          union select category_id from contents_all where trash_id = ${id}
          union select category_id from roles_all where trash_id = ${id}
        ) x
        where not exists (select 1 from categories c where c.id = x.category_id)
          and not exists (select 1 from categories_all a where a.id = x.category_id and a.trash_id = ${id})`),
    );
    if (homeless.length) throw new HttpError(422, TRASH_MESSAGES.CATEGORY_TRASHED);
    // A deleted user takes their roles with them (also the trashed ones): a role batch left empty restores nothing.
    if (batch.kind === 'role' && !items.length)
      throw new HttpError(422, TRASH_MESSAGES.ROLE_USER_GONE, undefined, undefined, 'trash.role_user_gone');

    const roots = cats.filter((c) => c.parent_id === null || !inBatch.has(c.parent_id));
    const places: Array<{ id: number; parentId: number | null }> = [];
    for (const root of roots) {
      const parent = root.parent_id
        ? rowsOf<{ id: number; path: string; depth: number }>(
            await tx.execute(sql`select id, path, depth from categories where id = ${root.parent_id}`),
          )[0]
        : undefined;
      const newPath = `${parent?.path ?? '/'}${root.id}/`;
      const depthChange = (parent ? parent.depth + 1 : 0) - root.depth;
      await tx.execute(sql`
        update categories_all
        set path = ${newPath} || substr(path, ${root.path.length + 1}), depth = depth + ${depthChange}::int
        where trash_id = ${id} and path like ${root.path + '%'}`);
      await tx.execute(
        sql`update categories_all set parent_id = ${parent?.id ?? null} where id = ${root.id}`,
      );
      places.push({ id: root.id, parentId: parent?.id ?? null });
    }
    await tx.execute(sql`update categories_all set trash_id = null where trash_id = ${id}`);
    const wanted = Number((batch.restore as { position?: unknown }).position);
    for (const place of places) {
      const siblings = await childIds(tx, place.parentId, place.id);
      const at = Number.isInteger(wanted) ? Math.min(Math.max(wanted, 0), siblings.length) : siblings.length;
      siblings.splice(at, 0, place.id);
      await setPositions(tx, siblings);
    }
    const touched = [
      ...cats.map((c) => c.id),
      ...rowsOf<{ category_id: number }>(
        await tx.execute(
          sql`update cards_all set trash_id = null where trash_id = ${id} returning category_id`,
        ),
      ).map((r) => r.category_id),
      ...rowsOf<{ category_id: number }>(
        await tx.execute(
          sql`update contents_all set trash_id = null where trash_id = ${id} returning category_id`,
        ),
      ).map((r) => r.category_id),
    ];
    await tx.execute(sql`update roles_all set trash_id = null where trash_id = ${id}`);
    await tx.execute(sql`update lessons_all set trash_id = null where trash_id = ${id}`);
    await afterContentChange(tx, touched);
    await tx.delete(trashBatches).where(eq(trashBatches.id, id));
    await audit(app, actor, auditEntries('restore', batch, items), tx);
    return batch;
  });
}

/** Deletes a batch for good: its rows go, and with them (foreign keys) the progress and answers on them. */
export async function purgeBatch(app: FastifyInstance, actor: AuditActor, id: number) {
  return writeAll(app, async (tx) => {
    await lockTree(tx);
    const batch = await lockBatch(tx, id);
    const items = await batchItems(tx, id, batch.kind as TrashKind);
    await deleteBatchRows(tx, id);
    await audit(app, actor, auditEntries('purge', batch, items), tx);
    return batch;
  });
}

async function deleteBatchRows(tx: Exec, id: number) {
  await tx.execute(sql`delete from roles_all where trash_id = ${id}`);
  await tx.execute(sql`delete from lessons_all where trash_id = ${id}`);
  await tx.execute(sql`delete from contents_all where trash_id = ${id}`);
  await tx.execute(sql`delete from cards_all where trash_id = ${id}`);
  await tx.execute(sql`delete from categories_all where trash_id = ${id}`);
  await tx.delete(trashBatches).where(eq(trashBatches.id, id));
  // A batch whose rows went with a deleted category (a card trashed before its category) has nothing left.
  await tx.execute(sql`
    delete from trash_batches b
    where not exists (select 1 from categories_all x where x.trash_id = b.id)
      and not exists (select 1 from cards_all x where x.trash_id = b.id)
      and not exists (select 1 from contents_all x where x.trash_id = b.id)
      and not exists (select 1 from lessons_all x where x.trash_id = b.id)
      and not exists (select 1 from roles_all x where x.trash_id = b.id)`);
}

/** The purge job: every batch deleted TRASH_DAYS ago or earlier is deleted for good. Returns how many. */
export async function purgeExpiredTrash(app: FastifyInstance, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  const due = await app.db
    .select({ id: trashBatches.id })
    .from(trashBatches)
    .where(sql`${trashBatches.deletedAt} <= ${cutoff.toISOString()}`);
  let purged = 0;
  for (const { id } of due) {
    try {
      await purgeBatch(app, SYSTEM_ACTOR, id);
      purged += 1;
    } catch (e) {
      if (!(e instanceof HttpError && e.statusCode === 404)) throw e;
    }
  }
  return purged;
}
