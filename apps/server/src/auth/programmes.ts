import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, examDates, roles } from '../db/schema.js';
import type { Access } from './visibility.js';

export interface Programme {
  /** the category the role is on */
  id: number;
  title: string;
  path: string;
  accessUntil: string;
  examDate: string;
  custom: boolean;
}

/**
 * The programme whose exam a category's cards aim at: among the user's writable active roles that open the
 * category, the one with the earliest exam date (the learner's own, by default the access expiry). Teachers,
 * admins and all_access learners hold none.
 */
export async function programmeOf(
  app: FastifyInstance,
  access: Access,
  category: { path: string } & Record<string, unknown>,
) {
  if (access.seesAll) return null;
  const grants = access.grants.filter(
    (g) => !g.watchOnly && category.path.startsWith(g.path) && category[g.examType] === true,
  );
  if (!grants.length) return null;
  const rows = await app.db
    .select({
      id: categories.id,
      title: categories.title,
      path: categories.path,
      accessUntil: roles.expirationDate,
      examDate: examDates.examDate,
    })
    .from(roles)
    .innerJoin(categories, eq(categories.id, roles.categoryId))
    .leftJoin(examDates, and(eq(examDates.userId, roles.userId), eq(examDates.categoryId, roles.categoryId)))
    .where(
      inArray(
        roles.id,
        grants.map((g) => g.roleId),
      ),
    );
  const programmes: Programme[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    path: r.path,
    // two roles on one programme: the later expiry is the end of access
    accessUntil: rows
      .filter((o) => o.id === r.id)
      .map((o) => o.accessUntil)
      .sort()
      .at(-1)!,
    examDate: r.examDate ?? r.accessUntil,
    custom: r.examDate !== null,
  }));
  programmes.sort((a, b) => a.examDate.localeCompare(b.examDate) || a.id - b.id);
  return programmes[0];
}
