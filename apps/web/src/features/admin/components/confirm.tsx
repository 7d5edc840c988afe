import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../lib/i18n';

export type ConfirmKey =
  'moveCards' | 'moveContent' | 'moveCategory' | 'deleteCategory' | 'deleteCards' | 'deleteContent';

/**
 * The admin spec's yes/no confirmations (§2 "Confirmation dialogs"). Resolves true on Yes. A deletion keeps the
 * spec's words and adds what goes with it and that it stays in the trash (issue 18 §2): `details` lines.
 */
export function confirmYesNo(key: ConfirmKey, details: string[] = []): Promise<boolean> {
  const t = (k: string) => i18n.t(`admin:${k}`);
  const deletion = key.startsWith('delete');
  const lines = deletion ? [...details, t('confirm.toTrash')] : details;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title'),
      centered: true,
      children: (
        <>
          <Text data-testid="confirm-message">{t(`confirm.${key}`)}</Text>
          {lines.map((line) => (
            <Text key={line} size="sm" c="dimmed" mt={6} data-testid="confirm-detail">
              {line}
            </Text>
          ))}
        </>
      ),
      labels: { confirm: t('confirm.yes'), cancel: t('confirm.no') },
      confirmProps: {
        'data-testid': 'confirm-yes',
        color: deletion ? 'red' : undefined,
      } as Record<string, string | undefined>,
      cancelProps: { 'data-testid': 'confirm-no' } as Record<string, string>,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
