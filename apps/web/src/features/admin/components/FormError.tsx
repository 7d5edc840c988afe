import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A validation or save error; its owner clears a short one after 2 s (admin spec §8), a long one stays until
 * dismissed with the close button (`onClose`, issue 34). Line breaks are kept.
 */
export function FormError({
  message,
  onClose,
  testId = 'form-error',
}: {
  message: string | null;
  onClose?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      data-testid={testId}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel={t('actions.close')}
      styles={{ message: { whiteSpace: 'pre-line' } }}
    >
      {message}
    </Alert>
  );
}
