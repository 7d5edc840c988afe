import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentProgress } from '@portal/core';
import { api, type ApiAnswer, type FormValue } from '../../../lib/api';

/** The week's lessons: GET /api/lesson/{from}/{to}, or of one programme with /{categoryId}. */
type LessonWeek =
  ApiAnswer<'/api/lesson/{from}/{to}', 'get'> | ApiAnswer<'/api/lesson/{from}/{to}/{categoryId}', 'get'>;

/** A lesson with its attachments; the programme flags (LessonFlag) are '1' or '0'. */
export type Lesson = LessonWeek['lessons'][number];

/** An attachment of a lesson: a file, a link or a content item (`url`: where it opens; null: content the user may not see). */
export type LessonFile = Lesson['files'][number];

export type AttachmentType = LessonFile['type'];

/** A content item attached to a lesson, with the user's progress (learner spec §3). */
export type LessonContent = NonNullable<LessonFile['content']>;

export const lessonsQueryKey = ['lessons'] as const;

/** GET /api/lesson/{from}/{to}[/{categoryId}] with the stored (8-day) range. */
export const fetchLessons = (from: string, to: string, categoryId: number | null, signal?: AbortSignal) =>
  api
    .get<LessonWeek>(`/lesson/${from}/${to}${categoryId ? `/${categoryId}` : ''}`, { signal })
    .then((data) => data.lessons);

export function useLessonWeek(from: string, to: string, categoryId: number | null) {
  return useQuery({
    queryKey: [...lessonsQueryKey, from, to, categoryId ?? 0],
    queryFn: ({ signal }) => fetchLessons(from, to, categoryId, signal),
  });
}

/** Whether the user's access includes the online lessons and, if not, the programmes that do. */
export type LessonAccess = ApiAnswer<'/api/lesson/access', 'get'>;

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
    ? api.postForm<ApiAnswer<'/api/lesson', 'post'>>('/lesson', values)
    : api.postForm<ApiAnswer<'/api/lesson/update/{id}', 'post'>>(`/lesson/update/${id}`, values);

export const deleteLesson = (id: number) =>
  api.post<ApiAnswer<'/api/lesson/delete/{id}', 'post'>>(`/lesson/delete/${id}`);

/** Undo of a lesson delete: it comes back from the trash with its attachments (issue 18 §2). */
export const restoreLesson = (trashId: number) =>
  api.post<ApiAnswer<'/api/trash/{id}/restore', 'post'>>(`/trash/${trashId}/restore`);

export const attachFile = (values: LessonFormValues) =>
  api.postForm<ApiAnswer<'/api/file/attach', 'post'>>('/file/attach', values);

export const editFile = (id: number, values: LessonFormValues) =>
  api.postForm<ApiAnswer<'/api/file/edit/{id}', 'post'>>(`/file/edit/${id}`, values);

export const removeFile = (id: number) =>
  api.post<ApiAnswer<'/api/file/remove/{id}', 'post'>>(`/file/remove/${id}`);

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
  api.put<ApiAnswer<'/api/contents/update/{id}/stack', 'put'>>(
    `/contents/update/${contentId}/stack`,
    undefined,
    { query: { value } },
  );

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
export type LessonData = ApiAnswer<'/api/lesson-data', 'get'>;

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
      api.get<ApiAnswer<'/api/cats/roots', 'get'>>('/cats/roots', { signal }).then((d) => d.roots),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** The personal calendar feed: whether one exists, and creating a new secret URL. */
export function useCalendarToken(enabled: boolean) {
  return useQuery({
    queryKey: ['calendarToken'],
    queryFn: ({ signal }) => api.get<ApiAnswer<'/api/calendar/token', 'get'>>('/calendar/token', { signal }),
    enabled,
  });
}

export function useRegenerateCalendar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ApiAnswer<'/api/calendar/token', 'post'>>('/calendar/token'),
    onSuccess: () => qc.setQueryData(['calendarToken'], { active: true }),
  });
}
