import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer, type ApiBody } from '../../../lib/api';
import type { ExamInfo, Stats } from '../types';
import { rememberExam } from './exam-cache';

/** Query keys of the memory figures: all under ['memory'], refreshed after an exam date change or a session. */
export const memoryKeys = {
  all: ['memory'] as const,
  exam: (categoryId: number) => ['memory', 'exam', categoryId] as const,
  stats: (categoryId: number) => ['memory', 'stats', categoryId] as const,
};

/** GET /api/exam/{categoryId}. Silent: a failure shows in the summary's exam block, never as a dialog. */
export const fetchExam = (categoryId: number, signal?: AbortSignal) =>
  api.get<ExamInfo>(`/exam/${categoryId}`, { signal, silent: true }).then((exam) => {
    rememberExam(categoryId, exam);
    return exam;
  });

export function useExam(categoryId: number) {
  return useQuery({
    queryKey: memoryKeys.exam(categoryId),
    queryFn: ({ signal }) => fetchExam(categoryId, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** GET /api/stats/{categoryId}; silent: a failure goes to the caller only, without the error dialog. */
export const fetchStats = (categoryId: number, signal?: AbortSignal, silent = false) =>
  api.get<Stats>(`/stats/${categoryId}`, { signal, silent });

export function useStats(categoryId: number) {
  return useQuery({
    queryKey: memoryKeys.stats(categoryId),
    queryFn: ({ signal }) => fetchStats(categoryId, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * PUT /api/exam/{categoryId} { exam_date } (date = 'YYYY-MM-DD'), or DELETE (date = null: back to the end of
 * access). Errors (422 with the allowed range) go to the caller. Afterwards every memory figure and the next
 * session's set are read again (the schedule aims at the exam).
 */
export function useSaveExamDate(categoryId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string | null) =>
      date === null
        ? api.delete<ApiAnswer<'/api/exam/{categoryId}', 'delete'>>(`/exam/${categoryId}`)
        : api.put<ApiAnswer<'/api/exam/{categoryId}', 'put'>>(`/exam/${categoryId}`, {
            exam_date: date,
          } satisfies ApiBody<'/api/exam/{categoryId}', 'put'>),
    onSuccess: (exam) => {
      rememberExam(categoryId, exam);
      qc.setQueryData(memoryKeys.exam(categoryId), exam);
      void qc.invalidateQueries({ queryKey: memoryKeys.all });
      void qc.invalidateQueries({ queryKey: ['flashcards', 'session'] });
    },
  });
}
