import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { showSuccess, showWarning } from '../../../lib/popups';
import { errorLines } from '../../../lib/error-code';
import { useRequestPasswordReset } from '../api/auth';

/**
 * Forgot password: email with reset and cancel (learner spec §2). Success → 'Success' popup with the
 * server message; an email validation error → warning with its first message; else warning with the message.
 */
export function PasswordResetRequest({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const reset = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(email.trim(), {
      onSuccess: (data) => {
        showSuccess(data?.message ?? t('reset.sent'));
        onDone();
      },
      onError: (error) => {
        if (!isApiError(error) || error.kind !== 'http') return;
        showWarning(errorLines(error).join('\n'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-request-form">
      <Stack gap="sm">
        <Text size="sm">{t('reset.intro')}</Text>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-autofocus
          data-testid="reset-email"
        />
        <Group justify="flex-end">
          <Button variant="default" type="button" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
