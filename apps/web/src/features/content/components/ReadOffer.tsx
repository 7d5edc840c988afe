import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../../lib/api';
import { useSetStack } from '../api/contents';
import { closeOffer, useOpened } from '../opened';
import type { ContentItem } from '../types';

/**
 * After a never-read item was opened: "Opened – read it?" with "Yes, read" (sets read, 333, raise only: a level set
 * meanwhile elsewhere stays) and "Not yet" (closes the offer). Opening marks nothing by itself (docs/learning.md).
 * A failed request (offline, no server) keeps the offer and the level, as the select does.
 */
export function ReadOffer({ item }: { item: ContentItem }) {
  const { t } = useTranslation('content');
  const offered = useOpened(item.id);
  const setStack = useSetStack();
  const questionId = useId();
  // marked some other way (the select): nothing left to offer
  useEffect(() => {
    if (item.stack !== 0) closeOffer(item.id);
  }, [item.id, item.stack]);
  if (!offered || item.stack !== 0) return null;

  const markRead = async () => {
    try {
      const res = await setStack.mutateAsync({ id: item.id, value: 333, raise: true });
      closeOffer(item.id);
      if (!res.stored)
        notifications.show({ message: t('progress.watchOnly'), color: 'yellow', autoClose: 4000 });
    } catch (error) {
      if (isApiError(error) && error.kind === 'http')
        notifications.show({ message: errorText(error), color: 'red', autoClose: 4000 });
    }
  };

  return (
    <Stack gap={4} role="group" aria-labelledby={questionId} data-testid={`read-offer-${item.id}`}>
      <Text size="xs" fw={600} id={questionId}>
        {t('readOffer.question')}
      </Text>
      <Group gap={6} wrap="wrap">
        <Button
          size="compact-xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={() => void markRead()}
          loading={setStack.isPending}
          data-testid={`read-offer-yes-${item.id}`}
        >
          {t('readOffer.yes')}
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => closeOffer(item.id)}
          data-testid={`read-offer-no-${item.id}`}
        >
          {t('readOffer.no')}
        </Button>
      </Group>
    </Stack>
  );
}
