import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useModes } from '../lib/session';
import { PageLoader } from './layout/common';

/** The login and register forms load for visitors only (a logged-in learner's first download stays smaller). */
const LoginRegisterForms = lazy(() =>
  import('../features/auth/components/LoginRegisterPanel').then((m) => ({ default: m.LoginRegisterPanel })),
);

function LoginRegisterPanel() {
  return (
    <Suspense fallback={<PageLoader />}>
      <LoginRegisterForms />
    </Suspense>
  );
}

/**
 * A stored token whose user could not be loaded (the API was unreachable): the learner is not logged out,
 * so offer to try again instead of showing the login form.
 */
function AccountUnavailable({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="sm" role="alert" data-testid="account-unavailable">
      <Text>{t('errors.accountUnavailable')}</Text>
      <Button onClick={retry}>{t('errors.retry')}</Button>
    </Stack>
  );
}

/**
 * The end of the first user request is an urgent (synchronous) update; the screen that it reveals then mounts
 * in a deferred render, which React splits into short tasks instead of one long one.
 */
function useDeferredLoading(loading: boolean): boolean {
  return useDeferredValue(loading);
}

/** Where a login that was asked for elsewhere (the shop's "to login") returns to: `navigate(path, { state: { returnTo } })`. */
function returnToOf(state: unknown): string | null {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null;
}

/**
 * Logged-out visitors see the login/register panel in the content area instead of the screen. A visitor sent
 * here to log in from another screen (the shop) goes back there once logged in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loading: loadingNow, loggedIn, accountError, reloadAccount } = useModes();
  const loading = useDeferredLoading(loadingNow);
  const returnTo = returnToOf(useLocation().state);
  if (loading) return <PageLoader />;
  if (accountError) return <AccountUnavailable retry={reloadAccount} />;
  if (!loggedIn) return <LoginRegisterPanel />;
  if (returnTo) return <Navigate to={returnTo} replace />;
  return <>{children}</>;
}

/** Lessons: students and teacher mode (DESIGN §4). */
export function RequireLessons({ children }: { children: ReactNode }) {
  const { loading: loadingNow, loggedIn, studentMode, teacherMode, accountError, reloadAccount } = useModes();
  const loading = useDeferredLoading(loadingNow);
  if (loading) return <PageLoader />;
  if (accountError) return <AccountUnavailable retry={reloadAccount} />;
  if (!loggedIn) return <LoginRegisterPanel />;
  if (!studentMode && !teacherMode) return <Navigate to="/flashcard" replace />;
  return <>{children}</>;
}

/** The admin page: teacher mode only. */
export function RequireTeacher({ children }: { children: ReactNode }) {
  const { loading, teacherMode } = useModes();
  if (loading) return <PageLoader />;
  if (!teacherMode) return <Navigate to="/flashcard" replace />;
  return <>{children}</>;
}

export const CONTENT_TYPES = ['theory', 'exercises'] as const;

/** /content/:type accepts theory and exercises only. */
export function RequireContentType({ children }: { children: ReactNode }) {
  const { type } = useParams();
  if (!CONTENT_TYPES.includes(type as (typeof CONTENT_TYPES)[number])) {
    return <Navigate to="/content/theory" replace />;
  }
  return <>{children}</>;
}
