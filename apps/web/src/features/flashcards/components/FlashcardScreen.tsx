import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useEffect } from 'react';
import { frame, onCourseOverview, useIsSmallScreen } from '../../../lib/frame';
import { CategoryPage, useSelectedCategory } from '../../categories';
import { useAnswerOutboxDriver } from '../session/outbox-driver';
import { leaveSession, sessionStore, useSession } from '../session/session-store';
import { ContinueLastLesson } from './ContinueLastLesson';
import { Instructions } from './Instructions';
import { SessionSummary } from './SessionSummary';

/** The session view (card types, DOMPurify) loads when a session starts, not with the screen. */
const Session = lazy(() => import('./Session').then((m) => ({ default: m.Session })));

function SessionLoader() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * /flashcard (learner spec §2 "Flashcard screen"; logged-out visitors get the login panel from the
 * router): the running session; else, with a category selected, the session summary above the
 * category page; else the instruction page. Small screens also offer continue-last-lesson here
 * (wide screens have it in the sidebar).
 */
export default function FlashcardScreen() {
  useAnswerOutboxDriver();
  const status = useSession((s) => s.status);
  const selected = useSelectedCategory();
  const small = useIsSmallScreen();

  useEffect(() => {
    // The course overview button ends the session view; the stored queue stays for 'continue'.
    const off = onCourseOverview(() => {
      if (sessionStore.get().status !== 'idle') leaveSession();
    });
    return () => {
      off();
      if (sessionStore.get().status !== 'idle') {
        leaveSession();
        frame.showSidebar();
      }
    };
  }, []);

  if (status !== 'idle')
    return (
      <Suspense fallback={<SessionLoader />}>
        <Session />
      </Suspense>
    );
  return (
    <Stack gap="lg" data-testid="flashcard-screen">
      {small && <ContinueLastLesson />}
      {selected ? (
        <>
          <SessionSummary category={selected} />
          <CategoryPage categoryId={selected.id} />
        </>
      ) : (
        <Instructions />
      )}
    </Stack>
  );
}
