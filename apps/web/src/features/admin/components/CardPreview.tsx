import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { FEEDBACK_MS } from '@portal/core';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The learner's own card components, so the preview is exactly what a learner sees (flashcards feature).
import { typedCardData } from '../../flashcards/card-data';
import { CardView } from '../../flashcards/components/cards/CardView';
import type { AdminCard } from '../types';
import classes from './admin.module.css';

/** Preview of a saved card as a learner meets it in a session (admin spec §2, card editor in update mode). */
export function CardPreview({
  card,
  opened,
  onClose,
}: {
  card: AdminCard;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const [feedback, setFeedback] = useState<{ correct: boolean; step: number } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => {
      setFeedback(null);
      setRound((r) => r + 1);
    }, FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const typed = typedCardData(card.type, card.data);
  const queued = { ...card, stack: 0, last_mistakes: 0, mistakes: 0, thumbnails: null };
  return (
    <Modal opened={opened} onClose={onClose} size="xl" title={t('preview.title')} data-testid="card-preview">
      <Stack gap="md" className={classes.preview} data-testid="preview-body">
        <Title order={3} size="h4" data-testid="preview-card-title">
          {card.title}
        </Title>
        {feedback && (
          <Alert
            role="status"
            color={feedback.correct ? 'green' : 'red'}
            variant="filled"
            icon={feedback.correct ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
            data-testid="preview-feedback"
          >
            {feedback.correct ? t('preview.correct') : t('preview.wrong')}
          </Alert>
        )}
        <Paper
          withBorder
          shadow="xs"
          p="lg"
          radius="md"
          data-testid="preview-card"
          data-card-type={card.type}
        >
          {card.description && (
            <Text size="sm" c="dimmed" mb="sm">
              {card.description}
            </Text>
          )}
          <CardView
            key={`${card.id}:${card.updated_at}:${round}`}
            card={queued}
            typed={typed}
            locked={!!feedback}
            onAnswer={(correct) => setFeedback({ correct, step: round })}
            onSkip={onClose}
          />
        </Paper>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('preview.note')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={() => setRound((r) => r + 1)}
          >
            {t('preview.again')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
