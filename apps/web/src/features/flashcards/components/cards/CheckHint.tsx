import { Text } from '@mantine/core';

/** A visible keyboard hint under a card's controls. */
export function CheckHint({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" ta="center" data-testid="key-hint">
      {text}
    </Text>
  );
}
