import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { showSuccess, showWarning } from '../../../lib/popups';
import { useCompletePasswordReset } from '../api/auth';
import { errorLines } from '../../../lib/error-code';
import {
  checkNewPassword,
  passwordProblemKey,
  passwordProblemOf,
  showsWhileTyping,
  usePasswordProblem,
} from '../../../lib/password-policy';
import type { PasswordProblem } from '@portal/core';

/** /reset-password?token=… from the mailed link: new password and confirmation. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const passwordProblem = usePasswordProblem(password);
  // the server judges with the account's name and email too: its refusal (by code) is shown at the field
  const [refused, setRefused] = useState<{ password: string; problem: PasswordProblem } | null>(null);
  const fieldProblem =
    (refused?.password === password ? refused.problem : null) ??
    (passwordProblem && (passwordTouched || showsWhileTyping(passwordProblem)) ? passwordProblem : null);
  const complete = useCompletePasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || password !== confirmation) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    if (await checkNewPassword(password)) {
      setPasswordTouched(true);
      return;
    }
    complete.mutate(
      { token, password, password_confirmation: confirmation },
      {
        onSuccess: () => {
          showSuccess(t('resetPage.done'));
          navigate('/flashcard', { replace: true });
        },
        onError: (error) => {
          const refusedProblem = passwordProblemOf(error);
          if (refusedProblem) {
            setRefused({ password, problem: refusedProblem });
            setPasswordTouched(true);
            return;
          }
          if (isApiError(error) && error.kind === 'http') {
            showWarning(errorLines(error).join('\n'));
          }
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="xs" p="lg" maw={460} mx="auto" mt="md" data-testid="reset-password-page">
      <Title order={1} size="h3" mb="md">
        {t('resetPage.title')}
      </Title>
      {!token ? (
        <Stack>
          <Alert color="orange">{t('resetPage.noToken')}</Alert>
          <Button component={Link} to="/flashcard" variant="default">
            {t('common:actions.toStart')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('resetPage.intro')}</Text>
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('common:passwordPolicy.hint')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              onBlur={() => setPasswordTouched(true)}
              error={fieldProblem ? t(passwordProblemKey(fieldProblem)) : undefined}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword'), tabIndex: 0 }}
            />
            <PasswordInput
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              error={mismatch ? t('profile:password.mismatch') : undefined}
              visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword'), tabIndex: 0 }}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={complete.isPending}>
                {t('resetPage.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
