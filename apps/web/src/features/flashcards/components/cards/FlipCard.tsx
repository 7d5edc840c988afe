import { Box, Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { IconCheck, IconRotate, IconX } from '@tabler/icons-react';
import { FLIP_ENABLE_MS } from '@portal/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeys } from '../use-keys';
import classes from '../flashcards.module.css';

export interface FlipCardProps {
  front: ReactNode;
  back: ReactNode;
  onAnswer(correct: boolean): void;
  /** the card's answer was given (nothing more to do) */
  locked?: boolean;
  /** called once when the card is flipped */
  onFlip?(): void;
}

/**
 * Flip card (admin spec §4 "Lesson card view"): flipping is enabled 1 s after the card shows; clicking
 * the front (or the flip button, or Space/Enter/F) turns it and asks 'did you know the answer' with
 * yes and no (keys J or Y, and N).
 */
export function FlipCard({ front, back, onAnswer, locked, onFlip }: FlipCardProps) {
  const { t } = useTranslation('flashcards');
  const [canFlip, setCanFlip] = useState(false);
  const [flipped, setFlipped] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const backRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setCanFlip(true), FLIP_ENABLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!flipped) return;
    questionRef.current?.focus({ preventScroll: true });
    // the question and Ja/Nein in view, above the offline banner (html's scroll-padding-bottom): on a phone a long
    // card's back ends below the window, and the focus alone would leave the buttons under the banner (issue 31)
    backRef.current?.scrollIntoView?.({ block: 'nearest' }); // jsdom (unit tests) has none
  }, [flipped]);

  const flip = () => {
    if (!canFlip || flipped) return;
    setFlipped(true);
    onFlip?.();
  };
  const answer = (correct: boolean) => {
    if (flipped && !locked) onAnswer(correct);
  };

  useKeys(
    flipped
      ? { y: () => answer(true), j: () => answer(true), n: () => answer(false) }
      : { ' ': flip, enter: flip, f: flip },
    !locked,
  );

  return (
    <Stack gap="md" data-testid="flip-card" data-flipped={flipped || undefined}>
      {flipped ? (
        <Box className={classes.flipIn} data-testid="card-back">
          {back}
        </Box>
      ) : (
        <Box
          className={canFlip ? classes.flipFront : undefined}
          // playing an audio clip on the front does not turn the card
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('audio'))) flip();
          }}
          data-testid="card-front"
          data-can-flip={canFlip || undefined}
        >
          {front}
        </Box>
      )}

      {flipped ? (
        <Stack gap="xs" align="center" ref={backRef} className={classes.answerBar}>
          <Text ref={questionRef} tabIndex={-1} fw={600} className={classes.noOutline} id="did-you-know">
            {t('session.didYouKnow')}
          </Text>
          <Group justify="center" gap="sm" role="group" aria-labelledby="did-you-know">
            <Button
              color="green"
              leftSection={<IconCheck size={18} aria-hidden />}
              rightSection={
                <Kbd size="xs" className={classes.keyHint}>
                  J
                </Kbd>
              }
              onClick={() => answer(true)}
              disabled={locked}
              aria-keyshortcuts="J Y"
              data-testid="answer-yes"
            >
              {t('session.yes')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} aria-hidden />}
              rightSection={
                <Kbd size="xs" className={classes.keyHint}>
                  N
                </Kbd>
              }
              onClick={() => answer(false)}
              disabled={locked}
              aria-keyshortcuts="N"
              data-testid="answer-no"
            >
              {t('session.no')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="center">
          <Button
            leftSection={<IconRotate size={18} aria-hidden />}
            rightSection={
              <Kbd size="xs" className={classes.keyHint}>
                {t('keys.space')}
              </Kbd>
            }
            onClick={flip}
            disabled={!canFlip}
            aria-keyshortcuts="Space F"
            data-testid="flip"
          >
            {t('session.flip')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
