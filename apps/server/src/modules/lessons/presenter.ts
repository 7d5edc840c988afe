import { LESSON_FLAGS, toFlag, toHourMinute, type LessonFlag } from '@portal/core';
import type { contents, lessonFiles, lessons } from '../../db/schema.js';
import type { FileLinker } from '../../lib/signed-files.js';

export type LessonRow = typeof lessons.$inferSelect;
export type LessonFileRow = typeof lessonFiles.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;

/**
 * How the presenters hand out files: `link` mints a signed /storage link for the user who asked (only called
 * for items that user may see), `teacher` decides whether a switched-off solution is shown.
 */
export interface FileAccess {
  link: FileLinker;
  teacher: boolean;
}

/** Where a stored name or a web address is opened: web addresses as they are, stored files as signed links. */
export const fileUrl = (pathOrUrl: string | null | undefined, link: FileLinker) =>
  !pathOrUrl ? null : /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : link(pathOrUrl);

/**
 * A content item attached to a lesson, with the user's progress (learner spec §3: mystack), typed as in
 * /api/contents (solution_active '1'/'0', no_progress boolean). A learner never gets the path of a switched-off
 * solution (issue 14).
 */
export function presentContent(c: ContentRow, stack: number, files: FileAccess) {
  const solutionVisible = c.solutionActive || files.teacher;
  return {
    id: c.id,
    category_id: c.categoryId,
    name: c.name,
    description: c.description,
    relevance: c.relevance,
    difficulty: c.difficulty,
    file_path: c.filePath,
    file_extension: c.fileExtension,
    media_type: c.mediaType,
    content_type: c.contentType,
    solution_active: (c.solutionActive ? '1' : '0') as '1' | '0',
    solution_path: solutionVisible ? c.solutionPath : null,
    solution_url: solutionVisible ? fileUrl(c.solutionPath, files.link) : null,
    no_progress: c.noProgress,
    stack,
    mystack: { stack, content_id: c.id },
  };
}

/**
 * A lesson file. Content files carry the content and the user's progress only when the user may see the
 * content; otherwise `content`, `content_id` and `url` are null so nothing about it leaks.
 */
export function presentFile(
  f: LessonFileRow,
  content: { row: ContentRow; stack: number } | null,
  files: FileAccess,
) {
  const base = { id: f.id, lesson_id: f.lessonId, name: f.name, description: f.description, type: f.type };
  if (f.type === 'content') {
    return {
      ...base,
      path: null,
      content_id: content ? content.row.id : null,
      url: content ? fileUrl(content.row.filePath, files.link) : null,
      content: content ? presentContent(content.row, content.stack, files) : null,
    };
  }
  return {
    ...base,
    path: f.path,
    content_id: null,
    url: f.type === 'file' ? fileUrl(f.path, files.link) : f.path,
    content: null,
  };
}
export type PresentedFile = ReturnType<typeof presentFile>;

export function presentLesson(
  l: LessonRow,
  extra: { image: string | null; files: PresentedFile[] },
  fileAccess: FileAccess,
) {
  const flags = Object.fromEntries(LESSON_FLAGS.map((f) => [f, toFlag(l[f])])) as Record<
    LessonFlag,
    '1' | '0'
  >;
  return {
    id: l.id,
    category_id: l.categoryId,
    title: l.title,
    description: l.description,
    link: l.link,
    room: l.room,
    day: l.day,
    start: toHourMinute(l.start),
    end: toHourMinute(l.end),
    ...flags,
    password: l.password,
    meeting_id: l.meetingId,
    image: extra.image ? fileUrl(extra.image, fileAccess.link) : null,
    files: extra.files,
  };
}
export type PresentedLesson = ReturnType<typeof presentLesson>;
