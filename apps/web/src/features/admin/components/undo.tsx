import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { saveError } from '../messages';
import { reloadAfterTrash, restoreTrash } from '../api/trash';

const UNDO_MS = 10_000;

/**
 * The snackbar after a deletion (issue 18 §2): what went to the trash, and Undo, which restores it exactly.
 * `afterUndo` runs once the items are back (e.g. open the category again).
 */
export function showDeletedWithUndo(
  qc: QueryClient,
  message: string,
  trashId: number | undefined,
  afterUndo?: () => void,
) {
  const t = (k: string) => i18n.t(`admin:${k}`);
  const id = `deleted-${trashId ?? Date.now()}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_MS,
    // a snackbar at the bottom: at the top it covered the trash drawer's heading (issue 34 §6)
    position: 'bottom-center',
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="deleted-snackbar">
        <Text size="sm">{message}</Text>
        {trashId && (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            data-testid="undo-delete"
            onClick={() => {
              notifications.hide(id);
              restoreTrash(trashId)
                .then(() => {
                  reloadAfterTrash(qc);
                  notifications.show({ message: t('trash.restored'), color: 'green', autoClose: 2000 });
                  afterUndo?.();
                })
                .catch((e: unknown) =>
                  notifications.show({ message: saveError(e), color: 'red', autoClose: 4000 }),
                );
            }}
          >
            {t('trash.undo')}
          </Button>
        )}
      </Group>
    ),
  });
}
