import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/**
 * localStorage `showManual` (learner spec §1, "a stored flag decides whether the manual is shown"):
 * absent = first start: show it once (then 'false' is stored); 'true' = show at every start (the learner
 * unticked "don't show again"); 'false' = do not show it at start.
 */
export function shouldShowManual(): boolean {
  return readStorage(storageKeys.showManual) !== 'false';
}

/** Shown at start: at the first start (flag unset) or when asked for every start ('true'). */
export function shouldShowManualAtStart(): boolean {
  const flag = readStorage(storageKeys.showManual);
  return flag === null || flag === 'true';
}

export function setShowManual(show: boolean): void {
  writeStorage(storageKeys.showManual, show ? 'true' : 'false');
}

/** The manual opened by itself at the first start: it will not do so again unless the learner asks. */
export function markManualShownOnce(): void {
  if (readStorage(storageKeys.showManual) === null) writeStorage(storageKeys.showManual, 'false');
}
