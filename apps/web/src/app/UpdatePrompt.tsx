import { Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyAppUpdate, dismissAppUpdate } from '../lib/pwa';
import classes from './UpdatePrompt.module.css';

/**
 * A new version of the app is installed (lib/pwa.ts): offered with Reload, never forced. Not while a flashcard
 * session shows a card (the session view holds it back): at the session's end or wherever no session runs.
 * Loaded only when there is something to offer (app/UpdateOffer.tsx).
 */
export default function UpdatePrompt() {
  const { t } = useTranslation();
  return (
    <Notification
      className={classes.prompt}
      icon={<IconRefresh size={18} aria-hidden />}
      title={t('update.title')}
      withBorder
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      onClose={dismissAppUpdate}
      data-testid="update-prompt"
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {t('update.text')}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" onClick={applyAppUpdate} data-testid="update-reload">
          {t('actions.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
