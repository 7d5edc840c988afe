import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, roles, users } from '../../db/schema.js';
import { idsInPath } from '../../db/tree.js';
import { HttpError } from '../../lib/http-error.js';
import { invalidateProgress } from '../progress/cache.js';
import { advanceLinkGeneration } from '../../auth/sessions.js';
import { openBatch as openTrashBatch } from '../trash/batch.js';
import { ROLE_MESSAGES, type CreateRoleInput, type UpdateRoleInput } from './schema.js';

export type RoleRow = typeof roles.$inferSelect;
export type RoleWithCategory = RoleRow & { categoryTitle: string; active: boolean };

const likeAny = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

/** Users matching a search: name or email contains q, or the id is q. */
function userSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const parts: SQL[] = [ilike(users.name, likeAny(q)), ilike(users.email, likeAny(q))];
  if (/^\d{1,9}$/.test(q)) parts.push(eq(users.id, Number(q)));
  return or(...parts);
}

const roleColumns = {
  id: roles.id,
  userId: roles.userId,
  categoryId: roles.categoryId,
  examType: roles.examType,
  startDate: roles.startDate,
  expirationDate: roles.expirationDate,
  watchOnly: roles.watchOnly,
  generated: roles.generated,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
  categoryTitle: categories.title,
  active: sql<boolean>`(${roles.startDate} <= current_date AND ${roles.expirationDate} >= current_date)`,
};

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isStudent: users.isStudent,
  isTeacher: users.isTeacher,
  isAdmin: users.isAdmin,
  allAccess: users.allAccess,
};
export type PanelUser = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

async function rolesOfUsers(app: FastifyInstance, userIds: number[]) {
  if (!userIds.length) return new Map<number, RoleWithCategory[]>();
  const rows = await app.db
    .select(roleColumns)
    .from(roles)
    .innerJoin(categories, eq(categories.id, roles.categoryId))
    .where(inArray(roles.userId, userIds))
    .orderBy(asc(roles.userId), asc(roles.id));
  const map = new Map<number, RoleWithCategory[]>();
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push(r);
    map.set(r.userId, list);
  }
  return map;
}

/** GET /api/roles: a page of users (search by name, email or id) with their roles, and the total. */
export async function listUsersWithRoles(
  app: FastifyInstance,
  opts: { q?: string; page: number; perPage: number; withRoles?: boolean },
) {
  const conditions: SQL[] = [];
  const search = userSearch(opts.q);
  if (search) conditions.push(search);
  if (opts.withRoles)
    conditions.push(sql`exists (select 1 from ${roles} where ${roles.userId} = ${users.id})`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await app.db.select({ total: count() }).from(users).where(where);
  const page = await app.db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage);
  const byUser = await rolesOfUsers(
    app,
    page.map((u) => u.id),
  );
  return { users: page.map((u) => ({ user: u, roles: byUser.get(u.id) ?? [] })), total };
}

/** SQL: a text that sorts categories in tree order (by the position, then id, of each ancestor, root first). */
const treeOrderKey = sql<string>`(SELECT string_agg(lpad((a.position::bigint + 2147483648)::text, 10, '0') || lpad(a.id::text, 10, '0'), '' ORDER BY a.depth)
  FROM categories a WHERE a.id = ANY(string_to_array(trim(both '/' from ${categories.path}), '/')::int[])) COLLATE "C"`;

/**
 * GET /api/roles/category: the categories that hold roles plus the top-level programmes (all: every
 * category), in tree order, a page of them (LIMIT/OFFSET) with the total; each with its number of roles and
 * its newest `rolesPerCategory` roles (with the user). With `categoryId` the one category, and page/perPage
 * page its roles (total: its number of roles).
 */
