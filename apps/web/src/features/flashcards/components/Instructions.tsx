import { Center, Loader, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicHtml } from '../../../lib/public-files';

/** No category selected: the instruction page per language (/publicFiles/html/flashcards/instructions_{de,en}.html). */
export function Instructions() {
  const { t, i18n } = useTranslation('flashcards');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { data: html, isPending } = usePublicHtml([`html/flashcards/instructions_${lang}.html`]);
  if (isPending)
    return (
      <Center p="xl">
        <Loader role="status" aria-label={t('common:loading')} />
      </Center>
    );
  if (!html) return <Text c="dimmed">{t('instructions.unavailable')}</Text>;
  return (
    <Typography data-testid="flashcard-instructions">
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
