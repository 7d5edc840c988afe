import { useLayoutEffect, useRef } from 'react';
import { useInCardPreview } from './preview-context';

/** Keys are matched on `event.key`, lower-cased (' ' for the space bar, 'enter', 'arrowup', '+', '1' …). */
export type KeyMap = Record<string, (() => void) | undefined>;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** A control that Space/Enter already activate natively: do not act twice. */
function isActivatable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement ||
      // an audio clip's player: Space plays or pauses it (issue 28)
      target instanceof HTMLMediaElement ||
      target.getAttribute('role') === 'button' ||
      target.getAttribute('role') === 'radio' ||
      target.getAttribute('role') === 'checkbox')
  );
}

/**
 * Session keyboard shortcuts on the whole page (the hints are shown next to the controls). Ignored
 * while typing in a field, with Ctrl/Alt/Meta, inside an open dialog, and for Space/Enter on a focused
 * button (which the browser activates itself).
 */
export function useKeys(map: KeyMap, enabledByCaller = true) {
  const latest = useRef(map);
  // an editor's live preview takes no page-wide keys (preview-context.ts)
  const inPreview = useInCardPreview();
  const enabled = enabledByCaller && !inPreview;
  // a layout effect: the handlers are current as soon as the DOM shows the state they belong to
  useLayoutEffect(() => {
    latest.current = map;
  });
  // also a layout effect: the listener is there in the same commit as the card, so a key pressed the moment the
  // card shows is not lost (Chromium may run input events before React's passive effects)
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (isEditable(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const key = event.key.toLowerCase();
      if ((key === ' ' || key === 'enter') && isActivatable(event.target)) return;
      const action = latest.current[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
