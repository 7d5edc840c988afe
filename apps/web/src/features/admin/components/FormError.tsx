import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A validation or save error; its owner clears it after 2 s (admin spec §8). Line breaks are kept. */
export function FormError({ message, testId = 'form-error' }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      data-testid={testId}
      styles={{ message: { whiteSpace: 'pre-line' } }}
    >
      {message}
    </Alert>
  );
}
