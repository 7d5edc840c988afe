import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLessonFlag, LESSON_FLAGS, type LessonFlag } from '@portal/core';
import { categories, EXAM_FLAGS, lessons, users, type ExamFlag } from '../db/schema.js';
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
  /** The categories table's change counter when the grants were read (see db/category-snapshot.ts). */
  categoriesGeneration: number;
  /**
   * The version of the user's cached progress tree in the progress_cache table, read with the token
   * (null: no entry, or not read): lets progress/cache.ts reuse a tree it holds without asking again.
   */
  progressVersion: number | null;
}

const isExamFlag = (v: string): v is ExamFlag => (EXAM_FLAGS as readonly string[]).includes(v);

/** The categories table's change counter (bumped by a trigger on every write to it). */
export const categoriesGenerationSql = sql<number>`(SELECT cg.value FROM cache_generations cg WHERE cg.name = 'categories')`;

/**
 * A JSON array of the user's active roles as [roleId, categoryId, examType, watchOnly, path] tuples.
 * Plain SQL with its own aliases: drizzle leaves column names unqualified in single-table selects.
 */
export const activeGrantsSql = (userId: SQL) =>
  sql<unknown>`(SELECT coalesce(json_agg(json_build_array(r.id, r.category_id, r.exam_type, r.watch_only, c.path)), '[]'::json)
    FROM roles r JOIN categories c ON c.id = r.category_id
    WHERE r.user_id = ${userId} AND r.start_date <= current_date AND r.expiration_date >= current_date)`;

/** The outer query's users.id, qualified. */
export const usersIdSql = sql.raw('"users"."id"');

type GrantTuple = [number, number, string, boolean, string];

/** The version of the user's progress_cache entry. */
export const progressVersionSql = (userId: SQL) =>
  sql<number | null>`(SELECT pc.version FROM progress_cache pc WHERE pc.user_id = ${userId})`;

function toAccess(user: User, grants: unknown, generation: unknown, progressVersion: unknown = null): Access {
  const base = {
    userId: user.id,
    categoriesGeneration: Number(generation) || 0,
    progressVersion:
      progressVersion === null || progressVersion === undefined ? null : Number(progressVersion),
  };
  if (isTeacher(user) || user.allAccess) return { ...base, seesAll: true, grants: [] };
  const tuples = (Array.isArray(grants) ? grants : []) as GrantTuple[];
  return {
    ...base,
    seesAll: false,
    grants: tuples
      .filter(([, , examType]) => isExamFlag(examType))
      .map(([roleId, categoryId, examType, watchOnly, path]) => ({
        roleId,
        categoryId,
        examType: examType as ExamFlag,
        watchOnly,
        path,
      })),
  };
}

/** Access read together with the request's token (auth plugin), so a request needs no second query. */
const accessReadWithToken = new WeakMap<User, Access>();

/** Called by the auth plugin with the grants and counter it read in the token's query. */
export function rememberAccess(user: User, grants: unknown, generation: unknown, progressVersion: unknown) {
  accessReadWithToken.set(user, toAccess(user, grants, generation, progressVersion));
}

/** The user's access: as read with the request's token when available, else from the database. */
export async function loadAccess(app: FastifyInstance, user: User): Promise<Access> {
  const remembered = accessReadWithToken.get(user);
  if (remembered) return remembered;
  const [row] = await app.db
    .select({ grants: activeGrantsSql(sql`${user.id}`), generation: categoriesGenerationSql })
    .from(users)
    .where(eq(users.id, user.id));
  return toAccess(user, row?.grants, row?.generation);
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

/**
 * The user's lesson grants, the value visibleLessonsSql takes: null for every lesson (teachers, admins,
 * all_access), else the plus roles as a JSON array of { flag, path }.
 */
export function lessonGrants(access: Access): string | null {
  if (access.seesAll) return null;
  return JSON.stringify(
    access.grants.filter((g) => isLessonFlag(g.examType)).map((g) => ({ flag: g.examType, path: g.path })),
  );
}

/** The value of the flag named by `g.flag` on a lessons or categories row (the flag names are constants). */
const flagNamedByGrant = (column: (flag: LessonFlag) => unknown) =>
  sql`CASE g.flag ${sql.join(
    LESSON_FLAGS.map((f) => sql`WHEN ${sql.raw(`'${f}'`)} THEN ${column(f)}`),
    sql` `,
  )} ELSE false END`;

/**
 * SQL condition on the `lessons` table: the lesson (with its link, meeting id and password) reaches the user.
 * Teachers, admins and all_access see every lesson. A learner sees a lesson when one active role of theirs has a
 * plus exam type X whose p-flag is on for the lesson and opens the lesson's category (the role is on the category
 * or an ancestor, and the category's flag X is on); a lesson without a category needs only the role and the p-flag.
 * A plus role in one programme therefore never shows another programme's lessons.
 *
 * `grants` is lessonGrants(access), as a value or as the placeholder of a prepared statement: the condition's
 * text is the same for every user, so the week's lessons are one prepared statement (issue 22).
 */
export function visibleLessonsSql(grants: string | null | Placeholder): SQL {
  return sql`(${grants}::jsonb IS NULL OR EXISTS (
    SELECT 1 FROM jsonb_to_recordset(${grants}::jsonb) AS g(flag text, path text)
    WHERE ${flagNamedByGrant((f) => lessons[f])} AND (${lessons.categoryId} IS NULL OR EXISTS (
      SELECT 1 FROM categories lc WHERE lc.id = ${lessons.categoryId} AND starts_with(lc.path, g.path)
        AND ${flagNamedByGrant((f) => sql.raw(`lc."${f}"`))}))))`;
}
