import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useModes } from '../../../lib/session';
import { onAnswersDrained, setOutboxUser } from './answer-outbox';
import { sessionStore } from './session-store';

/**
 * 'Reload progress' (learner spec §4): the progress blocks (all under ['progress', …]: course tree,
 * content tables), the next session's card set and the memory figures (exam block, statistics: ['memory', …])
 * are fetched again.
 */
export function reloadProgress(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['progress'] }),
    queryClient.invalidateQueries({ queryKey: ['flashcards', 'session'] }),
    queryClient.invalidateQueries({ queryKey: ['memory'] }),
  ]);
}

/**
 * Connects the answer outbox to the logged-in user (only their answers are sent) and reloads the
 * progress once answers sent late (e.g. after going online) have all arrived. Rendered by the flashcard screen and the
 * continue-last-lesson button, so it runs wherever a learner can be.
 */
export function useAnswerOutboxDriver() {
  const { user } = useModes();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useEffect(() => {
    setOutboxUser(userId);
  }, [userId]);
  useEffect(
    () =>
      onAnswersDrained(() => {
        // during a session the progress is not on screen; the session's end reloads it
        if (sessionStore.get().status === 'idle') void reloadProgress(queryClient);
      }),
    [queryClient],
  );
}
