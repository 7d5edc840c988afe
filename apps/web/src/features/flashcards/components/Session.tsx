import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCloudUpload, IconEdit, IconExclamationCircle } from '@tabler/icons-react';
import { FEEDBACK_MS } from '@portal/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { holdAppUpdate } from '../../../lib/pwa';
import { useModes } from '../../../lib/session';
import { answeredBySelfAssessment, typedCardData } from '../card-data';
import { keepSessionPictures } from '../api/card-image';
import { recordAnswer, useWaitingAnswerCount } from '../session/answer-outbox';
import { answerCurrentCard, sessionStore, skipCurrentCard, useSession } from '../session/session-store';
import type { QueuedCard } from '../types';
import { CardView } from './cards/CardView';
import { SessionEnd } from './SessionEnd';
import { displayTitle } from './display-title';
import classes from './flashcards.module.css';
import { MathText } from '../../../lib/math/MathText';

interface Feedback {
  card: QueuedCard;
  correct: boolean;
  step: number;
}

/**
 * The running session: the first card of the queue, rendered by type. An answer is recorded (and sent
 * in the background), then the queue moves on: flip cards at once, checked cards after showing
 * 'Correct Answer' or 'Wrong Answer' for 2 s. The last answer ends the session.
 */
export function Session() {
  const { t } = useTranslation('flashcards');
  const status = useSession((s) => s.status);
  const queue = useSession((s) => s.queue);
  const step = useSession((s) => s.step);
  const info = useSession((s) => s.info);
  const { user, teacherMode } = useModes();
  const pending = useWaitingAnswerCount(user?.id ?? null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    // the session's pictures are fetched ahead, so the stored session can be played to its end offline
    void keepSessionPictures(sessionStore.get().queue);
  }, [info?.id]);

  // a new version of the app is not offered while a card is on screen, only at the end (app/UpdatePrompt)
  useEffect(() => {
    holdAppUpdate(status === 'active');
    return () => holdAppUpdate(false);
  }, [status]);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  if ((status === 'finished' || status === 'empty') && !feedback)
    return <SessionEnd empty={status === 'empty'} />;
  const card = feedback?.card ?? queue[0];
  if (!card) return null;
  const typed = typedCardData(card.type, card.data);

  const onAnswer = (correct: boolean) => {
    if (feedback || queue[0]?.id !== card.id) return;
    if (user) recordAnswer(user.id, card.id, correct);
    if (typed && !answeredBySelfAssessment(typed.kind)) setFeedback({ card, correct, step });
    answerCurrentCard(correct);
  };

  const remaining = queue.length;
  return (
    <Stack gap="md" className={classes.card} data-testid="session">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          {info && (
            <Text size="sm" c="dimmed" data-testid="session-category">
              {displayTitle(info.title)}
            </Text>
          )}
          <Title order={1} size="h3" data-testid="card-title" data-card-id={card.id}>
            <MathText text={card.title} />
          </Title>
        </Stack>
        <Group gap="xs">
          {card.mistakes > 0 && (
            <Badge color="red.9" variant="outline" data-testid="card-mistakes">
              {t('session.mistakes', { count: card.mistakes })}
            </Badge>
          )}
          <Badge variant="light" size="lg" data-testid="remaining">
            {t('session.remaining', { count: remaining })}
          </Badge>
        </Group>
      </Group>

      <VisuallyHidden aria-live="polite" data-testid="card-announcement">
        {feedback ? '' : t('session.announce', { title: card.title, count: remaining })}
      </VisuallyHidden>

      {feedback && (
        <Alert
          role="status"
          aria-live="assertive"
          color={feedback.correct ? 'green' : 'red'}
          variant="filled"
          // an exclamation sign, not a ✕: a ✕ in a banner reads as a close button that does nothing
          icon={feedback.correct ? <IconCircleCheck aria-hidden /> : <IconExclamationCircle aria-hidden />}
          className={classes.feedback}
          data-testid="feedback"
          data-correct={feedback.correct}
        >
          {feedback.correct ? t('feedback.correct') : t('feedback.wrong')}
        </Alert>
      )}

      <Paper
        withBorder
        shadow="xs"
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        data-testid="card"
        data-card-type={card.type}
      >
        {card.description && (
          <Text size="sm" c="dimmed" mb="sm">
            {card.description}
          </Text>
        )}
        <CardView
          key={`${card.id}:${feedback ? feedback.step : step}`}
          card={card}
          typed={typed}
          locked={!!feedback}
          onAnswer={onAnswer}
          onSkip={skipCurrentCard}
        />
      </Paper>

      <Group justify="space-between" wrap="wrap" gap="xs">
        {pending > 0 ? (
          <Group gap={6} c="dimmed" role="status" data-testid="pending-answers">
            <IconCloudUpload size={16} aria-hidden />
            <Text size="sm">{t('session.pending', { count: pending })}</Text>
          </Group>
        ) : (
          <span />
        )}
        {teacherMode && (
          <Anchor component={Link} to={`/admin?card=${card.id}`} size="sm" data-testid="edit-card">
            <Group gap={4} component="span">
              <IconEdit size={16} aria-hidden />
              {t('session.edit')}
            </Group>
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
