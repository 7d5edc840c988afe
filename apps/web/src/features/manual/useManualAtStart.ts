import { useEffect } from 'react';
import { getOpenPanel, openPanel } from '../../lib/panels';
import { useModes } from '../../lib/session';
import { shouldShowManual } from './manual-flag';

let shownThisPageLoad = false;

/** Opens the instructions manual once per page load when a user is logged in and the flag allows it. */
export function useManualAtStart(): void {
  const { loggedIn } = useModes();
  useEffect(() => {
    if (!loggedIn || shownThisPageLoad) return;
    shownThisPageLoad = true;
    if (shouldShowManual() && !getOpenPanel()) openPanel('manual');
  }, [loggedIn]);
}
