import { api, type ApiAnswer } from '../../../lib/api';
import type { ContentKind, ContentScope } from '../types';

// Without the categories feature's imports: start-up's prefetch (../prefetch.ts) is part of the entry chunk.

/** Under ['progress'] as well: the lists carry the user's progress values. */
export const contentKeys = {
  all: ['progress', 'contents'] as const,
  list: (kind: ContentKind, categoryId: number, scope: ContentScope) =>
    ['progress', 'contents', kind, categoryId, scope] as const,
};

export const fetchContents = (
  kind: ContentKind,
  categoryId: number,
  scope: ContentScope,
  signal?: AbortSignal,
  silent?: boolean,
) =>
  api
    .get<ApiAnswer<`/api/${ContentKind}/{id}`, 'get'>>(`/${kind}/${categoryId}`, {
      signal,
      silent,
      query: { [scope]: 1 },
    })
    .then((d) => d.contents);
