import { Group, Input, Rating } from '@mantine/core';
import { RATING_MAX } from '@portal/core';
import { useId } from 'react';

/** Relevance and difficulty: a rating with 5 steps (admin spec §8). */
export function RatingField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  testId: string;
}) {
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id}>
      <Group gap="xs" align="center">
        <Rating
          count={RATING_MAX}
          value={value}
          onChange={onChange}
          aria-labelledby={`${id}-label`}
          data-testid={testId}
          data-value={value}
        />
      </Group>
    </Input.Wrapper>
  );
}