export async function listCategoriesWithRoles(
  app: FastifyInstance,
  opts: {
    q?: string;
    categoryId?: number;
    all?: boolean;
    page: number;
    perPage: number;
    rolesPerCategory: number;
  },
) {
  const search = userSearch(opts.q);
  const roleCounts = app.db
    .select({ categoryId: roles.categoryId, n: count().as('n') })
    .from(roles)
    .innerJoin(users, eq(users.id, roles.userId))
    .where(search)
    .groupBy(roles.categoryId)
    .as('rc');
  const where = opts.categoryId
    ? eq(categories.id, opts.categoryId)
    : opts.all
      ? undefined
      : opts.q
        ? sql`${roleCounts.n} > 0`
        : or(eq(categories.depth, 0), sql`${roleCounts.n} > 0`);
  const query = app.db
    .select({
      id: categories.id,
      title: categories.title,
      path: categories.path,
      depth: categories.depth,
      parentId: categories.parentId,
      rolesCount: sql<number>`coalesce(${roleCounts.n}, 0)::int`,
    })
    .from(categories)
    .leftJoin(roleCounts, eq(roleCounts.categoryId, categories.id))
    .where(where)
    .orderBy(treeOrderKey, asc(categories.id))
    .$dynamic();
  const cats = opts.categoryId
    ? await query
    : await query.limit(opts.perPage).offset((opts.page - 1) * opts.perPage);
  if (opts.categoryId && !cats.length) throw new HttpError(404, ROLE_MESSAGES.categoryMissing);
  const total = opts.categoryId
    ? cats[0].rolesCount
    : (
        await app.db
          .select({ total: count() })
          .from(categories)
          .leftJoin(roleCounts, eq(roleCounts.categoryId, categories.id))
          .where(where)
      )[0].total;

  const rolesLimit = opts.categoryId ? opts.perPage : opts.rolesPerCategory;
  const withRoles = rolesLimit > 0 ? cats.filter((c) => c.rolesCount > 0) : [];
  const rolesByCategory = new Map<number, Array<{ role: RoleWithCategory; user: PanelUser }>>();
  if (withRoles.length) {
    // One page of roles per category, newest first: a LATERAL subquery per category uses the
    // roles_category index and stops after the page, however many roles a category holds.
    const offset = opts.categoryId ? (opts.page - 1) * opts.perPage : 0;
    const picked = app.db
      .select({ roleId: sql<number>`${roles.id}`.as('picked_role_id') })
      .from(roles)
      .innerJoin(users, eq(users.id, roles.userId))
      .where(and(eq(roles.categoryId, categories.id), search))
      .orderBy(desc(roles.id))
      .limit(rolesLimit)
      .offset(offset)
      .as('picked');
    const rows = await app.db
      .select({ role: roleColumns, user: userColumns })
      .from(categories)
      .innerJoinLateral(picked, sql`true`)
      .innerJoin(roles, eq(roles.id, picked.roleId))
      .innerJoin(users, eq(users.id, roles.userId))
      .where(
        inArray(
          categories.id,
          withRoles.map((c) => c.id),
        ),
      )
      .orderBy(asc(roles.categoryId), desc(roles.id));
    for (const r of rows) {
      const list = rolesByCategory.get(r.role.categoryId) ?? [];
      list.push(r);
      rolesByCategory.set(r.role.categoryId, list);
    }
  }
  // Titles of every ancestor of the page's categories: a readable path ('Mathematik › Algebra').
  const ancestorIds = [...new Set(cats.flatMap((c) => idsInPath(c.path)))];
  const titles = new Map<number, string>();
  for (let i = 0; i < ancestorIds.length; i += 1000) {
    const rows = await app.db
      .select({ id: categories.id, title: categories.title })
      .from(categories)
      .where(inArray(categories.id, ancestorIds.slice(i, i + 1000)));
    for (const r of rows) titles.set(r.id, r.title);
  }
  const pathTitle = (path: string) =>
    idsInPath(path)
      .map((id) => (titles.get(id) ?? '').replace(/\s*\/\/\s*/g, ' '))
      .join(' › ');
  return {
    categories: cats.map((c) => ({
      category: { ...c, pathTitle: pathTitle(c.path) },
      roles: rolesByCategory.get(c.id) ?? [],
    })),
    total,
  };
}

async function requireUser(app: FastifyInstance, id: number) {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, ROLE_MESSAGES.userMissing);
  return user;
}

async function requireCategory(app: FastifyInstance, id: number | undefined) {
  if (!id)
    throw new HttpError(422, ROLE_MESSAGES.categoryRequired, {
      category_id: [ROLE_MESSAGES.categoryRequired],
    });
  const [cat] = await app.db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!cat)
    throw new HttpError(422, ROLE_MESSAGES.categoryMissing, { category_id: [ROLE_MESSAGES.categoryMissing] });
  return cat;
}

