import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, EXAM_FLAGS, roles, type ExamFlag } from '../db/schema.js';
import { isTeacher, type User } from './plugin.js';

/** One active role of the user, resolved to the subtree it opens and the flag that must be on. */
export interface Grant {
  roleId: number;
  categoryId: number;
  path: string;
  examType: ExamFlag;
  watchOnly: boolean;
}

/**
 * What a user may see (DESIGN.md §4): teachers, admins and all_access see everything; a learner sees a
 * category when an active role (today within start..expiration) on it or an ancestor has an exam type
 * whose flag is on for that category. watch_only roles read but store no progress.
 */
export interface Access {
  userId: number;
  seesAll: boolean;
  grants: Grant[];
}

const isExamFlag = (v: string): v is ExamFlag => (EXAM_FLAGS as readonly string[]).includes(v);

export async function loadAccess(app: FastifyInstance, user: User): Promise<Access> {
  if (isTeacher(user) || user.allAccess) return { userId: user.id, seesAll: true, grants: [] };
  const today = sql`current_date`;
  const rows = await app.db
    .select({
      roleId: roles.id,
      categoryId: roles.categoryId,
      examType: roles.examType,
      watchOnly: roles.watchOnly,
      path: categories.path,
    })
    .from(roles)
    .innerJoin(categories, eq(categories.id, roles.categoryId))
    .where(and(eq(roles.userId, user.id), lte(roles.startDate, today), gte(roles.expirationDate, today)));
  return {
    userId: user.id,
    seesAll: false,
    grants: rows
      .filter((r) => isExamFlag(r.examType))
      .map((r) => ({ ...r, examType: r.examType as ExamFlag })),
  };
}

const likePrefix = (path: string) => path.replace(/[%_\\]/g, '\\$&') + '%';

/**
 * SQL condition: the category whose path and flag columns are given is visible.
 * `col(flag)` maps a flag name to the column of the category being tested (so it works with aliases).
 */
export function visibleCategorySql(
  access: Access,
  pathCol: SQL | unknown,
  col: (flag: ExamFlag) => unknown,
  opts: { writable?: boolean } = {},
): SQL {
  if (access.seesAll) return sql`true`;
  const grants = opts.writable ? access.grants.filter((g) => !g.watchOnly) : access.grants;
  if (!grants.length) return sql`false`;
  const parts = grants.map((g) => sql`(${pathCol} LIKE ${likePrefix(g.path)} AND ${col(g.examType)} = true)`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/** The same rule for the `categories` table itself. */
export const visibleCategories = (access: Access, opts: { writable?: boolean } = {}) =>
  visibleCategorySql(access, categories.path, (f) => categories[f], opts);

type CategoryLike = { path: string } & Record<ExamFlag, boolean>;

/** The same rule in memory, for a category row already loaded. */
export function canSeeCategory(access: Access, c: CategoryLike, opts: { writable?: boolean } = {}): boolean {
  if (access.seesAll) return true;
  return access.grants.some(
    (g) => (!opts.writable || !g.watchOnly) && c.path.startsWith(g.path) && c[g.examType],
  );
}

/** May the user's progress be stored for this category? (teachers and admins: yes; watch_only roles: no) */
export const canStoreProgress = (access: Access, c: CategoryLike) =>
  canSeeCategory(access, c, { writable: true });
