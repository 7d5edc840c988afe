import { useSyncExternalStore } from 'react';
import { createStore, useStore } from './store';
import { MOBILE_BREAKPOINT } from './breakpoint';

/**
 * State of the portal frame that features may drive:
 * - `sidebarHidden` (wide screens): a flashcard session hides the sidebar; the course overview
 *   button shows it again.
 * - `contentOpen` (small screens): the full-screen content overlay over the category recursion.
 */
export interface FrameState {
  sidebarHidden: boolean;
  contentOpen: boolean;
}

export const frameStore = createStore<FrameState>({ sidebarHidden: false, contentOpen: true });

export const frame = {
  hideSidebar: () => frameStore.set((s) => ({ ...s, sidebarHidden: true })),
  showSidebar: () => frameStore.set((s) => ({ ...s, sidebarHidden: false })),
  toggleSidebar: () => frameStore.set((s) => ({ ...s, sidebarHidden: !s.sidebarHidden })),
  /** small screens: show the content overlay (e.g. after choosing a category) */
  openContent: () => frameStore.set((s) => ({ ...s, contentOpen: true })),
  /** small screens: back to the category recursion */
  closeContent: () => frameStore.set((s) => ({ ...s, contentOpen: false })),
};

export function useFrame<S>(selector: (state: FrameState) => S): S {
  return useStore(frameStore, selector);
}

const SMALL_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
let smallQuery: MediaQueryList | null | undefined;

/** One media query list for the whole app (created on first use; none without matchMedia, e.g. jsdom). */
function smallScreenQuery(): MediaQueryList | null {
  if (smallQuery === undefined) {
    smallQuery =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(SMALL_QUERY)
        : null;
  }
  return smallQuery;
}

function subscribeSmallScreen(onChange: () => void): () => void {
  const query = smallScreenQuery();
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Reads the media query's cached result: cheap in every render (window.innerWidth, read before in every
 * render of every user of this hook, forced a synchronous layout each time).
 */
export function isSmallNow(): boolean {
  const query = smallScreenQuery();
  if (query) return query.matches;
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT;
}

/** Small-screen layout: width 768 or less (learner spec §9). */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(subscribeSmallScreen, isSmallNow, () => false);
}

type CourseOverviewListener = () => void;
const courseOverviewListeners = new Set<CourseOverviewListener>();

/** The course overview button was pressed (e.g. the flashcards feature ends its session view). */
export function onCourseOverview(listener: CourseOverviewListener): () => void {
  courseOverviewListeners.add(listener);
  return () => courseOverviewListeners.delete(listener);
}

export function emitCourseOverview(): void {
  courseOverviewListeners.forEach((listener) => listener());
}
