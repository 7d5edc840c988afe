import { Badge, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { inlineTitle } from '../../categories';
import { usePurgeTrash, useRestoreTrash, useTrash, type TrashEntry } from '../api/trash';
import { saveError } from '../messages';
import { useSubmitOnce } from '../../../lib/submit-once';
import { errorCodeText } from '../../../lib/error-code';

/** The Trash view (issue 18 §2): deleted items for 30 days, to restore or delete for good. */
export function TrashDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const query = useTrash(opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('trash.title')}
      // the close button is named; the drawer's header is no second banner landmark (issue 34 §1)
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={{ header: { role: 'none' } }}
      data-testid="trash-drawer"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('trash.intro')}
      </Text>
      {query.isPending && <Loader role="status" size="sm" aria-label={t('loading')} />}
      {query.isError && (
        <Text c="red" size="sm">
          {saveError(query.error)}
        </Text>
      )}
      {query.data?.length === 0 && (
        <Text size="sm" data-testid="trash-empty">
          {t('trash.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {query.data?.map((entry) => (
          <TrashRow key={entry.id} entry={entry} />
        ))}
      </Stack>
    </Drawer>
  );
}

function summaryText(t: (k: string, o: { count?: number }) => string, entry: Pick<TrashEntry, 'summary'>) {
  const parts = (['subcategories', 'cards', 'contents', 'roles', 'lessons'] as const)
    .filter((k) => (entry.summary[k] ?? 0) > 0)
    .map((k) => t(`trash.count.${k}`, { count: entry.summary[k] }));
  return parts.join(', ');
}

/**
 * Cards or contents deleted together read "2 cards: Ableitung, Integral — from Analysis" (issue 34 §6); batches
 * stored before the names and source were kept show their stored title.
 */
function entryHeading(
  t: (k: string, o?: Record<string, unknown>) => string,
  entry: Pick<TrashEntry, 'kind' | 'title' | 'summary' | 'source'>,
) {
  const title = inlineTitle(entry.title);
  if ((entry.kind !== 'cards' && entry.kind !== 'contents') || entry.source === null) return title;
  const count = entry.summary[entry.kind] ?? 0;
  const names =
    count > 1
      ? t('trash.batchTitle', { what: t(`trash.count.${entry.kind}`, { count }), names: title })
      : title;
  return t('trash.fromSource', { names, source: inlineTitle(entry.source) });
}

function TrashRow({ entry }: { entry: TrashEntry }) {
  const { t } = useTranslation('admin');
  const restore = useRestoreTrash();
  const purge = usePurgeTrash();
  const restoring = useSubmitOnce();
  const busy = restoring.pending || restore.isPending || purge.isPending;
  const what = summaryText((k, o) => t(k, o), entry);
  const heading = entryHeading(t, entry);

  function onPurge() {
    modals.openConfirmModal({
      title: t('trash.purgeTitle'),
      centered: true,
      children: <Text size="sm">{t('trash.purgeConfirm', { title: heading })}</Text>,
      labels: { confirm: t('trash.purge'), cancel: t('confirm.no') },
      confirmProps: { color: 'red', 'data-testid': 'trash-purge-yes' } as Record<string, string>,
      onConfirm: () =>
        purge.mutate(entry.id, {
          onError: (e) => notifications.show({ message: saveError(e), color: 'red', autoClose: false }),
        }),
    });
  }

  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid={`trash-entry-${entry.id}`}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
            {t(`trash.kinds.${entry.kind}`)}
          </Badge>
          <Text size="sm" fw={600} lineClamp={2} title={heading} data-testid={`trash-title-${entry.id}`}>
            {heading}
          </Text>
        </Group>
        {what && (
          <Text size="xs" c="dimmed">
            {t('trash.withIt', { what })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('trash.deletedBy', {
            date: dayjs(entry.deleted_at).format('DD/MM/YYYY HH:mm'),
            name: entry.deleted_by_name ?? '–',
          })}
          {' · '}
          {/* past its 30 days an entry waits for the hourly clean-up (issue 34 §6: it read "in 0 days") */}
          {entry.days_left > 0 ? t('trash.purgeIn', { count: entry.days_left }) : t('trash.purgeNext')}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          leftSection={<IconRestore size={14} />}
          loading={restoring.pending || restore.isPending}
          disabled={busy}
          onClick={() =>
            void restoring.run(() =>
              restore.mutateAsync(entry.id).then(
                () => notifications.show({ message: t('trash.restored'), color: 'green', autoClose: 2000 }),
                (e: unknown) =>
                  notifications.show({ message: errorCodeText(e), color: 'red', autoClose: false }),
              ),
            )
          }
          data-testid={`trash-restore-${entry.id}`}
        >
          {t('trash.restore')}
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrashX size={14} />}
          loading={purge.isPending}
          disabled={busy}
          onClick={onPurge}
          data-testid={`trash-purge-${entry.id}`}
        >
          {t('trash.purge')}
        </Button>
      </Group>
    </Group>
  );
}
