import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { WordSide } from '@portal/core';
import { useTranslation } from 'react-i18next';
import type { CardForm } from '../../card-form';

/** Word card (type 7): both sides, each with the word, an explanation and an example. */
export function WordFields({
  value,
  onChange,
}: {
  value: CardForm['word'];
  onChange(next: CardForm['word']): void;
}) {
  const { t } = useTranslation('admin');
  const side = (key: 'native' | 'translation') => {
    const current = value[key];
    const set = (patch: Partial<WordSide>) => onChange({ ...value, [key]: { ...current, ...patch } });
    return (
      <Fieldset legend={t(`card.${key}`)} key={key} p="sm">
        {(['word', 'explanation', 'example'] as const).map((field) => (
          <TextInput
            key={field}
            label={t(`card.${field}`)}
            value={current[field]}
            onChange={(e) => set({ [field]: e.currentTarget.value })}
            data-testid={`word-${key}-${field}`}
            mb={4}
          />
        ))}
      </Fieldset>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {side('native')}
      {side('translation')}
    </SimpleGrid>
  );
}
