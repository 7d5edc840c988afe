import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showOops } from '../../../lib/popups';
import { useLogin } from '../api/auth';
import { authFailureText, authFieldErrors } from './failure';
import { fieldError } from '../../../lib/field-error';
import { PasswordResetRequest } from './PasswordResetRequest';

/** Login: email, password with show/hide toggle, forgot-password link. Failure → 'Oops...' popup. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  // the server's refusal at its field (named, marked aria-invalid, announced), until the field changes
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          setFieldErrors(authFieldErrors(error));
          const text = authFailureText(error);
          if (text) showOops(text);
        },
      },
    );
  };

  if (forgot) return <PasswordResetRequest initialEmail={email} onDone={() => setForgot(false)} />;

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="sm">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          data-testid="login-email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setFieldErrors({});
          }}
          error={fieldError(fieldErrors.email)}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          data-testid="login-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setFieldErrors({});
          }}
          error={fieldError(fieldErrors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword'), tabIndex: 0 }}
        />
        <Group justify="space-between" mt="xs">
          <Anchor component="button" type="button" size="sm" onClick={() => setForgot(true)}>
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
