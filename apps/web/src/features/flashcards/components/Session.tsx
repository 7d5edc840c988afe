import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconCloudUpload, IconEdit, IconExclamationCircle } from '@tabler/icons-react';
import { FEEDBACK_MS } from '@portal/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { holdAppUpdate } from '../../../lib/pwa';
import { useLearningSettings } from '../../../lib/learning-settings';
import { useModes } from '../../../lib/session';
import { answeredBySelfAssessment, typedCardData } from '../card-data';
import { keepSessionPictures } from '../api/card-image';
import { recordAnswer, useWaitingAnswerCount } from '../session/answer-outbox';
import { answerCurrentCard, sessionStore, skipCurrentCard, useSession } from '../session/session-store';
import type { QueuedCard } from '../types';
import { CardView } from './cards/CardView';
import { SessionEnd } from './SessionEnd';
import { displayTitle } from './display-title';
import { useKeys } from './use-keys';
import classes from './flashcards.module.css';
import { MathText } from '../../../lib/math/MathText';

interface Feedback {
  card: QueuedCard;
  correct: boolean;
  step: number;
  /**
   * A typed (cloze) answer judged wrong: the learner may say "Ich hatte recht". It is recorded, and the queue moves
   * on, only when the feedback ends (as right, logged as an override, or as wrong); a reload meanwhile asks the card
   * again.
   */
  overridable: boolean;
  /** when the answer was given */
  at: number;
}

/**
 * The running session: the first card of the queue, rendered by type. An answer is recorded (and sent
 * in the background), then the queue moves on: flip cards at once, checked cards after showing
 * 'Correct Answer' or 'Wrong Answer' for 2 s (a wrong one until the learner moves on, when they asked for time in
 * the profile or are on the feedback's buttons; a wrong cloze answer offers "Ich hatte recht"). The last answer
 * ends the session.
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
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const shownCard = feedback?.card ?? queue[0];
  const shownKey = shownCard ? `${shownCard.id}:${feedback ? feedback.step : step}` : null;

  // Each new card takes the focus (its title, read by screen readers), unless the card put it into itself (a cloze's
  // first gap): without this it dropped to the page body after every answer.
  useEffect(() => {
    if (!shownKey) return;
    if (cardRef.current?.contains(document.activeElement)) return;
    titleRef.current?.focus({ preventScroll: true });
  }, [shownKey]);

  useEffect(() => {
    // the session's pictures are fetched ahead, so the stored session can be played to its end offline
    void keepSessionPictures(sessionStore.get().queue);
  }, [info?.id]);

  // a new version of the app is not offered while a card is on screen, only at the end (app/UpdatePrompt)
  useEffect(() => {
    holdAppUpdate(status === 'active');
    return () => holdAppUpdate(false);
  }, [status]);

  // The spec's 2 s, unless the learner asked for time after a wrong answer (profile) or is on the feedback (pointer
  // or focus on its buttons): then it stays until they move on (Enter, Space, "Weiter").
  const { keepWrongFeedback } = useLearningSettings();
  const [held, setHeld] = useState(false);
  const waitsForLearner = !!feedback && !feedback.correct && (keepWrongFeedback || held);
  const endFeedback = (overridden = false) => {
    const current = feedback;
    if (!current) return;
    if (current.overridable) {
      if (user) recordAnswer(user.id, current.card.id, overridden, { override: overridden, at: current.at });
      answerCurrentCard(overridden);
    }
    setHeld(false);
    setFeedback(null);
  };
  const endFeedbackRef = useRef(endFeedback);
  useLayoutEffect(() => {
    endFeedbackRef.current = endFeedback;
  });
  useEffect(() => {
    if (!feedback || waitsForLearner) return;
    const timer = setTimeout(() => endFeedbackRef.current(), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback, waitsForLearner]);
  useKeys({ enter: () => endFeedback(), ' ': () => endFeedback() }, waitsForLearner);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // kept until the learner moves on: the focus goes to "Weiter" (a key pressed in a card's field reaches it too)
    if (waitsForLearner && !held) nextRef.current?.focus({ preventScroll: true });
  }, [waitsForLearner, held]);

  if ((status === 'finished' || status === 'empty') && !feedback)
    return <SessionEnd empty={status === 'empty'} />;
  const card = feedback?.card ?? queue[0];
  if (!card) return null;
  const typed = typedCardData(card.type, card.data);

  const onAnswer = (correct: boolean) => {
    if (feedback || queue[0]?.id !== card.id) return;
    const overridable = !correct && typed?.kind === 'cloze';
    if (typed && !answeredBySelfAssessment(typed.kind))
      setFeedback({ card, correct, step, overridable, at: Date.now() });
    if (overridable) return; // recorded when the feedback ends
    if (user) recordAnswer(user.id, card.id, correct);
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
          <Title
            order={1}
            size="h3"
            data-testid="card-title"
            data-card-id={card.id}
            ref={titleRef}
            tabIndex={-1}
            className={classes.noOutline}
          >
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

      {/* the feedback's place is kept while there is none: the card never jumps down and up (issue 31) */}
      <div
        className={classes.feedbackSlot}
        onPointerEnter={() => feedback?.overridable && setHeld(true)}
        onFocus={() => feedback && setHeld(true)}
      >
        {feedback && (
          <Alert
            role="status"
            aria-live="assertive"
            color={feedback.correct ? 'green.9' : 'red.9'}
            variant="filled"
            className={classes.feedback}
            data-testid="feedback"
            data-correct={feedback.correct}
            data-waits={waitsForLearner || undefined}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={8} wrap="nowrap">
                {/* an exclamation sign, not a ✕: a ✕ in a banner reads as a close button that does nothing */}
                {feedback.correct ? (
                  <IconCircleCheck aria-hidden className={classes.feedbackIcon} />
                ) : (
                  <IconExclamationCircle aria-hidden className={classes.feedbackIcon} />
                )}
                <span>{feedback.correct ? t('feedback.correct') : t('feedback.wrong')}</span>
              </Group>
              {(feedback.overridable || waitsForLearner) && (
                <Group gap={6} wrap="nowrap">
                  {feedback.overridable && (
                    <Button
                      size="compact-sm"
                      variant="white"
                      color="dark"
                      onClick={() => endFeedback(true)}
                      data-testid="feedback-override"
                    >
                      {t('feedback.override')}
                    </Button>
                  )}
                  {waitsForLearner && (
                    <Button
                      ref={nextRef}
                      size="compact-sm"
                      variant="white"
                      color="dark"
                      onClick={() => endFeedback()}
                      data-testid="feedback-next"
                    >
                      {t('feedback.next')}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
          </Alert>
        )}
        {/* the answers waiting for the connection, in the feedback's place while there is none: at the top of the
            card, never under the offline banner at the bottom of the window (issue 31) */}
        {!feedback && pending > 0 && (
          <Group
            gap={6}
            c="dimmed"
            role="status"
            wrap="nowrap"
            className={classes.pendingLine}
            data-testid="pending-answers"
          >
            <IconCloudUpload size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" lh={1.3}>
              {t('session.pending', { count: pending })}
            </Text>
          </Group>
        )}
      </div>

      <Paper
        withBorder
        shadow="xs"
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        data-testid="card"
        data-card-type={card.type}
        ref={cardRef}
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

      {teacherMode && (
        <Group justify="flex-end" wrap="wrap" gap="xs">
          <Anchor component={Link} to={`/admin?card=${card.id}`} size="sm" data-testid="edit-card">
            <Group gap={4} component="span">
              <IconEdit size={16} aria-hidden />
              {t('session.edit')}
            </Group>
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
