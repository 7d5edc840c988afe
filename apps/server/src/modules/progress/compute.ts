import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CARD_LEVELS, CONTENT_LEVELS, type ProgressBlock } from '@portal/core';
import { cardProgress, cards, categories, contentProgress, contents } from '../../db/schema.js';
import { idsInPath } from '../../db/tree.js';
import { visibleCategories, type Access } from '../../auth/visibility.js';

/** Number of slots per category in a packed row: 7 card levels, 4 theory levels, 4 exercise levels. */
export const CARD_SLOTS = CARD_LEVELS;
export const CONTENT_SLOTS = CONTENT_LEVELS.length;
const THEORY_AT = CARD_SLOTS;
const EXERCISE_AT = CARD_SLOTS + CONTENT_SLOTS;
export const PACKED_LENGTH = CARD_SLOTS + 2 * CONTENT_SLOTS;

/**
 * A user's progress over the whole tree: for every category that has at least one visible item in its
 * subtree, the counts per level packed as [cards 0..6, theory 0,333,666,1000, exercises 0,333,666,1000].
 * Categories missing from the map have no visible items (all blocks empty).
 */
export type PackedTree = Record<string, number[]>;

export interface Blocks {
  cards: ProgressBlock;
  theory: ProgressBlock;
  exercises: ProgressBlock;
}

const contentSlot = (stack: number) => {
  const i = (CONTENT_LEVELS as readonly number[]).indexOf(stack);
  return i < 0 ? 0 : i;
};

export type ProgressKindName = 'cards' | 'theory' | 'exercises';

/** The index in a packed row of a level (card stack 0..6, content 0 | 333 | 666 | 1000); null if none. */
export function packedSlot(kind: ProgressKindName, level: number): number | null {
  if (kind === 'cards') return Number.isInteger(level) && level >= 0 && level < CARD_SLOTS ? level : null;
  const i = (CONTENT_LEVELS as readonly number[]).indexOf(level);
  if (i < 0) return null;
  return (kind === 'exercises' ? EXERCISE_AT : THEORY_AT) + i;
}

/**
 * Computes the packed tree in two aggregate queries over the user's visible set (DESIGN.md §4): one
 * GROUP BY (category, stack) over cards, one over contents; the per-category rows are then rolled up
 * to every ancestor through the materialized path, in memory. Contents marked no_progress carry no
 * progress and are not counted.
 */
export async function computeProgressTree(app: FastifyInstance, access: Access): Promise<PackedTree> {
  const visible = visibleCategories(access);
  const cardLevel = sql<number>`coalesce(${cardProgress.stack}, 0)`.mapWith(Number);
  const contentLevel = sql<number>`coalesce(${contentProgress.stack}, 0)`.mapWith(Number);
  const [cardRows, contentRows] = await Promise.all([
    app.db
      .select({ path: categories.path, level: cardLevel, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(cards)
      .innerJoin(categories, eq(categories.id, cards.categoryId))
      .leftJoin(cardProgress, and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, access.userId)))
      .where(visible)
      .groupBy(categories.path, cardLevel),
    app.db
      .select({
        path: categories.path,
        type: contents.contentType,
        level: contentLevel,
        n: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(contents)
      .innerJoin(categories, eq(categories.id, contents.categoryId))
      .leftJoin(
        contentProgress,
        and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, access.userId)),
      )
      .where(and(visible, eq(contents.noProgress, false)))
      .groupBy(categories.path, contents.contentType, contentLevel),
  ]);

  const tree: PackedTree = {};
  const add = (path: string, slot: number, n: number) => {
    for (const id of idsInPath(path)) {
      const row = (tree[id] ??= new Array<number>(PACKED_LENGTH).fill(0));
      row[slot] += n;
    }
  };
  for (const r of cardRows) add(r.path, Math.min(Math.max(r.level, 0), CARD_SLOTS - 1), r.n);
  for (const r of contentRows)
    add(r.path, (r.type === 'exercise' ? EXERCISE_AT : THEORY_AT) + contentSlot(r.level), r.n);
  return tree;
}

const block = (p: number[]): ProgressBlock => ({ n: p.reduce((s, v) => s + v, 0), p });

/** The three blocks of one category from a packed tree (empty blocks when it has no visible items). */
export function blocksOf(tree: PackedTree, categoryId: number): Blocks {
  const row = tree[categoryId] ?? new Array<number>(PACKED_LENGTH).fill(0);
  return {
    cards: block(row.slice(0, THEORY_AT)),
    theory: block(row.slice(THEORY_AT, EXERCISE_AT)),
    exercises: block(row.slice(EXERCISE_AT, PACKED_LENGTH)),
  };
}
