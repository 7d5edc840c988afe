/**
 * The statistics feature's public parts (issue 17):
 * - ExamSection: the category summary's exam block (date picker loaded lazily, learners with a programme only);
 * - statisticsPath(id): the route of a category's statistics view (the screen is registered in app/routes.tsx);
 * - memoryKeys: the query keys of the exam and statistics figures (all under ['memory']);
 * - fetchExam, fetchStats: the figures themselves (the flashcard session's end compares them, issue 31);
 * - CachedExamFigures: the exam figures as last loaded on this device, with their time (offline).
 */
export { ExamSection } from './components/ExamSection';
export { CachedExamFigures } from './components/CachedExamFigures';
export { fetchExam, fetchStats, memoryKeys } from './api/exam';
export type { ExamInfo, Stats } from './types';
export const statisticsPath = (categoryId: number) => `/statistics/${categoryId}`;
