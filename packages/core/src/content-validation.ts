import { isFilledText, isRating, type ValidationError } from './validation';

export const MEDIA_TYPES = ['document', 'url', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const CONTENT_TYPES = ['theory', 'exercise'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_DEFAULTS = {
  relevance: 3,
  difficulty: 3,
  content_type: 'theory',
  media_type: 'document',
  solution_active: '1',
  no_progress: false,
} as const;

export const CONTENT_MESSAGES = {
  TITLE_REQUIRED: 'Title must be entered',
  DESCRIPTION_REQUIRED: 'Description must be entered',
  RELEVANCE_RANGE: 'Relevance needs to be between 1 and 5',
  DIFFICULTY_RANGE: 'Difficulty needs to be between 1 and 5',
  MEDIA_TYPE_REQUIRED: 'Please choose media type',
  DOCUMENT_REQUIRED: 'You need to upload document first',
  URL_REQUIRED: 'You need to enter valid url first',
} as const;

export interface ContentInput {
  name?: unknown;
  description?: unknown;
  relevance?: unknown;
  difficulty?: unknown;
  media_type?: unknown;
  file_path?: unknown;
}

export function isMediaType(value: unknown): value is MediaType {
  return (MEDIA_TYPES as readonly unknown[]).includes(value);
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The first failing rule of a content payload, in the spec's order, or null when it is valid. */
export function validateContent(input: ContentInput): ValidationError | null {
  if (!isFilledText(input.name)) return { field: 'name', message: CONTENT_MESSAGES.TITLE_REQUIRED };
  if (!isFilledText(input.description)) {
    return { field: 'description', message: CONTENT_MESSAGES.DESCRIPTION_REQUIRED };
  }
  if (!isRating(input.relevance)) return { field: 'relevance', message: CONTENT_MESSAGES.RELEVANCE_RANGE };
  if (!isRating(input.difficulty)) return { field: 'difficulty', message: CONTENT_MESSAGES.DIFFICULTY_RANGE };
  if (!isMediaType(input.media_type)) {
    return { field: 'media_type', message: CONTENT_MESSAGES.MEDIA_TYPE_REQUIRED };
  }
  if (input.media_type === 'document') {
    return isFilledText(input.file_path)
      ? null
      : { field: 'file_path', message: CONTENT_MESSAGES.DOCUMENT_REQUIRED };
  }
  return isHttpUrl(input.file_path) ? null : { field: 'file_path', message: CONTENT_MESSAGES.URL_REQUIRED };
}
