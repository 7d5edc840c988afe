import { lazy, Suspense } from 'react';
import { useErrorDialogs } from '../lib/api-errors';
import { useAppUpdate } from '../lib/pwa';
import classes from './UpdatePrompt.module.css';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/**
 * The place of the update offer at the bottom (above the offline banner while that shows): a live region that stays
 * in the DOM; the offer itself loads when needed.
 */
export function UpdateOffer() {
  const shown = useAppUpdate() !== 'none';
  const { offline } = useErrorDialogs();
  return (
    <div role="status" aria-live="polite" className={classes.slot} data-above-banner={offline || undefined}>
      {shown && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
