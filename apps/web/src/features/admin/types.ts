import type { ExamFlag } from '@portal/core';

/** Flags as the API returns them: '1' or '0'. */
export type FlagValues = Record<ExamFlag, '1' | '0'>;

/** A category as GET /api/categories[/{id}] returns it (the admin editor reads title, description, flags). */
export interface AdminCategory extends FlagValues {
  id: number;
  title: string;
  name: string;
  parent_id: number | null;
  position: number;
  description: string;
  price: number;
  image: string | null;
  children_count?: number;
  children?: AdminCategory[];
}

/** A card as GET /api/cards/{id} and GET /api/categories/{id}?cards=1&admin=1 return it. */
export interface AdminCard {
  id: number;
  title: string;
  type: number;
  relevance: number;
  difficulty: number;
  learntype_id: number;
  category_id: number;
  data: unknown;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export type MediaType = 'document' | 'url' | 'video';
export type ContentKind = 'theory' | 'exercise';

/** A content item as GET /api/contents/{id} and GET /api/contents/category/{id} return it. */
export interface AdminContent {
  id: number;
  name: string;
  description: string;
  relevance: number;
  difficulty: number;
  category_id: number;
  file_path: string | null;
  file_extension: string | null;
  content_type: ContentKind;
  media_type: MediaType;
  solution_active: '1' | '0';
  solution_path: string | null;
  no_progress: boolean;
  file_url?: string | null;
}

export interface LearnType {
  id: number;
  name: string;
  time: number;
}

/** What the category table shows: cards or contents (the Cards/Content toggle). */
export type ItemKind = 'cards' | 'contents';
