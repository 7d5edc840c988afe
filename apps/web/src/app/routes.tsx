import { Stack, Text, Title } from '@mantine/core';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * SCREEN REGISTRY — the extension point for the screens of each route (router: ./router.tsx).
 *
 * A feature replaces its placeholder by editing ONE line here, always lazily so the learner's
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

function PlaceholderPage({ name }: { name: keyof ScreenRegistry }) {
  const { t } = useTranslation();
  const { type } = useParams();
  const titleKey =
    name === 'content' ? `tabs.${type === 'exercises' ? 'exercise' : 'theory'}` : `screens.${name}`;
  return (
    <Stack gap="sm" data-testid={`screen-${name}`}>
      <Title order={1} size="h2">
        {t(titleKey)}
      </Title>
      <Text c="dimmed">{t('screens.placeholder')}</Text>
    </Stack>
  );
}

/** Placeholder screens: each renders a simple page until its feature replaces it in `screens`. */
export const FlashcardPlaceholder = () => <PlaceholderPage name="flashcard" />;
export const ContentPlaceholder = () => <PlaceholderPage name="content" />;
export const ShopPlaceholder = () => <PlaceholderPage name="shop" />;
export const LessonsPlaceholder = () => <PlaceholderPage name="lessons" />;
export const AdminPlaceholder = () => <PlaceholderPage name="admin" />;

export const screens: ScreenRegistry = {
  flashcard: lazy(() => import('../features/flashcards/components/FlashcardScreen')),
  content: lazy(() => import('../features/content/components/ContentScreen')),
  shop: lazy(() => import('../features/shop/components/ShopScreen')),
  lessons: lazy(() => import('../features/lessons/components/LessonsScreen')),
  admin: lazy(() => import('../features/admin/components/AdminScreen')),
};
