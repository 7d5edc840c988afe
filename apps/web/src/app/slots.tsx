import { Stack } from '@mantine/core';
import { lazy, type ComponentType } from 'react';

/**
 * LAYOUT SLOTS — where the categories feature plugs in its navigation (edit one line each,
 * lazily: `sidebar: lazy(() => import('../features/categories/components/CategorySidebar'))`).
 *
 * - sidebar: the left sidebar of the wide layout (category tree, continue-last-lesson button,
 *   lessons category list). Shown only to logged-in users; hidden while `frame.hideSidebar()`
 *   is in effect (flashcard session) until the course overview button is pressed.
 * - smallScreenHome: what small screens show under the content overlay (the category recursion).
 *   Call `frame.openContent()` (src/lib/frame.ts) to bring the overlay with the route's screen up.
 * Both render inside a scroll container and a Suspense boundary; set a slot to null to leave it empty.
 */
export interface LayoutSlots {
  sidebar: ComponentType | null;
  smallScreenHome: ComponentType | null;
}

const loaders = {
  sidebar: () => import('../features/categories/components/CategorySidebar'),
  continueLastLesson: () => import('../features/flashcards/components/ContinueLastLesson'),
  lessonsCategoryList: () => import('../features/lessons/components/LessonsCategoryList'),
  smallScreenHome: () => import('../features/categories/components/CategoryRecursion'),
};
const CategorySidebar = lazy(loaders.sidebar);
const ContinueLastLesson = lazy(loaders.continueLastLesson);
const LessonsCategoryList = lazy(loaders.lessonsCategoryList);

/** The wide layout's sidebar (learner spec §2): continue-last-lesson and, on /lessons, the lessons category list above the course tree. */
function Sidebar() {
  return (
    <Stack gap="md">
      <ContinueLastLesson />
      <LessonsCategoryList />
      <CategorySidebar />
    </Stack>
  );
}

export const slots: LayoutSlots = {
  sidebar: Sidebar,
  smallScreenHome: lazy(loaders.smallScreenHome),
};

/**
 * Start-up with a stored token: the navigation of the layout the window shows (the sidebar's parts, or the small
 * screens' category recursion) loads alongside the account check instead of after it.
 */
export function preloadNavigation(small: boolean): void {
  const loads = small
    ? [loaders.smallScreenHome]
    : [loaders.sidebar, loaders.continueLastLesson, loaders.lessonsCategoryList];
  for (const load of loads) load().catch(() => undefined); // a failure shows when the slot renders
}

/** Renders the registered sidebar (wide screens). */
export function SidebarSlot() {
  const Sidebar = slots.sidebar;
  return Sidebar ? <Sidebar /> : null;
}

/** Renders the registered small-screen home (category recursion). */
export function SmallScreenHomeSlot() {
  const Home = slots.smallScreenHome;
  return Home ? <Home /> : null;
}
