import { lazy, type ComponentType } from 'react';

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

/** The learner screen of a URL's first path segment, with the dictionary it uses. */
const learnerScreens: Record<string, { load: () => Promise<unknown>; namespace: string }> = {
  flashcard: { load: loaders.flashcard, namespace: 'flashcards' },
  content: { load: loaders.content, namespace: 'content' },
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
