import { useMediaQuery } from '@mantine/hooks';
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

/** Small-screen layout: width 768 or less (learner spec §9). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`, isSmallNow(), {
    getInitialValueInEffect: false,
  });
}

function isSmallNow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth <= MOBILE_BREAKPOINT;
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
