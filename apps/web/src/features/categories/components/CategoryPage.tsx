import { Center, Loader, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicHtml } from '../../../lib/public-files';
import classes from './categories.module.css';
import { MathHtml } from '../../../lib/math/MathText';

/** The public-files paths tried for a category page: its own page in the language, then the default page. */
export const categoryPagePaths = (categoryId: number, lang: 'de' | 'en') => [
  `html/categories/${categoryId}_${lang}.html`,
  `html/categories/default_${lang}.html`,
];

/**
 * A category's HTML page (learner spec §2, flashcard screen): /publicFiles/html/categories/{id}_{lang}.html,
 * falling back to default_{lang}.html; sanitised with DOMPurify before it is rendered.
 */
export function CategoryPage({ categoryId }: { categoryId: number }) {
  const { t, i18n } = useTranslation('categories');
  const lang = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'de';
  const { data: html, isPending } = usePublicHtml(categoryPagePaths(categoryId, lang));
  if (isPending)
    return (
      <Center p="md">
        <Loader role="status" size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  if (!html) return null;
  return (
    <Typography className={classes.page} data-testid="category-page" data-category={categoryId}>
      <MathHtml html={html} />
    </Typography>
  );
}
