import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentProgress, LessonFlag } from '@portal/core';
import { api, type FormValue, type MessageResponse } from '../../../lib/api';

/** A content item attached to a lesson, with the user's progress (learner spec §3). */
export interface LessonContent {
  id: number;
  category_id: number;
  name: string;
  description: string;
  file_path: string | null;
  media_type: string;
  content_type: string;
  /** '1': the solution is shown to learners (as in /api/contents) */
  solution_active: '1' | '0';
  /** true: the item has no reading progress (as in /api/contents) */
  no_progress: boolean;
  stack: number;
  mystack: { stack: number; content_id: number };
}

export type AttachmentType = 'file' | 'link' | 'content';

export interface LessonFile {
  id: number;
  lesson_id: number;
  name: string;
  description: string;
  type: AttachmentType;
  path: string | null;
  content_id: number | null;
  /** where the file opens (null: content the user may not see) */
  url: string | null;
  content: LessonContent | null;
}

export type Lesson = {
  id: number;
  category_id: number | null;
  title: string;
  description: string;
  link: string;
  room: string | null;
  day: string;
  start: string;
  end: string;
  password: string;
  meeting_id: string;
  image: string | null;
  files: LessonFile[];
} & Record<LessonFlag, '1' | '0'>;

export const lessonsQueryKey = ['lessons'] as const;

/** GET /api/lesson/{from}/{to}[/{categoryId}] with the stored (8-day) range. */
export const fetchLessons = (from: string, to: string, categoryId: number | null, signal?: AbortSignal) =>
  api
    .get<{ lessons: Lesson[] }>(`/lesson/${from}/${to}${categoryId ? `/${categoryId}` : ''}`, { signal })
    .then((data) => data.lessons);

export function useLessonWeek(from: string, to: string, categoryId: number | null) {
  return useQuery({
    queryKey: [...lessonsQueryKey, from, to, categoryId ?? 0],
    queryFn: ({ signal }) => fetchLessons(from, to, categoryId, signal),
  });
}

/** Whether the user's access includes the online lessons and, if not, the programmes that do. */
export interface LessonAccess {
  plus_access: boolean;
  programmes: { id: number; title: string }[];
}

export function useLessonAccess(enabled: boolean) {
  return useQuery({
    queryKey: ['lessonAccess'],
    queryFn: ({ signal }) => api.get<LessonAccess>('/lesson/access', { signal }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** Re-reads the shown week (after a modal closed or a deletion). */
export function useReloadLessons() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: lessonsQueryKey });
}

export type LessonFormValues = Record<string, FormValue>;

export const saveLesson = (id: number | null, values: LessonFormValues) =>
  id === null
    ? api.postForm<MessageResponse & { lesson: Lesson }>('/lesson', values)
    : api.postForm<MessageResponse & { lesson: Lesson }>(`/lesson/update/${id}`, values);

export const deleteLesson = (id: number) =>
  api.post<MessageResponse & { trash_id?: number }>(`/lesson/delete/${id}`);

/** Undo of a lesson delete: it comes back from the trash with its attachments (issue 18 §2). */
export const restoreLesson = (trashId: number) => api.post<MessageResponse>(`/trash/${trashId}/restore`);

export const attachFile = (values: LessonFormValues) =>
  api.postForm<MessageResponse & { file: LessonFile }>('/file/attach', values);

export const editFile = (id: number, values: LessonFormValues) =>
  api.postForm<MessageResponse & { file: LessonFile }>(`/file/edit/${id}`, values);

export const removeFile = (id: number) => api.post<MessageResponse>(`/file/remove/${id}`);

export function useDeleteLesson() {
  const reload = useReloadLessons();
  return useMutation({ mutationFn: deleteLesson, onSettled: reload });
}

export function useRestoreLesson() {
  const reload = useReloadLessons();
  return useMutation({ mutationFn: restoreLesson, onSettled: reload });
}

export function useRemoveFile() {
  const reload = useReloadLessons();
  return useMutation({ mutationFn: removeFile, onSettled: reload });
}

/** PUT /api/contents/update/{id}/stack?value=: a content item's reading progress. */
export const setContentProgress = (contentId: number, value: ContentProgress) =>
  api.put<MessageResponse>(`/contents/update/${contentId}/stack`, undefined, { query: { value } });

export function useSetContentProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, value }: { contentId: number; value: ContentProgress }) =>
      setContentProgress(contentId, value),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: lessonsQueryKey });
      void qc.invalidateQueries({ queryKey: ['progress'] });
    },
  });
}

/** The static data file of rooms and meeting accounts (learner spec §3 "Lesson data file"). */
export interface LessonData {
  rooms: { id: number; name: string }[];
  accDetails: { id: number; name: string; link: string; password: string; meetingID: string }[];
}

/** Teachers and admins only (the accounts carry links and passwords): fetched with the bearer token. */
export const useLessonData = () =>
  useQuery({
    queryKey: ['lessonData'],
    queryFn: ({ signal }) => api.get<LessonData>('/lesson-data', { signal }),
    staleTime: Infinity,
    retry: false,
  });

/** Root categories for the lesson's category select (teachers see every programme). */
export function useLessonCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['cats', 'roots', 'lessons'],
    queryFn: ({ signal }) =>
      api.get<{ roots: { id: number; title: string }[] }>('/cats/roots', { signal }).then((d) => d.roots),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** The personal calendar feed: whether one exists, and creating a new secret URL. */
export function useCalendarToken(enabled: boolean) {
  return useQuery({
    queryKey: ['calendarToken'],
    queryFn: ({ signal }) => api.get<{ active: boolean }>('/calendar/token', { signal }),
    enabled,
  });
}

export function useRegenerateCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/calendar/token'),
    onSuccess: () => qc.setQueryData(['calendarToken'], { active: true }),
  });
}
