import { useEffect } from 'react';
import { getOpenPanel, openPanel } from '../../lib/panels';
import { useModes } from '../../lib/session';
import { markManualShownOnce, shouldShowManualAtStart } from './manual-flag';

let shownThisPageLoad = false;

/**
 * Opens the instructions manual at start for logged-in users (issue 31: visitors were shown screens they cannot
 * open; they get it at their first login): once at the first start (flag unset; it is then marked as shown), and at
 * every start only for those who unticked "don't show again".
 */
export function useManualAtStart(): void {
  const { loading, loggedIn } = useModes();
  useEffect(() => {
    if (loading || !loggedIn || shownThisPageLoad) return;
    shownThisPageLoad = true;
    if (shouldShowManualAtStart() && !getOpenPanel()) {
      openPanel('manual');
      markManualShownOnce();
    }
  }, [loading, loggedIn]);
}
