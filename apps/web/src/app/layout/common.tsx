import { Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

export function AppTitle() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.title} data-testid="app-title">
      {t('appTitle')}
    </Link>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}

/** Suspense boundary for lazily loaded screens and slots. */
export function LazyBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}
