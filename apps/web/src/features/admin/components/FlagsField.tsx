import { Checkbox, Group, Input, SimpleGrid } from '@mantine/core';
import { EXAM_FLAGS, type ExamFlag } from '@portal/core';
import { useTranslation } from 'react-i18next';

const BASE = EXAM_FLAGS.filter((f) => !f.startsWith('p') || f === 'pass');
const PLUS = EXAM_FLAGS.filter((f) => !BASE.includes(f));

/** The 14 exam flags of a category: the base programme flags and their plus (p) variants. */
export function FlagsField({
  value,
  onChange,
}: {
  value: Record<ExamFlag, boolean>;
  onChange(next: Record<ExamFlag, boolean>): void;
}) {
  const { t } = useTranslation('admin');
  const box = (flag: ExamFlag) => (
    <Checkbox
      key={flag}
      label={t(`flags.${flag}`)}
      checked={value[flag]}
      onChange={(e) => onChange({ ...value, [flag]: e.currentTarget.checked })}
      data-testid={`flag-${flag}`}
    />
  );
  const allOn = EXAM_FLAGS.every((f) => value[f]);
  return (
    <Input.Wrapper label={t('category.flags')}>
      <Group justify="flex-end" mb={4}>
        <Checkbox
          size="xs"
          label={t('category.allFlags')}
          checked={allOn}
          indeterminate={!allOn && EXAM_FLAGS.some((f) => value[f])}
          onChange={(e) =>
            onChange(
              Object.fromEntries(EXAM_FLAGS.map((f) => [f, e.currentTarget.checked])) as Record<
                ExamFlag,
                boolean
              >,
            )
          }
        />
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing={6}>
        {BASE.map(box)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" verticalSpacing={6} mt={8}>
        {PLUS.map(box)}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
