import { lazy, Suspense } from 'react';
import { useAppUpdate } from '../lib/pwa';
import classes from './UpdatePrompt.module.css';

const UpdatePrompt = lazy(() => import('./UpdatePrompt'));

/** The place of the update offer: a live region that stays in the DOM; the offer itself loads when needed. */
export function UpdateOffer() {
  const shown = useAppUpdate() !== 'none';
  return (
    <div role="status" aria-live="polite" className={classes.slot}>
      {shown && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </div>
  );
}
