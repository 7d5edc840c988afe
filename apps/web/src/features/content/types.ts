import type { ContentProgress } from '@portal/core';

/** A content item as GET /api/theory|exercise/{id} return it (server: modules/contents/presenter.ts). */
export interface ContentItem {
  id: number;
  name: string;
  description: string;
  relevance: number;
  difficulty: number;
  category_id: number;
  file_path: string | null;
  file_extension: string | null;
  media_type: 'document' | 'url' | 'video';
  content_type: 'theory' | 'exercise';
  solution_active: '1' | '0';
  solution_path: string | null;
  no_progress: boolean;
  /** where the item opens (a storage URL or the http(s) link); null when there is nothing to open */
  file_url: string | null;
  /** where the solution opens; null when there is none to show */
  solution_url: string | null;
  category: { id: number; chapter: string; title: string; path: string };
  stack: ContentProgress;
}

export type ContentKind = 'theory' | 'exercise';
export type ContentScope = 'children' | 'parent';

export interface StackResponse {
  message: string;
  id: number;
  stack: ContentProgress;
  stored: boolean;
}
