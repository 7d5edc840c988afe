import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CardForm } from '../../card-form';

/** Pair matching (type 5): the question and the pairs, in their correct order. */
export function PairFields({
  value,
  onChange,
}: {
  value: CardForm['pairs'];
  onChange(next: CardForm['pairs']): void;
}) {
  const { t } = useTranslation('admin');
  const setSide = (index: number, sideIndex: 0 | 1, text: string) =>
    onChange({
      ...value,
      answers: value.answers.map((pair, i) =>
        i === index ? (sideIndex === 0 ? [text, pair[1]] : [pair[0], text]) : pair,
      ),
    });
  return (
    <Stack gap="xs">
      <TextInput
        label={t('card.question')}
        value={value.question}
        onChange={(e) => onChange({ ...value, question: e.currentTarget.value })}
        data-testid="card-question"
      />
      <Input.Wrapper label={t('card.pairs')} description={t('card.pairsHelp')}>
        <Stack gap={6} mt={4}>
          {value.answers.map((pair, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                value={pair[0]}
                placeholder={t('card.left', { number: index + 1 })}
                aria-label={t('card.left', { number: index + 1 })}
                onChange={(e) => setSide(index, 0, e.currentTarget.value)}
                data-testid={`pair-field-left-${index}`}
              />
              <TextInput
                style={{ flex: 1 }}
                value={pair[1]}
                placeholder={t('card.right', { number: index + 1 })}
                aria-label={t('card.right', { number: index + 1 })}
                onChange={(e) => setSide(index, 1, e.currentTarget.value)}
                data-testid={`pair-field-right-${index}`}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onChange({ ...value, answers: value.answers.filter((_, i) => i !== index) })}
                disabled={value.answers.length <= 1}
                aria-label={t('card.removePair', { number: index + 1 })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...value, answers: [...value.answers, ['', '']] })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-pair"
          >
            {t('card.addPair')}
          </Button>
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
