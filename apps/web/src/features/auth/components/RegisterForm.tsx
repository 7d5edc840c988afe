import { Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showOops } from '../../../lib/popups';
import {
  checkNewPassword,
  passwordProblemKey,
  passwordProblemOf,
  showsWhileTyping,
  usePasswordProblem,
} from '../../../lib/password-policy';
import type { PasswordProblem } from '@portal/core';
import { useRegister } from '../api/auth';
import { authFailureText, authFieldErrors } from './failure';
import { fieldError } from '../../../lib/field-error';

/** Register: name, email, password, terms checkbox. Failure → 'Oops...' popup. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const passwordProblem = usePasswordProblem(password, { name, email });
  // a password the server refused (by its code), shown at the field until the password changes
  const [refused, setRefused] = useState<{ password: string; problem: PasswordProblem } | null>(null);
  const fieldProblem =
    (refused?.password === password ? refused.problem : null) ??
    (passwordProblem && (passwordTouched || showsWhileTyping(passwordProblem)) ? passwordProblem : null);
  // the server's refusals at their fields (named, marked aria-invalid, announced), until the field changes
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const clearField = (field: string) => setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  const register = useRegister();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await checkNewPassword(password, { name, email });
    if (problem) {
      setPasswordTouched(true);
      showOops(t(passwordProblemKey(problem)));
      return;
    }
    if (!terms) {
      setTermsError(true);
      showOops(t('register.termsError'));
      return;
    }
    register.mutate(
      { name: name.trim(), email: email.trim(), password, terms },
      {
        onSuccess: () =>
          notifications.show({ message: t('register.success'), color: 'green', autoClose: 6000 }),
        onError: (error) => {
          const refusedProblem = passwordProblemOf(error);
          if (refusedProblem) {
            setRefused({ password, problem: refusedProblem });
            showOops(t(passwordProblemKey(refusedProblem)));
            return;
          }
          setFieldErrors(authFieldErrors(error));
          const text = authFailureText(error);
          if (text) showOops(text);
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="register-form">
      <Stack gap="sm">
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          data-testid="register-name"
          required
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            clearField('name');
          }}
          error={fieldError(fieldErrors.name)}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          data-testid="register-email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            clearField('email');
          }}
          error={fieldError(fieldErrors.email)}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="new-password"
          data-testid="register-password"
          required
          description={t('common:passwordPolicy.hint')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          onBlur={() => setPasswordTouched(true)}
          error={fieldProblem ? t(passwordProblemKey(fieldProblem)) : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword'), tabIndex: 0 }}
        />
        <Checkbox
          label={t('register.terms')}
          checked={terms}
          onChange={(e) => {
            setTerms(e.currentTarget.checked);
            if (e.currentTarget.checked) setTermsError(false);
          }}
          error={termsError ? t('register.termsError') : undefined}
          data-testid="register-terms"
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
