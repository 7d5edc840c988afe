import { api, type ApiAnswer } from '../../../lib/api';

type JobAnswer = ApiAnswer<'/api/cats/jobs/{id}', 'get'>;

/** A long cache operation running on the server (GET /api/cats/jobs/{id}). */
export type CacheJob = JobAnswer['job'];

export type GenerateResponse = ApiAnswer<'/api/cats/generate/cat/{id}/{arg}', 'get'>;

/** The cache calls have no time-out (admin spec §7: "no timeout"). */
const noTimeout = { timeout: false as const };

export const generateRole = (categoryId: number, userId: number) =>
  api.get<GenerateResponse>(`/cats/generate/cat/${categoryId}/${userId}`, noTimeout);

export const cleanUser = (userId: number) =>
  api.get<ApiAnswer<'/api/cats/clean_user/{id}', 'get'>>(`/cats/clean_user/${userId}`, noTimeout);

export const cleanContent = () =>
  api.get<ApiAnswer<'/api/cats/clean_content', 'get'>>('/cats/clean_content', noTimeout);

/** "update chapters" (DESIGN.md §4): the course tree's subtree counts. */
export const updateChapters = () =>
  api.post<ApiAnswer<'/api/categories/chapters', 'post'>>('/categories/chapters/', undefined, noTimeout);

export const startJob = (kind: CacheJob['kind']) =>
  api.get<ApiAnswer<`/api/cats/${CacheJob['kind']}`, 'get'>>(`/cats/${kind}`, noTimeout);

export const fetchJob = (id: string) => api.get<JobAnswer>(`/cats/jobs/${id}`, noTimeout);
