import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicHtml } from '../../lib/public-files';
import classes from './layout.module.css';

/** Footer HTML per language from /publicFiles/html/footer_{de,en}.html, sanitised. */
export function Footer() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const { data: html } = usePublicHtml([`html/footer_${lang}.html`]);
  if (!html) return null;
  return (
    <Box
      component="footer"
      className={classes.footer}
      data-testid="footer"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
