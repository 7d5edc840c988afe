/** Query keys of the admin area. Everything lives under ['admin']. */
export const adminKeys = {
  all: ['admin'] as const,
  children: (parentId: number) => ['admin', 'children', parentId] as const,
  allChildren: ['admin', 'children'] as const,
  category: (id: number) => ['admin', 'category', id] as const,
  cards: (categoryId: number) => ['admin', 'cards', categoryId] as const,
  card: (id: number) => ['admin', 'card', id] as const,
  contents: (categoryId: number) => ['admin', 'contents', categoryId] as const,
  content: (id: number) => ['admin', 'content', id] as const,
  learnTypes: ['admin', 'learntypes'] as const,
};

/** The learner screens' data (progress trees, contents) carry the authoring changes too: all under ['progress']. */
export const learnerDataKey = ['progress'] as const;
