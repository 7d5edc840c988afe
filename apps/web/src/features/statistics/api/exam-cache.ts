import { readJson, storageKeys, writeJson } from '../../../lib/storage';
import type { ExamInfo } from '../types';

/** The exam figures as last loaded, with the time (ms) they were loaded. */
export interface CachedExam {
  at: number;
  exam: ExamInfo;
}

/** At most this many categories are kept (the newest). */
const KEEP = 20;

function all(): Record<string, CachedExam> {
  const stored = readJson<Record<string, CachedExam>>(storageKeys.lastExam);
  return stored && typeof stored === 'object' ? stored : {};
}

/**
 * Keeps the figures of each successful load (issue 31: offline, or with the server unreachable, the summaries show
 * the last known figures with their time instead of only "could not be loaded"). Private: deleted at logout
 * (lib/private-data.ts).
 */
export function rememberExam(categoryId: number, exam: ExamInfo, at = Date.now()) {
  const entries = Object.entries<CachedExam>({ ...all(), [categoryId]: { at, exam } })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEEP);
  writeJson(storageKeys.lastExam, Object.fromEntries(entries));
}

export function lastExam(categoryId: number): CachedExam | null {
  const entry = all()[categoryId];
  return entry && typeof entry.at === 'number' && entry.exam ? entry : null;
}
