/**
 * Category API shapes (learner spec §3 "Category", admin spec §3; DESIGN.md §4).
 *
 * Progress blocks — `ProgressBlock = { n: number; p: number[] }`, over the category and ALL its
 * descendants, for the requesting user, counting only what that user may see:
 *   cards:     p has 7 entries, p[i] = number of cards at stack i (0 = never answered, 1..6 = boxes)
 *   theory:    p has 4 entries, counts of theory contents at progress 0, 333, 666, 1000
 *   exercises: p has 4 entries, the same for exercise contents
 *   n = sum of p. Contents marked no_progress are not counted.
 *
 * Category (GET /api/categories, GET /api/categories/{id}):
 *   { id, category_id (= id), title, name (= title; '//' marks a line break), parent_id (null at top
 *     level), position, description, price (number, CHF), image (file name under
 *     /storage/user_uploads/ or null), eth, ethr, ecus, uzh, pass, matur, bm2, peth, pethr, pecus,
 *     puzh, ppass, pmatur, pbm2 ('1' | '0'), children_count (visible child categories),
 *     cards, theory, exercises (ProgressBlock),
 *     children?: Category[]  (only with children=1: the visible children, one level, by position) }
 *   GET /api/categories?children=1     → { categories: Category[] }  the user's roots (with children)
 *   GET /api/categories/{id}?children=1 → Category (with children)
 *   GET /api/categories/{id}?cards=1&admin=1 (teachers) → AdminCategory:
 *     the Category fields without progress blocks and children, plus
 *     cards: AdminCard[] = the category's own cards (not its children's), ordered by id:
 *     { id, title, type, relevance, difficulty, learntype_id, category_id, data (object), description,
 *       created_at, updated_at }
 *
 * Progress only (GET /api/categories/progress/{id}/7?children=1):
 *   { id, cards, theory, exercises, children?: { id, position, cards, theory, exercises }[] }
 *
 * Compact tree (the "cats" calls):
 *   CatNode = { id, title, name, parent_id, position, image, children_count, cards, theory, exercises }
 *   GET /api/cats/roots → { roots: CatNode[] }  the user's visible top categories, by position
 *   GET /api/cats/{id}  → { id, title, name, parent_id, position, image,
 *                           cards, theory, exercises (ProgressBlock of the category),
 *                           children: { [childId: string]: CatNode }  (visible children; order by .position),
 *                           info: { cards, theory, exercises, chapters } }
 *     info: the number of cards, theory and exercise items in the subtree the user may see (= the n's)
 *     and the number of visible categories below it (chapters).
 *
 * "Visible children": a learner sees a category below its nearest visible ancestor, so a visible
 * chapter under a hidden one is not lost. Invisible categories are 403 on direct reads, and absent
 * from lists, children and counts.
 */
import { EXAM_FLAGS, type cards } from '../../db/schema.js';
import { blocksOf, type PackedTree } from '../progress/compute.js';
import { signCardData } from '../../lib/in-text-files.js';
import type { FileLinker } from '../../lib/signed-files.js';
import type { CategoryRow, TreeNode, VisibleForest } from './service.js';

const bit = (b: boolean) => (b ? '1' : '0');

export function presentFlags(row: CategoryRow) {
  return Object.fromEntries(EXAM_FLAGS.map((f) => [f, bit(row[f])])) as Record<
    (typeof EXAM_FLAGS)[number],
    '1' | '0'
  >;
}

function presentBase(row: CategoryRow) {
  return {
    id: row.id,
    category_id: row.id,
    title: row.title,
    name: row.title,
    parent_id: row.parentId ?? null,
    position: row.position,
    description: row.description,
    price: Number(row.price),
    image: row.image ?? null,
    ...presentFlags(row),
  };
}

export type PresentedCategory = ReturnType<typeof presentCategory>;

export function presentCategory(row: CategoryRow, forest: VisibleForest | null, tree: PackedTree) {
  return {
    ...presentBase(row),
    children_count: forest ? forest.children(row.id).length : 0,
    ...blocksOf(tree, row.id),
  };
}

export function presentCategoryWithChildren(
  row: CategoryRow,
  children: CategoryRow[],
  forest: VisibleForest,
  tree: PackedTree,
) {
  return {
    ...presentCategory(row, forest, tree),
    children: children.map((c) => presentCategory(c, forest, tree)),
  };
}

export function presentAdminCard(c: typeof cards.$inferSelect, link: FileLinker) {
  return {
    id: c.id,
    title: c.title,
    type: c.type,
    relevance: c.relevance,
    difficulty: c.difficulty,
    learntype_id: c.learntypeId,
    category_id: c.categoryId,
    // an object per card type (@portal/core card-data); pictures inside HTML signed for the reader
    data: signCardData(c.type, c.data as Record<string, unknown>, link),
    description: c.description ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function presentAdminCategory(
  row: CategoryRow,
  cardRows: (typeof cards.$inferSelect)[],
  link: FileLinker,
) {
  return { ...presentBase(row), cards: cardRows.map((c) => presentAdminCard(c, link)) };
}

export function presentCatNode(n: TreeNode, forest: VisibleForest, tree: PackedTree) {
  return {
    id: n.id,
    title: n.title,
    name: n.title,
    parent_id: n.parentId ?? null,
    position: n.position,
    image: n.image ?? null,
    children_count: forest.children(n.id).length,
    ...blocksOf(tree, n.id),
  };
}

export function presentCat(row: CategoryRow, forest: VisibleForest, tree: PackedTree) {
  const blocks = blocksOf(tree, row.id);
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    parent_id: row.parentId ?? null,
    position: row.position,
    image: row.image ?? null,
    ...blocks,
    children: Object.fromEntries(
      forest.children(row.id).map((c) => [String(c.id), presentCatNode(c, forest, tree)]),
    ),
    info: {
      cards: blocks.cards.n,
      theory: blocks.theory.n,
      exercises: blocks.exercises.n,
      chapters: forest.descendants(row.id),
    },
  };
}

export function presentProgress(row: CategoryRow, children: TreeNode[] | null, tree: PackedTree) {
  return {
    id: row.id,
    ...blocksOf(tree, row.id),
    ...(children
      ? { children: children.map((c) => ({ id: c.id, position: c.position, ...blocksOf(tree, c.id) })) }
      : {}),
  };
}
