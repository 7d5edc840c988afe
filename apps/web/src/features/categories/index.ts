/**
 * The categories feature's public parts, for the app frame and other features:
 * - useSelectedCategory() / selectCategory() / getSelectedCategory(): the selected category
 *   ({ id, title, ids?, titles? }), persisted in localStorage `selectedInfo`;
 * - useCat(id), useRootCategories(): the tree with progress blocks (GET /api/cats/{id}, /api/cats/roots);
 *   categoryKeys / invalidateCategoryProgress(qc): everything is under ['progress', ...];
 * - CategoryProgressBar: the segmented bar of a block (cards 7 levels, contents 4 levels);
 * - CategoryPage: a category's HTML page with the default page as fallback;
 * - MultilineText / inlineTitle: '//' as a line break.
 * The sidebar and the small-screen recursion are the default exports of components/CategorySidebar and
 * components/CategoryRecursion (layout slots).
 */
export { useSelectedCategory, selectCategory, getSelectedCategory, selectedCategoryStore } from './selection';
export {
  useCat,
  useRootCategories,
  categoryKeys,
  invalidateCategoryProgress,
  sortedChildren,
} from './api/categories';
export { CategoryProgressBar } from './components/ProgressBar';
export { CategoryPage, categoryPagePaths } from './components/CategoryPage';
export { MultilineText, inlineTitle } from './components/CategoryTitle';
export { CONTENT_COLORS, CARD_COLORS, contentLevelColor, cssColor } from './colors';
export { useProgressKind } from './progress-kind';
export type { Blocks, CatDetail, CatNode, ProgressBlock, ProgressKind, SelectedCategory } from './types';
