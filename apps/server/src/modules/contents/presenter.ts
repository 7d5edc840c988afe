/**
 * Content item API shape (learner spec §3 "Content item", admin spec §3 "Content"):
 *   ContentItem = {
 *     id, name ('//' marks a line break), description, relevance, difficulty, category_id,
 *     file_path, file_extension, media_type ('document' | 'url' | 'video'),
 *     content_type ('theory' | 'exercise'), solution_active ('1' | '0'),
 *     solution_path (null when empty; learners get null while solution_active is '0'),
 *     no_progress (boolean: the item carries no progress select),
 *     file_url:     where the item opens: a signed link /storage/user_uploads/{file_path}?expires&user&signature
 *                   for a document (lib/signed-files.ts), the http(s) URL itself for a url or video (null when
 *                   missing or not http(s)),
 *     solution_url: the same for the solution (null when there is none; while solution_active is '0' only
 *                   teachers get it, so no learner is ever handed a link to a hidden solution),
 *     category: { id, chapter ('1.2': 1-based positions below the programme; '' for the programme
 *                 itself), title, path (titles from the programme down, joined by ' › ') },
 *     stack: the user's progress 0 | 333 | 666 | 1000 (0 when never set)
 *   }
 *   GET /api/theory/{id}, GET /api/exercise/{id}             → { contents: ContentItem[] } of the category
 *       ?children=1  → of the category and all its visible descendants
 *       ?parent=1    → of its visible ancestors (the "parent content" table)
 *     ordered by chapter, then name.
 *   GET /api/contents/{id}                                   → ContentItem
 *   GET /api/contents/category/{id}  (teachers)              → { contents: ContentItem[] } all of that category, by id
 *   PUT /api/contents/update/{id}/stack?value=0|333|666|1000 → { message, id, stack, stored }
 *     stored is false for watch-only access: nothing is stored and stack is the unchanged value.
 */
import type { contents } from '../../db/schema.js';
import type { FileLinker } from '../../lib/signed-files.js';

export type ContentRow = typeof contents.$inferSelect;

export interface CategoryInfo {
  id: number;
  chapter: string;
  title: string;
  path: string;
}

const isHttpUrl = (v: string) => /^https?:\/\/[^\s]+$/i.test(v);

/** Where a stored path opens: a http(s) URL as it is, a file name as a signed link to the uploads folder. */
export function fileUrl(
  path: string | null,
  mediaType: ContentRow['mediaType'],
  link: FileLinker,
): string | null {
  if (!path) return null;
  if (isHttpUrl(path)) return path;
  if (mediaType !== 'document' || path.includes('/') || path.includes('\\') || path.startsWith('.'))
    return null;
  return link(path);
}

export function presentContent(
  row: ContentRow,
  category: CategoryInfo,
  stack: number,
  opts: { teacher: boolean; link: FileLinker },
) {
  const solutionVisible = row.solutionActive || opts.teacher;
  const solutionPath = row.solutionPath || null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    relevance: row.relevance,
    difficulty: row.difficulty,
    category_id: row.categoryId,
    file_path: row.filePath ?? null,
    file_extension: row.fileExtension ?? null,
    media_type: row.mediaType,
    content_type: row.contentType,
    solution_active: row.solutionActive ? ('1' as const) : ('0' as const),
    solution_path: solutionVisible ? solutionPath : null,
    no_progress: row.noProgress,
    file_url: fileUrl(row.filePath, row.mediaType, opts.link),
    solution_url: solutionVisible && solutionPath ? fileUrl(solutionPath, 'document', opts.link) : null,
    category,
    stack,
  };
}

export type PresentedContent = ReturnType<typeof presentContent>;
