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

/**
 * The session view (card types, DOMPurify) is not part of the screen's first download: it loads when a
 * category's summary (with its start button) shows, or when a session starts.
 */
let loadedSession: typeof import('./Session').Session | null = null;
const loadSession = () =>
  import('./Session').then((m) => {
    loadedSession = m.Session;
    return { default: m.Session };
  });
const LazySession = lazy(loadSession);

function SessionLoader() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Loader role="status" aria-label={t('loading')} />
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

  const canStart = !!selected;
  useEffect(() => {
    if (canStart) loadSession().catch(() => undefined); // a failure shows when the session starts
  }, [canStart]);

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

  if (status !== 'idle') {
    // loaded while the summary showed: at once, so keys pressed right after the start reach the card
    const Session = loadedSession ?? LazySession;
    return (
      <Suspense fallback={<SessionLoader />}>
        <Session />
      </Suspense>
    );
  }
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
