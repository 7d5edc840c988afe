import { api, type MessageResponse } from '../../../lib/api';

/** A long cache operation running on the server (GET /api/cats/jobs/{id}). */
export interface CacheJob {
  id: string;
  kind: 'clean_all' | 'update_content';
  state: 'running' | 'done' | 'error';
  done: number;
  total: number;
  percent: number;
  message: string | null;
}

export interface GenerateResponse extends MessageResponse {
  category_id: number;
  user_id: number;
  generated: boolean;
  role_ids: number[];
}

/** The cache calls have no time-out (admin spec §7: "no timeout"). */
const noTimeout = { timeout: false as const };

export const generateRole = (categoryId: number, userId: number) =>
  api.get<GenerateResponse>(`/cats/generate/cat/${categoryId}/${userId}`, noTimeout);

export const cleanUser = (userId: number) =>
  api.get<MessageResponse>(`/cats/clean_user/${userId}`, noTimeout);

export const cleanContent = () => api.get<MessageResponse>('/cats/clean_content', noTimeout);

/** "update chapters" (DESIGN.md §4): the course tree's subtree counts. */
export const updateChapters = () => api.post<MessageResponse>('/categories/chapters/', undefined, noTimeout);

export const startJob = (kind: CacheJob['kind']) =>
  api.get<MessageResponse & { job: CacheJob }>(`/cats/${kind}`, noTimeout);

export const fetchJob = (id: string) => api.get<{ job: CacheJob }>(`/cats/jobs/${id}`, noTimeout);
