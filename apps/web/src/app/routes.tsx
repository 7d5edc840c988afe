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
 * - admin (/admin/*): only for teacherMode, rendered outside the portal frame (full page).
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
}

export const screens: ScreenRegistry = {
  flashcard: lazy(() => import('../features/flashcards/components/FlashcardScreen')),
  content: lazy(() => import('../features/content/components/ContentScreen')),
  shop: lazy(() => import('../features/shop/components/ShopScreen')),
  lessons: lazy(() => import('../features/lessons/components/LessonsScreen')),
  admin: lazy(() => import('../features/admin/components/AdminScreen')),
};
