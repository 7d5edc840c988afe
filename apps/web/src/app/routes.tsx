import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { prefetchCourseTree } from '../features/categories/prefetch';
import { prefetchContentScreen } from '../features/content/prefetch';
import { prefetchFlashcardScreen } from '../features/flashcards/prefetch';
import { isSmallNow } from '../lib/frame';
import { preloadNavigation } from './slots';

/**
 * SCREEN REGISTRY — the extension point for the screens of each route (router: ./router.tsx).
 *
 * Each feature registers its screen with ONE line here, always lazily so the learner's
 * first download stays small, e.g.:
 *   flashcard: lazy(() => import('../features/flashcards/components/FlashcardScreen')),
 * (the module's default export is the screen; `import { lazy } from 'react'`).
 *
 * The router already handles what is common to all screens:
 * - flashcard, content, lessons: logged-out visitors get the login/register panel instead;
 * - content: only rendered for :type 'theory' or 'exercises' (read it with useParams());
 * - lessons: only for studentMode or teacherMode (others are sent to /flashcard);
 * - admin (/admin/*): only for teacherMode, rendered outside the portal frame (full page);
 * - statistics (/statistics/:categoryId): logged-out visitors get the login/register panel.
 */
export interface ScreenRegistry {
  /** /flashcard */
  flashcard: ComponentType;
  /** /content/:type  (type = 'theory' | 'exercises') */
  content: ComponentType;
  /** /shop (viewable when logged out) */
  shop: ComponentType;
  /** /lessons */
  lessons: ComponentType;
  /** /admin/* */
  admin: ComponentType;
  /** /statistics/:categoryId (a learner's statistics of a category; read it with useParams()) */
  statistics: ComponentType;
}

const loaders = {
  flashcard: () => import('../features/flashcards/components/FlashcardScreen'),
  content: () => import('../features/content/components/ContentScreen'),
  shop: () => import('../features/shop/components/ShopScreen'),
  lessons: () => import('../features/lessons/components/LessonsScreen'),
  admin: () => import('../features/admin/components/AdminScreen'),
  statistics: () => import('../features/statistics/components/StatisticsScreen'),
} satisfies Record<keyof ScreenRegistry, () => Promise<{ default: ComponentType }>>;

export const screens: ScreenRegistry = {
  flashcard: lazy(loaders.flashcard),
  content: lazy(loaders.content),
  shop: lazy(loaders.shop),
  lessons: lazy(loaders.lessons),
  admin: lazy(loaders.admin),
  statistics: lazy(loaders.statistics),
};

/**
 * The learner screen of a URL's first path segment, with the dictionary it uses and the data it shows first
 * (asked for with the stored token while the account is checked: issue 31 point 5, a repeat visit on a slow
 * network waited one round trip for the account and then one for the screen's data).
 */
const learnerScreens: Record<
  string,
  { load: () => Promise<unknown>; namespace: string; prefetch?: (qc: QueryClient, pathname: string) => void }
> = {
  flashcard: { load: loaders.flashcard, namespace: 'flashcards', prefetch: prefetchFlashcardScreen },
  content: { load: loaders.content, namespace: 'content', prefetch: prefetchContentScreen },
  shop: { load: loaders.shop, namespace: 'shop' },
  lessons: { load: loaders.lessons, namespace: 'lessons' },
  statistics: { load: loaders.statistics, namespace: 'statistics' },
};

/**
 * Start-up: the screen of the URL (its chunk and dictionary) is fetched while the configuration, the
 * dictionaries and the user are loaded, instead of after them (a chain of round trips on a slow network).
 * Returns the namespaces to load.
 */
export function preloadScreenOf(pathname: string): string[] {
  const screen = learnerScreens[pathname.split('/')[1] || 'flashcard'];
  if (!screen) return [];
  screen.load().catch(() => undefined); // a failure shows when the screen renders
  return [screen.namespace];
}

/**
 * Start-up with a stored token, once the configuration is read: the frame's navigation and the data the URL's
 * screen shows first, alongside the account check (the screens render once it answers and find their data there
 * or on its way). The requests are silent; a failure shows when the screen asks again.
 */
export function prefetchScreenDataOf(pathname: string, qc: QueryClient): void {
  preloadNavigation(isSmallNow());
  prefetchCourseTree(qc);
  learnerScreens[pathname.split('/')[1] || 'flashcard']?.prefetch?.(
    qc,
    pathname === '/' ? '/flashcard' : pathname,
  );
}
