/** The content feature: the /content/:type screen (default export of components/ContentScreen). */
export { useContents, useSetStack, contentKeys } from './api/contents';
export type { ContentItem } from './types';
