import { ActionIcon, Button, Checkbox, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardForm } from '../../card-form';

/** Single and multi choice (types 3, 4): the question and the answers, each marked correct or not. */
export function ChoiceFields({
  value,
  onChange,
  multiple,
}: {
  value: CardForm['choice'];
  onChange(next: CardForm['choice']): void;
  multiple: boolean;
}) {
  const { t } = useTranslation('admin');
  const setAnswer = (index: number, patch: Partial<CardForm['choice']['answers'][number]>) =>
    onChange({ ...value, answers: value.answers.map((a, i) => (i === index ? { ...a, ...patch } : a)) });
  return (
    <Stack gap="xs">
      <TextInput
        label={t('card.question')}
        value={value.question}
        onChange={(e) => onChange({ ...value, question: e.currentTarget.value })}
        data-testid="card-question"
      />
      <Input.Wrapper
        label={t('card.answers')}
        description={t(multiple ? 'card.multiHelp' : 'card.singleHelp')}
      >
        <Stack gap={6} mt={4}>
          {value.answers.map((answer, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <Checkbox
                checked={answer.correct}
                onChange={(e) => setAnswer(index, { correct: e.currentTarget.checked })}
                aria-label={t('card.correct', { number: index + 1 })}
                data-testid={`answer-correct-${index}`}
              />
              <TextInput
                style={{ flex: 1 }}
                value={answer.text}
                placeholder={t('card.answerPlaceholder', { number: index + 1 })}
                aria-label={t('card.answerPlaceholder', { number: index + 1 })}
                onChange={(e) => setAnswer(index, { text: e.currentTarget.value })}
                data-testid={`answer-text-${index}`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onChange({ ...value, answers: value.answers.filter((_, i) => i !== index) })}
                disabled={value.answers.length <= 1}
                aria-label={t('card.removeAnswer', { number: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...value, answers: [...value.answers, { text: '', correct: false }] })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-answer"
          >
            {t('card.addAnswer')}
          </Button>
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
