import type { ApiAnswer } from '../../lib/api';

/** A content item as GET /api/theory|exercise/{id} return it. */
export type ContentItem = ApiAnswer<'/api/theory/{id}', 'get'>['contents'][number];

export type ContentKind = 'theory' | 'exercise';
export type ContentScope = 'children' | 'parent';

/** The answer of PUT /api/contents/update/{id}/stack. */
export type StackResponse = ApiAnswer<'/api/contents/update/{id}/stack', 'put'>;
