import { Badge, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useTimedMessage } from '../../../lib/messages';
import { ERROR_DISPLAY_MS } from '../../../lib/timing';
import { useLogoutOtherSessions, useSessions } from '../api/update-user';

const when = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** The learner's active sessions (device, last use) and "log out on all other devices". */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const logoutOthers = useLogoutOtherSessions();
  const message = useTimedMessage(ERROR_DISPLAY_MS * 2);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  return (
    <Fieldset legend={t('sessions.title')} data-testid="profile-sessions">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('sessions.intro')}
        </Text>
        {sessions.isError && <Text size="sm">{t('sessions.loadFailed')}</Text>}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(sessions.data ?? []).map((s) => (
            <Stack key={s.id} component="li" gap={0} data-testid="profile-session">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {s.device ?? t('sessions.unknownDevice')}
                </Text>
                {s.current && (
                  <Badge size="sm" variant="light" color="green">
                    {t('sessions.current')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('sessions.lastUsed', { when: when(s.last_used_at) })} ·{' '}
                {t('sessions.since', { when: when(s.created_at) })}
              </Text>
            </Stack>
          ))}
        </Stack>
        <Group justify="space-between" wrap="nowrap" align="center">
          <Text
            role="status"
            aria-live="polite"
            size="sm"
            fw={500}
            c="green.8"
            data-testid="sessions-message"
          >
            {message.message ?? ''}
          </Text>
          <Button
            variant="light"
            color="red"
            disabled={others === 0}
            loading={logoutOthers.isPending}
            onClick={() =>
              logoutOthers.mutate(undefined, {
                onSuccess: () => message.show(t('sessions.loggedOutOthers')),
              })
            }
            style={{ flexShrink: 0 }}
            data-testid="logout-others"
          >
            {t('sessions.logoutOthers')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
