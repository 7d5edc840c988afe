import { useEffect } from 'react';
import { getOpenPanel, openPanel } from '../../lib/panels';
import { useModes } from '../../lib/session';
import { markManualShownOnce, shouldShowManualAtStart } from './manual-flag';

let shownThisPageLoad = false;

/**
 * Opens the instructions manual at start, for visitors and logged-in users alike: once at the first start
 * (flag unset; it is then marked as shown), and at every start only for those who unticked "don't show again".
 */
export function useManualAtStart(): void {
  const { loading } = useModes();
  useEffect(() => {
    if (loading || shownThisPageLoad) return;
    shownThisPageLoad = true;
    if (shouldShowManualAtStart() && !getOpenPanel()) {
      openPanel('manual');
      markManualShownOnce();
    }
  }, [loading]);
}
