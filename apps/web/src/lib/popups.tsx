import { Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from './i18n';

/**
 * Popups of learner spec §8 (Mantine modals; need the ModalsProvider of src/app/providers.tsx).
 * Each has an OK button, closes on Escape and returns focus where it was.
 */
function openMessage(kind: 'oops' | 'warning' | 'success', title: string, message: string) {
  const id = modals.open({
    title,
    centered: true,
    attributes: { content: { 'data-testid': `popup-${kind}` }, header: { role: 'none' } },
    children: (
      <Stack>
        {message.includes('\n') ? (
          // several problems read as a list, never as one joined sentence
          <List
            data-testid="popup-message"
            c={kind === 'success' ? undefined : kind === 'oops' ? 'red.8' : 'orange.9'}
          >
            {message.split('\n').map((line, i) => (
              <List.Item key={i}>{line}</List.Item>
            ))}
          </List>
        ) : (
          <Text
            data-testid="popup-message"
            c={kind === 'success' ? undefined : kind === 'oops' ? 'red.8' : 'orange.9'}
          >
            {message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(id)} data-autofocus>
            {i18n.t('common:actions.ok')}
          </Button>
        </Group>
      </Stack>
    ),
  });
  return id;
}

/** Login and register failures: titled 'Oops...' with the server message. */
export function showOops(message: string) {
  return openMessage('oops', i18n.t('common:popups.oops'), message);
}

export function showWarning(message: string) {
  return openMessage('warning', i18n.t('common:popups.warning'), message);
}

/** 'Success' with the server message. */
export function showSuccess(message: string) {
  return openMessage('success', i18n.t('common:popups.success'), message);
}

/** OK/Cancel confirmation (e.g. 'Are you sure you want to delete Lesson'). Resolves true on OK. */
export function confirmDialog(
  message: string,
  title = i18n.t('common:popups.confirm'),
  labels: { confirm?: string; cancel?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      attributes: { content: { 'data-testid': 'confirm-dialog' }, header: { role: 'none' } },
      children: <Text data-testid="confirm-dialog-message">{message}</Text>,
      labels: {
        confirm: labels.confirm ?? i18n.t('common:actions.ok'),
        cancel: labels.cancel ?? i18n.t('common:actions.cancel'),
      },
      confirmProps: { 'data-testid': 'confirm-dialog-ok' } as Record<string, string>,
      cancelProps: { 'data-testid': 'confirm-dialog-cancel' } as Record<string, string>,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
