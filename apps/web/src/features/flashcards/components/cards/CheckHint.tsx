import { Text } from '@mantine/core';
import classes from '../flashcards.module.css';

/** A visible keyboard hint under a card's controls (hidden on touch-only devices). */
export function CheckHint({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" ta="center" className={classes.keyHint} data-testid="key-hint">
      {text}
    </Text>
  );
}
