import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { categories } from './schema.js';

type NewCategory = Omit<typeof categories.$inferInsert, 'id' | 'path' | 'depth'>;

/** Inserts a category and sets its materialized path ('/<ancestor ids>/<own id>/') and depth. */
export async function insertCategory(db: Db, values: NewCategory) {
  return db.transaction(async (tx) => {
    const parent = values.parentId
      ? (
          await tx
            .select({ path: categories.path, depth: categories.depth })
            .from(categories)
            .where(eq(categories.id, values.parentId))
        )[0]
      : undefined;
    if (values.parentId && !parent) throw new Error(`Parent category ${values.parentId} does not exist`);
    const [row] = await tx.insert(categories).values(values).returning();
    const [updated] = await tx
      .update(categories)
      .set({
        path: sql`${parent?.path ?? '/'} || ${String(row.id)} || '/'`,
        depth: parent ? parent.depth + 1 : 0,
      })
      .where(eq(categories.id, row.id))
      .returning();
    return updated;
  });
}

/** SQL condition: category `alias` lies in the subtree of the category with path `rootPath` (itself included). */
export const inSubtree = (pathColumn: unknown, rootPath: string) =>
  sql`${pathColumn} LIKE ${rootPath.replace(/[%_\\]/g, '\\$&') + '%'}`;

/** The ids of a category's ancestors and itself, from its path, root first. */
export const idsInPath = (path: string) => path.split('/').filter(Boolean).map(Number);
