import type { ApiAnswer } from '../../lib/api';

/**
 * Shapes of the category API, typed from the server's OpenAPI document.
 * A progress block counts items per level over the category and all its visible descendants:
 * cards 7 levels (0 = never answered, 1 = last answer wrong, 2..6 = how long they are remembered), theory and exercises 4 levels (0, 333, 666, 1000).
 */

/** GET /api/cats/{id}: the category, its visible children keyed by id, and the totals. */
export type CatDetail = ApiAnswer<'/api/cats/{id}', 'get'>;

/** A node of the compact tree (GET /api/cats/roots, the children of GET /api/cats/{id}). */
export type CatNode = ApiAnswer<'/api/cats/roots', 'get'>['roots'][number];

export type ProgressBlock = CatNode['cards'];

export type ProgressKind = 'cards' | 'theory' | 'exercises';

export type Blocks = Pick<CatNode, ProgressKind>;

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
