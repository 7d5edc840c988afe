/**
 * Shapes of the category API (server: apps/server/src/modules/categories/presenter.ts).
 * A progress block counts items per level over the category and all its visible descendants:
 * cards 7 levels (0 = never answered, 1 = last answer wrong, 2..6 = how long they are remembered), theory and exercises 4 levels (0, 333, 666, 1000).
 */
export interface ProgressBlock {
  n: number;
  p: number[];
}

export type ProgressKind = 'cards' | 'theory' | 'exercises';

export interface Blocks {
  cards: ProgressBlock;
  theory: ProgressBlock;
  exercises: ProgressBlock;
}

/** A node of the compact tree (GET /api/cats/roots, the children of GET /api/cats/{id}). */
export interface CatNode extends Blocks {
  id: number;
  title: string;
  name: string;
  parent_id: number | null;
  position: number;
  image: string | null;
  children_count: number;
}

/** GET /api/cats/{id}: the category, its visible children keyed by id, and the totals. */
export interface CatDetail extends Blocks {
  id: number;
  title: string;
  name: string;
  parent_id: number | null;
  position: number;
  image: string | null;
  children: Record<string, CatNode>;
  info: { cards: number; theory: number; exercises: number; chapters: number };
}

/**
 * The selected category (localStorage `selectedInfo`). `id` and `title` are what other features read;
 * `ids` and `titles` are the path from the top category down to it (itself included), as far as known.
 */
export interface SelectedCategory {
  id: number;
  title: string;
  ids?: number[];
  titles?: string[];
}
