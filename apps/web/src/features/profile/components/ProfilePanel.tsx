import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/en';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { isAdult, validatePasswordChange } from '@portal/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { errorLines, fieldErrorTexts } from '../../../lib/error-code';
import { fieldError } from '../../../lib/field-error';
import { setLearningSettings, useLearningSettings } from '../../../lib/learning-settings';
import { useApiMessage, useTimedMessage } from '../../../lib/messages';
import {
  checkNewPassword,
  passwordProblemKey,
  passwordProblemOf,
  showsWhileTyping,
  usePasswordProblem,
} from '../../../lib/password-policy';
import type { PasswordProblem } from '@portal/core';
import type { PanelProps } from '../../../lib/panels';
import { useModes, type User } from '../../../lib/session';
import { ERROR_DISPLAY_MS } from '../../../lib/timing';
import { useUpdatePassword, useUpdateProfile } from '../api/update-user';
import { SessionsSection } from './SessionsSection';
import {
  formFromUser,
  isServerProfileComplete,
  missingFields,
  parseDisplayDate,
  todayIso,
  type ProfileForm,
} from '../profile-form';

function StatusMessage({ message, testId, ok }: { message: string | null; testId: string; ok: boolean }) {
  return (
    <Text
      role="status"
      aria-live="polite"
      size="sm"
      fw={500}
      c={ok ? 'green.8' : 'red.7'}
      data-testid={testId}
      mih={20}
    >
      {message ?? ''}
    </Text>
  );
}

/** Profile modal (learner spec §2, §4): personal, adult and parent sections, password change, banner. */
export default function ProfilePanel(_props: PanelProps) {
  const { user } = useModes();
  const { t } = useTranslation('profile');
  if (!user) return <Text>{t('common:auth.pleaseLogin')}</Text>;
  return <ProfileEditor user={user} />;
}

