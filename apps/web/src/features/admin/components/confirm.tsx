import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../../../lib/i18n';

export type ConfirmKey =
  'moveCards' | 'moveContent' | 'moveCategory' | 'deleteCategory' | 'deleteCards' | 'deleteContent';

/** The admin spec's yes/no confirmations (§2 "Confirmation dialogs"). Resolves true on Yes. */
export function confirmYesNo(key: ConfirmKey): Promise<boolean> {
  const t = (k: string) => i18n.t(`admin:${k}`);
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title'),
      centered: true,
      children: <Text data-testid="confirm-message">{t(`confirm.${key}`)}</Text>,
      labels: { confirm: t('confirm.yes'), cancel: t('confirm.no') },
      confirmProps: {
        'data-testid': 'confirm-yes',
        color: key.startsWith('delete') ? 'red' : undefined,
      } as Record<string, string | undefined>,
      cancelProps: { 'data-testid': 'confirm-no' } as Record<string, string>,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