function checkOrder(start: string, end: string) {
  if (end < start) throw new HttpError(422, ROLE_MESSAGES.order, { expiration_date: [ROLE_MESSAGES.order] });
}

async function todayIso(app: FastifyInstance): Promise<string> {
  const [row] = await app.db.select({ today: sql<string>`current_date::text` }).from(sql`(select 1) t`);
  return row.today;
}

async function withCategoryTitle(app: FastifyInstance, id: number): Promise<RoleWithCategory> {
  const [row] = await app.db
    .select(roleColumns)
    .from(roles)
    .innerJoin(categories, eq(categories.id, roles.categoryId))
    .where(eq(roles.id, id));
  return row;
}

/**
 * POST /api/roles/create/{userId}. Defaults (admin spec §3): exam type eth, start and expiry today.
 * The user's cached progress tree is dropped right after, so what they see changes at once.
 */
export async function createRole(app: FastifyInstance, userId: number, input: CreateRoleInput) {
  await requireUser(app, userId);
  await requireCategory(app, input.category_id);
  const today = await todayIso(app);
  const start = input.start_date ?? today;
  const end = input.expiration_date ?? today;
  checkOrder(start, end);
  const [role] = await app.db
    .insert(roles)
    .values({
      userId,
      categoryId: input.category_id!,
      examType: input.exam_type ?? 'eth',
      startDate: start,
      expirationDate: end,
      watchOnly: input.watch_only ?? false,
      generated: false,
    })
    .returning({ id: roles.id });
  await invalidateProgress(app, userId);
  await advanceLinkGeneration(app.db, userId);
  return withCategoryTitle(app, role.id);
}

/** POST /api/roles/update/{roleId}: exam type, expiry (date part), watch_only, optional start. */
export async function updateRole(app: FastifyInstance, roleId: number, input: UpdateRoleInput) {
  const [existing] = await app.db.select().from(roles).where(eq(roles.id, roleId));
  if (!existing) throw new HttpError(404, ROLE_MESSAGES.roleMissing);
  const start = input.start_date ?? existing.startDate;
  const end = input.expiration_date ?? existing.expirationDate;
  checkOrder(start, end);
  await app.db
    .update(roles)
    .set({
      examType: input.exam_type ?? existing.examType,
      startDate: start,
      expirationDate: end,
      watchOnly: input.watch_only ?? existing.watchOnly,
      // the user's cache is dropped below; it is generated again on the next read or by the panel
      generated: false,
      updatedAt: new Date(),
    })
    .where(eq(roles.id, roleId));
  await invalidateProgress(app, existing.userId);
  // a narrowed access ends the signed links minted under the wider one
  await advanceLinkGeneration(app.db, existing.userId);
  return withCategoryTitle(app, roleId);
}

/** The label of a role in the trash and the audit log: "eth · Mathematik · Anna <anna@example.com>". */
export async function roleLabel(app: FastifyInstance, roleId: number): Promise<string | null> {
  const [row] = await app.db
    .select({ examType: roles.examType, title: categories.title, name: users.name, email: users.email })
    .from(roles)
    .innerJoin(categories, eq(categories.id, roles.categoryId))
    .innerJoin(users, eq(users.id, roles.userId))
    .where(eq(roles.id, roleId));
  return row ? `${row.examType} · ${row.title} · ${row.name} <${row.email}>` : null;
}

/**
 * POST /api/roles/delete/{roleId}: the role (a grant, maybe paid) goes to the trash for 30 days; a restore
 * gives the access back as it was. The user's cached progress tree is dropped at once.
 */
export async function deleteRole(app: FastifyInstance, roleId: number, actorId: number | null = null) {
  const title = (await roleLabel(app, roleId)) ?? `role ${roleId}`;
  const result = await app.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for('update');
    if (!role) throw new HttpError(404, ROLE_MESSAGES.roleMissing);
    const trashId = await openTrashBatch(tx, { kind: 'role', title, actorId, summary: { roles: 1 } });
    await tx.execute(sql`update roles_all set trash_id = ${trashId} where id = ${roleId}`);
    await advanceLinkGeneration(tx, role.userId);
    return { ...role, trashId, title };
  });
  await invalidateProgress(app, result.userId);
  return result;
}