function ProfileEditor({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const [form, setForm] = useState<ProfileForm>(() => formFromUser(user));
  const updateProfile = useUpdateProfile();
  const updatePassword = useUpdatePassword();
  // the save's answer shows by the spec's API message rule: after 2 s, for 2 s; 'No response from API' when none came
  const profileMessage = useApiMessage(t('common:errors.noResponseFromApi'));
  const passwordMessage = useTimedMessage(ERROR_DISPLAY_MS);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [sessionsNote, setSessionsNote] = useState<string | null>(null);
  const [passwordTouched, setPasswordTouched] = useState(false);
  const passwordContext = { name: user.name, email: user.email };
  const policyProblem = usePasswordProblem(password, passwordContext);
  // a password the server refused (by its code), shown at the field until the password changes
  const [refused, setRefused] = useState<{ password: string; problem: PasswordProblem } | null>(null);
  const fieldProblem =
    (refused?.password === password ? refused.problem : null) ??
    (policyProblem && (passwordTouched || showsWhileTyping(policyProblem)) ? policyProblem : null);
  const [passwordOk, setPasswordOk] = useState(true);

  const complete = isServerProfileComplete(user);
  const missing = missingFields(form);
  const adult = isAdult(form.birthdate, todayIso());
  const set =
    <K extends keyof ProfileForm>(key: K) =>
    (value: ProfileForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  // a refused save's problems at their fields (by code and field; lib/error-code.ts), until the field changes
  const [profileErrors, setProfileErrors] = useState<Record<string, string[]>>({});

  const textField = (
    key: keyof ProfileForm,
    props: { type?: string; autoComplete?: string; span?: boolean } = {},
  ) => (
    <TextInput
      key={key}
      label={t(`fields.${key}`)}
      type={props.type}
      autoComplete={props.autoComplete ?? 'off'}
      value={String(form[key] ?? '')}
      onChange={(e) => {
        set(key)(e.currentTarget.value as never);
        setProfileErrors(({ [key]: _gone, ...rest }) => rest);
      }}
      error={fieldError(profileErrors[key]?.join(' '))}
      style={props.span ? { gridColumn: '1 / -1' } : undefined}
      data-testid={`profile-${key}`}
    />
  );

  const saveProfile = (event: FormEvent) => {
    event.preventDefault();
    setProfileErrors({});
    profileMessage
      .track(updateProfile.mutateAsync(form), {
        success: () => t('messages.updated'),
        // failures that the Retry/Ignore dialog reports show no message here
        failure: (error) => {
          if (isApiError(error) && error.kind !== 'http') return null;
          setProfileErrors(fieldErrorTexts(error));
          return t('messages.notSaved', { count: Object.keys(fieldErrorTexts(error)).length || 1 });
        },
      })
      .catch(() => {});
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    setSessionsNote(null);
    if (validatePasswordChange(password, confirmation)) {
      setPasswordOk(false);
      passwordMessage.show(t('password.mismatch'));
      return;
    }
    const problem = await checkNewPassword(password, passwordContext);
    if (problem) {
      setPasswordTouched(true);
      setPasswordOk(false);
      passwordMessage.show(t(passwordProblemKey(problem)));
      return;
    }
    if (!currentPassword) {
      setPasswordOk(false);
      passwordMessage.show(t('password.currentRequired'));
      return;
    }
    updatePassword.mutate(
      { password, confirmation, current: currentPassword },
      {
        onSuccess: (data) => {
          setPasswordOk(true);
          passwordMessage.show(t('messages.passwordUpdated'));
          const ended = data?.other_sessions_ended ?? 0;
          setSessionsNote(ended > 0 ? t('password.otherSessionsEnded', { count: ended }) : null);
          setPassword('');
          setConfirmation('');
          setCurrentPassword('');
          setPasswordTouched(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.kind !== 'http') return;
          setPasswordOk(false);
          const refusedProblem = passwordProblemOf(error);
          if (refusedProblem) {
            setRefused({ password, problem: refusedProblem });
            passwordMessage.show(t(passwordProblemKey(refusedProblem)));
            return;
          }
          passwordMessage.show(errorLines(error).join(' · '));
        },
      },
    );
  };

  const section = (legend: string, children: ReactNode, testId: string) => (
    <Fieldset legend={legend} data-testid={testId}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Fieldset>
  );

  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage === 'en' ? 'en' : 'de', firstDayOfWeek: 1 }}>
      <Stack gap="md" data-testid="profile">
        <Alert
          color={complete ? 'green' : 'yellow'}
          icon={complete ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
          data-testid="profile-banner"
          data-complete={complete}
          role="status"
        >
          <Text fw={600}>{complete ? t('banner.complete') : t('banner.incomplete')}</Text>
          {!complete && missing.length > 0 && (
            <Text size="sm" mt={4} data-testid="profile-missing">
              {t('banner.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
            </Text>
          )}
        </Alert>

        <form onSubmit={saveProfile} noValidate data-testid="profile-form">
          <Stack gap="md">
            {section(
              t('sections.account'),
              <>
                {textField('name', { autoComplete: 'nickname' })}
                <TextInput
                  label={t('fields.email')}
                  value={user.email}
                  readOnly
                  // the state under the address (beside it, it cut a long address off)
                  inputWrapperOrder={['label', 'input', 'description']}
                  description={
                    <Badge
                      component="span"
                      size="sm"
                      variant="filled"
                      color={user.email_verified_at ? 'teal.9' : 'gray.7'}
                      data-testid="email-verified"
                    >
                      {user.email_verified_at ? t('email.verified') : t('email.unverified')}
                    </Badge>
                  }
                  data-testid="profile-email"
                />
              </>,
              'profile-section-account',
            )}

            {section(
              t('sections.personal'),
              <>
                {textField('first_name', { autoComplete: 'given-name' })}
                {textField('last_name', { autoComplete: 'family-name' })}
                <DateInput
                  label={t('fields.birthdate')}
                  valueFormat="DD/MM/YYYY"
                  placeholder="DD/MM/YYYY"
                  value={form.birthdate || null}
                  onChange={(value) => set('birthdate')(value ? value.slice(0, 10) : '')}
                  dateParser={parseDisplayDate}
                  defaultDate={form.birthdate || undefined}
                  maxDate={todayIso()}
                  popoverProps={{ withinPortal: true }}
                  data-testid="profile-birthdate"
                />
                {textField('phone', { type: 'tel', autoComplete: 'tel' })}
                {textField('address', { autoComplete: 'street-address', span: true })}
                {textField('zip', { autoComplete: 'postal-code' })}
                {textField('city', { autoComplete: 'address-level2' })}
                {textField('country', { autoComplete: 'country-name' })}
              </>,
              'profile-section-adult',
            )}

            {!adult && (
              <Alert color="blue" icon={<IconInfoCircle aria-hidden />} data-testid="profile-minor-hint">
                {form.parent === 1 ? t('minorHintTicked') : t('minorHint')}
              </Alert>
            )}

            <Checkbox
              label={t('fields.parent')}
              description={t('parentDescription')}
              checked={form.parent === 1}
              onChange={(e) => set('parent')(e.currentTarget.checked ? 1 : 0)}
              data-testid="profile-parent"
            />

            {form.parent === 1 &&
              section(
                t('sections.parent'),
                <>
                  {textField('first_name_parent')}
                  {textField('last_name_parent')}
                  {textField('email_parent', { type: 'email' })}
                  {textField('phone_parent', { type: 'tel' })}
                  {textField('address_parent', { span: true })}
                  {textField('zip_parent')}
                  {textField('city_parent')}
                  {textField('country_parent')}
                </>,
                'profile-section-parent',
              )}

            <Group justify="space-between" wrap="nowrap" align="center">
              <StatusMessage
                message={profileMessage.message?.text ?? null}
                ok={profileMessage.message?.ok ?? true}
                testId="profile-message"
              />
              <Button type="submit" loading={updateProfile.isPending} style={{ flexShrink: 0 }}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>

        <form onSubmit={(e) => void savePassword(e)} noValidate data-testid="password-form">
          <Fieldset legend={t('sections.password')}>
            <Stack gap="sm">
              <PasswordInput
                label={t('password.current')}
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.togglePassword'), tabIndex: 0 }}
                data-testid="profile-current-password"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <PasswordInput
                  label={t('password.new')}
                  description={t('common:passwordPolicy.hint')}
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                  onBlur={() => setPasswordTouched(true)}
                  error={fieldProblem ? t(passwordProblemKey(fieldProblem)) : undefined}
                  visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.togglePassword'), tabIndex: 0 }}
                  data-testid="profile-password"
                />
                <PasswordInput
                  label={t('password.confirmation')}
                  autoComplete="new-password"
                  value={confirmation}
                  onChange={(e) => setConfirmation(e.currentTarget.value)}
                  visibilityToggleButtonProps={{ 'aria-label': t('auth:fields.togglePassword'), tabIndex: 0 }}
                  data-testid="profile-password-confirmation"
                />
              </SimpleGrid>
              <Group justify="space-between" wrap="nowrap" align="center">
                <StatusMessage message={passwordMessage.message} ok={passwordOk} testId="password-message" />
                <Button
                  type="submit"
                  variant="light"
                  loading={updatePassword.isPending}
                  style={{ flexShrink: 0 }}
                >
                  {t('password.submit')}
                </Button>
              </Group>
              {sessionsNote && (
                <Text size="sm" data-testid="password-sessions-note">
                  {sessionsNote}
                </Text>
              )}
            </Stack>
          </Fieldset>
        </form>

        <LearningSection />

        <SessionsSection />
      </Stack>
    </DatesProvider>
  );
}

/** How the flashcard session behaves on this device (issue 31): saved at once, no submit. */
function LearningSection() {
  const { t } = useTranslation('profile');
  const { keepWrongFeedback } = useLearningSettings();
  return (
    <Fieldset legend={t('sections.learning')} data-testid="profile-section-learning">
      <Checkbox
        label={t('learning.keepWrongFeedback')}
        description={t('learning.keepWrongFeedbackHint')}
        checked={keepWrongFeedback}
        onChange={(event) => setLearningSettings({ keepWrongFeedback: event.currentTarget.checked })}
        data-testid="profile-keep-wrong-feedback"
      />
    </Fieldset>
  );
}
