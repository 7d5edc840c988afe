import { Badge, Group, Paper, Text, Textarea } from '@mantine/core';
import { answerAsMathText, numericSolutionText, parseCloze } from '@portal/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '../../../../lib/math/MathText';
import { clozeGapsPreview, type CardForm } from '../../card-form';
import classes from '../admin.module.css';

/** Cloze (type 6): the text with each gap's answers in brackets, alternatives separated by commas. */
export function ClozeFields({
  value,
  onChange,
}: {
  value: CardForm['cloze'];
  onChange(next: CardForm['cloze']): void;
}) {
  const { t } = useTranslation('admin');
  const gaps = clozeGapsPreview(value.question);
  const segments = useMemo(() => parseCloze(value.question), [value.question]);
  return (
    <div>
      <Textarea
        label={t('card.clozeText')}
        description={t('card.clozeHelp')}
        placeholder={t('card.clozeExample')}
        value={value.question}
        onChange={(e) => onChange({ question: e.currentTarget.value })}
        autosize
        minRows={2}
        data-testid="card-question"
      />
      {gaps.length > 0 && (
        <Group gap={6} mt={6} data-testid="cloze-gaps">
          <Text size="xs" c="dimmed">
            {t('card.clozeGaps', { count: gaps.length })}
          </Text>
          {gaps.map((alternatives, i) => (
            <Badge key={i} variant="light" size="sm" tt="none">
              {i + 1}: {alternatives.map(numericSolutionText).join(' / ') || '—'}
            </Badge>
          ))}
        </Group>
      )}
      {gaps.length > 0 && (
        // the text as the learner reads it, formulas rendered, each gap highlighted with its number and answers
        <Paper withBorder p="xs" mt={6} fz="sm" lh={1.9} data-testid="cloze-preview">
          {segments.map((segment, i) =>
            segment.kind === 'text' ? (
              <MathText key={i} text={segment.text} />
            ) : (
              <mark
                key={i}
                className={classes.clozeGapMark}
                data-testid={`cloze-preview-gap-${segment.gapIndex}`}
              >
                <span className={classes.clozeGapNumber}>{segment.gapIndex + 1}</span>
                {segment.alternatives.map((alternative, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' / '}
                    <MathText text={answerAsMathText(numericSolutionText(alternative))} />
                  </Fragment>
                ))}
              </mark>
            ),
          )}
        </Paper>
      )}
    </div>
  );
}
