import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconServerOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissErrorDialog,
  dismissOfflineDialog,
  ignorePending,
  retryPending,
  useErrorDialogs,
} from '../lib/api-errors';
import { useConfig } from '../lib/config';
import classes from './ErrorDialogs.module.css';

/** The error dialogs of learner spec §8, driven by src/lib/api-errors.ts. Rendered once. */
export function ErrorDialogs() {
  const { t } = useTranslation();
  const { dialog, offline, serverUnreachable, pendingCount, retrying } = useErrorDialogs();
  // the server-unreachable banner closed by the learner: until the next time the server cannot be reached
  const [serverBannerClosed, setServerBannerClosed] = useState(false);
  useEffect(() => {
    if (!serverUnreachable) setServerBannerClosed(false);
  }, [serverUnreachable]);
  const serverBanner = serverUnreachable && !offline && !serverBannerClosed;
  const { debug } = useConfig();
  const retryable = dialog && dialog.type !== 'retryFailed';
  const slotRef = useBannerSpace();

  return (
    <>
      <Modal
        opened={!!retryable}
        onClose={ignorePending}
        closeOnClickOutside={false}
        withCloseButton={false}
        centered
        zIndex={400}
        title={
          <Group gap="xs">
            <IconAlertTriangle size={20} aria-hidden />
            {t('errors.title')}
          </Group>
        }
        attributes={{ content: { 'data-testid': 'error-dialog' }, header: { role: 'none' } }}
      >
        <Stack>
          {dialog?.type === 'network' && (
            <Text data-testid="error-dialog-message">{t('errors.noConnection')}</Text>
          )}
          {dialog?.type === 'noResponse' && (
            <Text data-testid="error-dialog-message">{t('errors.noResponseFromApi')}</Text>
          )}
          {dialog?.type === 'generic' && !debug && (
            <Text data-testid="error-dialog-message">{t('errors.generic')}</Text>
          )}
          {dialog?.type === 'generic' && debug && (
            <>
              <Text data-testid="error-dialog-message">{t('errors.whoops')}</Text>
              {dialog.detail && (
                <Code block data-testid="error-dialog-detail">
                  {dialog.detail}
                </Code>
              )}
            </>
          )}
          {pendingCount > 1 && (
            <Text size="sm" c="dimmed">
              {t('errors.pending', { count: pendingCount })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={ignorePending}>
              {t('errors.ignore')}
            </Button>
            <Button onClick={() => void retryPending()} loading={retrying} data-autofocus>
              {t('errors.retry')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog?.type === 'retryFailed'}
        onClose={dismissErrorDialog}
        centered
        zIndex={400}
        title={t('errors.title')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        attributes={{ content: { 'data-testid': 'retry-failed-dialog' }, header: { role: 'none' } }}
      >
        <Stack>
          <Text data-testid="error-dialog-message">{t('errors.retryFailed')}</Text>
          <Group justify="flex-end">
            <Button onClick={dismissErrorDialog} data-autofocus>
              {t('actions.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {/* Going offline (learner spec §8): a non-modal status banner, never a dialog. It takes no focus, so the
          next key still goes to the screen (a running flashcard session goes on, its answers are queued). */}
      <div role="status" aria-live="polite" className={classes.offlineSlot} ref={slotRef}>
        {offline && (
          <Alert
            color="dark"
            variant="filled"
            radius="md"
            className={classes.offline}
            icon={<IconWifiOff size={20} aria-hidden />}
            title={t('errors.offlineTitle')}
            withCloseButton
            closeButtonLabel={t('actions.close')}
            onClose={dismissOfflineDialog}
            data-testid="offline-banner"
          >
            {t('errors.offline')}
          </Alert>
        )}
        {/* the network is up but the server cannot be reached (issue 31): the app goes on from what it has stored,
            as offline; lib/reconnect.ts tries again by itself and the banner goes once the server answers */}
        {serverBanner && (
          <Alert
            color="dark"
            variant="filled"
            radius="md"
            className={classes.offline}
            icon={<IconServerOff size={20} aria-hidden />}
            title={t('errors.serverUnreachableTitle')}
            withCloseButton
            closeButtonLabel={t('actions.close')}
            onClose={() => setServerBannerClosed(true)}
            data-testid="offline-banner"
            data-reason="server"
          >
            {t('errors.serverUnreachable')}
          </Alert>
        )}
      </div>
    </>
  );
}

/**
 * While a banner shows, `--offline-banner-space` on the root element is the height it takes from the bottom of the
 * window (its height, its distance from the bottom and a gap): the body keeps that much room below the page, and the
 * flashcard pictures fit above it (ZoomableImage), so the banner never covers a control (issue 31).
 */
function useBannerSpace() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const slot = ref.current;
    if (!slot || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => {
      const { top, height } = slot.getBoundingClientRect();
      if (height > 0)
        root.style.setProperty('--offline-banner-space', `${Math.ceil(window.innerHeight - top + 8)}px`);
      else root.style.removeProperty('--offline-banner-space');
    };
    const observer = new ResizeObserver(update);
    observer.observe(slot);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty('--offline-banner-space');
    };
  }, []);
  return ref;
}
