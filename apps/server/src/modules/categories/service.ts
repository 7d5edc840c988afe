import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cards, categories } from '../../db/schema.js';
import { idsInPath } from '../../db/tree.js';
import { canSeeCategory, loadAccess, type Access } from '../../auth/visibility.js';
import type { User } from '../../auth/plugin.js';
import { HttpError } from '../../lib/http-error.js';
import { accessFingerprint, getProgressTree } from '../progress/cache.js';
import type { PackedTree } from '../progress/compute.js';
import { categorySnapshot, derived } from '../../db/category-snapshot.js';
import { defineMessages } from '../../lib/i18n/catalogue.js';

export const CATEGORY_MESSAGES = defineMessages('categories', {
  notFound: { en: 'Category not found', de: 'Diese Kategorie gibt es nicht (mehr).' },
  noAccess: { en: 'You have no access to this category', de: 'Du hast keinen Zugang zu dieser Kategorie.' },
  teachersOnly: { en: 'Only teachers may do this', de: 'Das dürfen nur Lehrpersonen.' },
  levels: {
    en: 'The progress has 7 levels; use /api/categories/progress/{id}/7',
    de: 'Der Fortschritt hat 7 Stufen; verwende /api/categories/progress/{id}/7.',
  },
});

export type CategoryRow = typeof categories.$inferSelect;

/** The light part of a category used to build the visible tree. */
export interface TreeNode {
  id: number;
  parentId: number | null;
  position: number;
  path: string;
  title: string;
  image: string | null;
}

/**
 * The categories a user may see, as a forest: a visible category hangs under its nearest visible
 * ancestor (normally its parent). So a learner whose role opens only a sub-chapter gets that chapter as
 * a root, and a visible category below a hidden one is never lost (its items count in the ancestor's
 * progress, so it must also be reachable in the tree).
 */
export class VisibleForest {
  readonly byId = new Map<number, TreeNode>();
  private readonly kids = new Map<number | 0, TreeNode[]>();

  constructor(nodes: TreeNode[], rootId?: number) {
    for (const n of nodes) this.byId.set(n.id, n);
    for (const n of nodes) {
      if (n.id === rootId) continue;
      const parent = this.visibleParent(n, rootId);
      const list = this.kids.get(parent) ?? [];
      list.push(n);
      this.kids.set(parent, list);
    }
    for (const list of this.kids.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  }

  /** The nearest visible ancestor (0 when none; the subtree root when building a subtree). */
  private visibleParent(n: TreeNode, rootId?: number): number {
    const ancestors = idsInPath(n.path).slice(0, -1);
    for (let i = ancestors.length - 1; i >= 0; i--) {
      if (this.byId.has(ancestors[i])) return ancestors[i];
      if (ancestors[i] === rootId) return rootId;
    }
    return 0;
  }

  /** The visible children of a category (0: the roots). */
  children(id: number | 0): TreeNode[] {
    return this.kids.get(id) ?? [];
  }

  /** The number of visible categories below a category (all levels). */
  descendants(id: number): number {
    let count = 0;
    const stack = [...this.children(id)];
    while (stack.length) {
      const n = stack.pop()!;
      count++;
      stack.push(...this.children(n.id));
    }
    return count;
  }
}

export interface Ctx {
  user: User;
  access: Access;
}

export async function context(app: FastifyInstance, user: User): Promise<Ctx> {
  return { user, access: await loadAccess(app, user) };
}

/** A category the user may read: 404 when it does not exist, 403 when it is outside their access. */
export async function findVisibleCategory(app: FastifyInstance, ctx: Ctx, id: number): Promise<CategoryRow> {
  const row = (await snapshotFor(app, ctx)).byId.get(id);
  if (!row) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
  if (!canSeeCategory(ctx.access, row)) throw new HttpError(403, CATEGORY_MESSAGES.noAccess);
  return row;
}

const snapshotFor = (app: FastifyInstance, ctx: Ctx) =>
  categorySnapshot(app, ctx.access.categoriesGeneration);

/** The visible forest, whole or below one category (shared by every user with the same access). */
export async function loadForest(app: FastifyInstance, ctx: Ctx, root?: CategoryRow): Promise<VisibleForest> {
  const snapshot = await snapshotFor(app, ctx);
  return derived(snapshot, `forest|${accessFingerprint(ctx.access)}|${root?.id ?? ''}`, () => {
    const nodes = snapshot.rows.filter(
      (r) => (!root || r.path.startsWith(root.path)) && canSeeCategory(ctx.access, r),
    );
    return new VisibleForest(nodes, root?.id);
  });
}

/** Full rows of the given categories, in the order of the ids. */
export async function loadCategories(app: FastifyInstance, ctx: Ctx, ids: number[]): Promise<CategoryRow[]> {
  const { byId } = await snapshotFor(app, ctx);
  return ids.map((id) => byId.get(id)).filter((r): r is CategoryRow => !!r);
}

export const progressTree = (app: FastifyInstance, ctx: Ctx): Promise<PackedTree> =>
  getProgressTree(app, ctx.access);

/** The visible forest (under `root`, or all of it) and the user's progress tree, read side by side. */
export const forestAndProgress = (app: FastifyInstance, ctx: Ctx, root?: CategoryRow) =>
  Promise.all([loadForest(app, ctx, root), progressTree(app, ctx)]);

/** The category's own cards, all fields (admin editor). */
export async function categoryCards(app: FastifyInstance, categoryId: number) {
  return app.db.select().from(cards).where(eq(cards.categoryId, categoryId)).orderBy(asc(cards.id));
}
