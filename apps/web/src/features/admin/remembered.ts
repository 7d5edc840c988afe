/**
 * The last chosen learn type, card type and content type, remembered in localStorage (admin spec §3) so the
 * next new card or content starts with them.
 */
const KEYS = {
  learnType: 'admin.lastLearnType',
  cardType: 'admin.lastCardType',
  contentType: 'admin.lastContentType',
} as const;

export type RememberedKey = keyof typeof KEYS;

export function readRemembered(key: RememberedKey): string | null {
  try {
    return window.localStorage.getItem(KEYS[key]);
  } catch {
    return null;
  }
}

export function remember(key: RememberedKey, value: string | number): void {
  try {
    window.localStorage.setItem(KEYS[key], String(value));
  } catch {
    // storage unavailable: nothing is remembered
  }
}

/** A remembered whole number among the allowed values, else the fallback. */
export function rememberedNumber(key: RememberedKey, allowed: readonly number[], fallback: number): number {
  const value = Number(readRemembered(key));
  return readRemembered(key) !== null && allowed.includes(value) ? value : fallback;
}
