import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListTree } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { frame, useIsSmallScreen } from '../../../lib/frame';
import { flushAnswers } from '../session/answer-outbox';
import { reloadProgress } from '../session/outbox-driver';
import { leaveSession } from '../session/session-store';
import classes from './flashcards.module.css';

/**
 * After the last card (or when the category has no cards): the redirect message and button. The
 * button returns to the course overview (sidebar; on small screens the category recursion) and
 * reloads the progress once the answers have been sent.
 */
export function SessionEnd({ empty }: { empty: boolean }) {
  const { t } = useTranslation('flashcards');
  const queryClient = useQueryClient();
  const small = useIsSmallScreen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const back = () => {
    leaveSession();
    frame.showSidebar();
    if (small) frame.closeContent();
    void flushAnswers().finally(() => reloadProgress(queryClient));
  };

  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      className={classes.card}
      data-testid={empty ? 'session-empty' : 'session-finished'}
    >
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h3" ref={headingRef} tabIndex={-1} className={classes.noOutline}>
          {empty ? t('end.noCardsTitle') : t('end.title')}
        </Title>
        <Text role="status">{empty ? t('end.noCards') : t('end.message')}</Text>
        <Button
          leftSection={<IconListTree size={18} aria-hidden />}
          onClick={back}
          data-testid="session-back"
        >
          {t('end.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
