import { Badge, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numericSolutionText } from '@portal/core';
import { clozeGapsPreview, type CardForm } from '../../card-form';

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
    </div>
  );
}
