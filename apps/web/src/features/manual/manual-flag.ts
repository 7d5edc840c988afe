import { readStorage, storageKeys, writeStorage } from '../../lib/storage';

/** localStorage `showManual`: 'false' = do not show the instructions at start; absent or 'true' = show. */
export function shouldShowManual(): boolean {
  return readStorage(storageKeys.showManual) !== 'false';
}

export function setShowManual(show: boolean): void {
  writeStorage(storageKeys.showManual, show ? 'true' : 'false');
}
