import { Alert, Box, Button, Group, Kbd, Stack, Text, TextInput } from '@mantine/core';
import {
  isClozeCorrect,
  isClozeGapCorrect,
  isNumericGapText,
  looksLikeFormula,
  answerAsMathText,
  numericSolutionText,
  parseCloze,
  stripMathDelimiters,
  type ClozeCardData,
} from '@portal/core';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInCardPreview } from '../preview-context';
import { useKeys } from '../use-keys';
import { MathText } from '../../../../lib/math/MathText';
import { CheckHint } from './CheckHint';
import type { CardViewProps } from './types';
import classes from '../flashcards.module.css';

/**
 * Cloze (type 6): one field per bracketed gap; a gap accepts any of its comma-separated alternatives
 * (admin spec §5). Enter checks (also inside a field); with a gap left empty it first asks (Enter again or
 * 'check anyway' checks, typing fills it in); after the check the accepted answers show.
 */
export function ClozeCard({ data, onAnswer, locked }: CardViewProps & { data: ClozeCardData }) {
  const { t } = useTranslation('flashcards');
  const inPreview = useInCardPreview();
  const segments = useMemo(() => parseCloze(data.question), [data.question]);
  const gapCount = segments.filter((s) => s.kind === 'gap').length;
  const [given, setGiven] = useState<string[]>(() => new Array<string>(gapCount).fill(''));
  // a gap whose answer is a formula shows the learner's answer rendered while they type it
  const formulaGaps = useMemo(
    () =>
      segments.flatMap((segment) =>
        segment.kind === 'gap'
          ? [
              segment.alternatives.some(
                (alternative) => !isNumericGapText(alternative) && looksLikeFormula(alternative),
              ),
            ]
          : [],
      ),
    [segments],
  );

  // a gap left empty is asked about first: an empty check records a wrong answer the learner may not have meant
  const [askEmpty, setAskEmpty] = useState(false);
  const gapRefs = useRef<(HTMLInputElement | null)[]>([]);
  const emptyGaps = given.flatMap((value, index) => (value.trim() === '' ? [index] : []));
  const check = (confirmed = false) => {
    if (locked) return;
    if (emptyGaps.length > 0 && !confirmed && !askEmpty) {
      setAskEmpty(true);
      gapRefs.current[emptyGaps[0]]?.focus();
      return;
    }
    setAskEmpty(false);
    onAnswer(isClozeCorrect(data.question, given));
  };
  useKeys({ enter: () => check() }, !locked);

  return (
    <Stack gap="md" data-testid="cloze">
      <Box className={classes.cloze} lh={2.4}>
        {segments.map((segment, i) =>
          segment.kind === 'text' ? (
            <MathText key={i} text={segment.text} />
          ) : (
            <span key={i} className={classes.gap}>
              <TextInput
                size="sm"
                display="inline-block"
                w={`${Math.max(6, ...segment.alternatives.map((a) => a.length)) + 3}ch`}
                aria-label={t('cloze.gap', { n: segment.gapIndex + 1, count: gapCount })}
                value={given[segment.gapIndex] ?? ''}
                readOnly={locked}
                autoFocus={segment.gapIndex === 0 && !inPreview}
                ref={(element) => {
                  gapRefs.current[segment.gapIndex] = element;
                }}
                autoComplete="off"
                // a numeric gap (#…) brings up the number keyboard, comma and point included
                inputMode={segment.alternatives.some(isNumericGapText) ? 'decimal' : undefined}
                autoCapitalize="off"
                spellCheck={false}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setGiven((current) => current.map((v, index) => (index === segment.gapIndex ? value : v)));
                  setAskEmpty(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !locked) {
                    event.preventDefault();
                    check();
                  }
                }}
                error={locked && !isClozeGapCorrect(segment.alternatives, given[segment.gapIndex])}
                data-testid={`gap-${segment.gapIndex}`}
              />
              {locked && !isClozeGapCorrect(segment.alternatives, given[segment.gapIndex]) && (
                <Text
                  component="span"
                  ml={4}
                  className={classes.solution}
                  data-testid={`gap-solution-${segment.gapIndex}`}
                >
                  {segment.alternatives.map((alternative, index) => (
                    <Fragment key={index}>
                      {index > 0 && ' / '}
                      <MathText text={answerAsMathText(numericSolutionText(alternative))} />
                    </Fragment>
                  ))}
                </Text>
              )}
              {formulaGaps[segment.gapIndex] && !locked && (given[segment.gapIndex] ?? '').trim() !== '' && (
                // the formula typed so far, rendered as the learner writes it
                <span className={classes.gapPreview} data-testid={`gap-preview-${segment.gapIndex}`}>
                  <MathText text={`\\(${stripMathDelimiters(given[segment.gapIndex])}\\)`} />
                </span>
              )}
            </span>
          ),
        )}
      </Box>
      {askEmpty && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          data-testid="cloze-empty-question"
          title={t('cloze.emptyTitle', { count: emptyGaps.length })}
        >
          <Stack gap="xs">
            <Text size="sm">{t('cloze.emptyMessage', { count: emptyGaps.length })}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => check(true)}
                data-testid="cloze-check-anyway"
              >
                {t('cloze.checkAnyway')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="center">
        <Button
          onClick={() => check()}
          disabled={locked}
          rightSection={
            <Kbd size="xs" className={classes.keyHint}>
              Enter
            </Kbd>
          }
          data-testid="check"
        >
          {t('session.check')}
        </Button>
      </Group>
      <CheckHint text={t('keys.cloze')} />
    </Stack>
  );
}
