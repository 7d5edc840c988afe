import { useIsSmallScreen } from '../../lib/frame';
import { useManualAtStart } from '../../features/manual/useManualAtStart';
import { DesktopLayout } from './DesktopLayout';
import { SmallLayout } from './SmallLayout';

/** The learner frame: small-screen layout at 768 px or less, desktop layout above. */
export function PortalFrame() {
  const small = useIsSmallScreen();
  useManualAtStart();
  return small ? <SmallLayout /> : <DesktopLayout />;
}
