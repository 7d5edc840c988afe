/** Every localStorage key the web app uses, in one place (learner spec §3 "Local storage keys"). */
export const storageKeys = {
  token: 'token',
  /** current flashcard session queue */
  cards: 'cards',
  selectedInfo: 'selectedInfo',
  categoryTitles: 'categoryTitles',
  /** flashcard answers not yet confirmed by the server (sent again when back online) */
  pendingAnswers: 'pendingAnswers',
  /** the category of the stored flashcard session (continue-last-lesson restores it) */
  sessionCategory: 'sessionCategory',
  /** 'false' = do not show the instructions manual at start */
  showManual: 'showManual',
  language: 'language',
  /** the user of the last successful account check: an offline start keeps them logged in (lib/private-data.ts) */
  lastUser: 'lastUser',
  /** the learner's session settings on this device (lib/learning-settings.ts) */
  learningSettings: 'learningSettings',
  /** the last exam figures per category with the time they were loaded, shown offline (features/statistics) */
  lastExam: 'lastExam',
  /** tokens of logouts that could not reach the server: revoked once it answers (lib/reconnect.ts) */
  revokeTokens: 'revokeTokens',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the app keeps working without persistence
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readStorage(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeStorage(key, value === null || value === undefined ? null : JSON.stringify(value));
}
