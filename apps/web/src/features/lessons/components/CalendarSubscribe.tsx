import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSmallScreen } from '../../../lib/frame';
import { useCalendarToken, useRegenerateCalendar } from '../api/lessons';
import { webcalUrl } from '../week-view';

/** Beyond the spec: a personal iCalendar feed of the user's lessons, by a secret URL that can be replaced. */
export function CalendarSubscribe() {
  const { t } = useTranslation('lessons');
  const small = useIsSmallScreen();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const status = useCalendarToken(opened);
  const regenerate = useRegenerateCalendar();
  const create = () => regenerate.mutate(undefined, { onSuccess: (data) => setUrl(data.url) });

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="calendar-subscribe"
      >
        {t('calendar.button')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={opened}
        onClose={() => {
          setOpened(false);
          setUrl(null);
        }}
        title={t('calendar.title')}
        fullScreen={small}
        data-testid="calendar-modal"
      >
        <Stack gap="sm">
          <Text size="sm">{t('calendar.intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('calendar.secret')}
          </Text>
          {status.data?.active && !url && (
            <Alert color="yellow" variant="light">
              {t('calendar.active')}
            </Alert>
          )}
          {url && (
            <>
              <TextInput
                label={t('calendar.url')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                data-testid="calendar-url"
                rightSectionWidth={40}
                rightSection={
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={copy}
                        aria-label={copied ? t('calendar.copied') : t('calendar.copy')}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </Button>
                    )}
                  </CopyButton>
                }
              />
              <Anchor href={webcalUrl(url)} size="sm">
                {t('calendar.open')}
              </Anchor>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={create} loading={regenerate.isPending} data-testid="calendar-create">
              {status.data?.active || url ? t('calendar.regenerate') : t('calendar.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
