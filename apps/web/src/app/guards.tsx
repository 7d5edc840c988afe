import { Button, Stack, Text } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoginRegisterPanel } from '../features/auth/components/LoginRegisterPanel';
import { useModes } from '../lib/session';
import { PageLoader } from './layout/common';

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

/** Logged-out visitors see the login/register panel in the content area instead of the screen. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { loading, loggedIn, accountError, reloadAccount } = useModes();
  if (loading) return <PageLoader />;
  if (accountError) return <AccountUnavailable retry={reloadAccount} />;
  if (!loggedIn) return <LoginRegisterPanel />;
  return <>{children}</>;
}

/** Lessons: students and teacher mode (DESIGN §4). */
export function RequireLessons({ children }: { children: ReactNode }) {
  const { loading, loggedIn, studentMode, teacherMode, accountError, reloadAccount } = useModes();
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
