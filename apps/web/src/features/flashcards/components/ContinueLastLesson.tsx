import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { estimateSeconds, formatDuration } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfig } from '../../../lib/config';
import { frame } from '../../../lib/frame';
import { useLearnTypes } from '../api/learn-types';
import { useAnswerOutboxDriver } from '../session/outbox-driver';
import {
  readStoredSession,
  restoreSession,
  useSession,
  useStoredSessionVersion,
} from '../session/session-store';
import { displayTitle } from './display-title';

/**
 * Continue last lesson (learner spec §2, sidebar): shown when a stored queue exists, with the
 * remaining cards, the estimated time and the stored category titles. It restores the category and
 * the queue and goes to /flashcard.
 */
export function ContinueLastLesson() {
  const { t } = useTranslation('flashcards');
  const { displayTime } = useConfig();
  const navigate = useNavigate();
  const learnTypes = useLearnTypes();
  useAnswerOutboxDriver();
  useStoredSessionVersion();
  const active = useSession((s) => s.status === 'active');
  const stored = readStoredSession();
  if (!stored || active) return null;

  const { minutes, seconds } = formatDuration(estimateSeconds(stored.queue, learnTypes.data ?? []));
  const titles =
    stored.titles.map(displayTitle).join(' › ') || (stored.info ? displayTitle(stored.info.title) : '');
  const resume = () => {
    if (!restoreSession()) return;
    frame.hideSidebar();
    frame.openContent();
    navigate('/flashcard');
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="continue-last-lesson">
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {t('continue.title')}
        </Text>
        {titles && (
          <Text size="sm" c="dimmed" data-testid="continue-titles">
            {titles}
          </Text>
        )}
        <Text size="sm" data-testid="continue-remaining">
          {t('continue.remaining', { count: stored.queue.length })}
          {displayTime ? ` · ${t('continue.time', { minutes, seconds })}` : ''}
        </Text>
        <Button
          size="sm"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={resume}
          data-testid="continue-button"
        >
          {t('continue.button')}
        </Button>
      </Stack>
    </Paper>
  );
}

export default ContinueLastLesson;
