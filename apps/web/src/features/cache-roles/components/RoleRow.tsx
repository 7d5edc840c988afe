import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { examTypeLabel } from '@portal/core';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { displayDate } from '@portal/core';
import { errorText } from '../../../lib/api';
import { useDeleteRole, useRestoreRole, type Role } from '../api/roles';
import { useGenerate } from './generate';
import { RoleForm } from './RoleForm';

/** DD/MM/YYYY (learner spec §5). */
export { displayDate };

const GENERATED_COLOR = { true: 'green', false: 'gray', error: 'red' } as const;

/** One role: category, exam type, dates, watch-only, active, its generate state and actions. */
export function RoleRow({ role, title, userName }: { role: Role; title: string; userName: string }) {
  const { t } = useTranslation('cacheRoles');
  const generate = useGenerate();
  const del = useDeleteRole();
  const restore = useRestoreRole();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = generate.stateOf(role);
  const stateKey = String(state) as 'true' | 'false' | 'error';

  if (editing) return <RoleForm mode={{ kind: 'update', role }} onDone={() => setEditing(false)} />;

  // A role may be a paid grant: deleting it asks first and puts it in the trash, with Undo (issue 18 §6).
  function onDelete() {
    setError(null);
    modals.openConfirmModal({
      title: t('role.confirmDeleteTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="confirm-delete-role-text">
          {t('role.confirmDelete', { user: userName, exam: examTypeLabel(role.exam_type), category: title })}
        </Text>
      ),
      labels: { confirm: t('yes'), cancel: t('no') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-yes' } as never,
      cancelProps: { 'data-testid': 'confirm-no' } as never,
      onConfirm: () =>
        del.mutate(role.id, {
          onSuccess: (res) => {
            const id = `role-deleted-${role.id}`;
            notifications.show({
              id,
              color: 'green',
              autoClose: 10_000,
              message: (
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{t('role.deleted')}</Text>
                  {res.trash_id && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      style={{ flexShrink: 0 }}
                      data-testid="undo-role-delete"
                      onClick={() => {
                        notifications.hide(id);
                        restore.mutate(res.trash_id!, {
                          onSuccess: () =>
                            notifications.show({
                              message: t('role.restored'),
                              color: 'green',
                              autoClose: 2000,
                            }),
                          onError: (e) => setError(errorText(e)),
                        });
                      }}
                    >
                      {t('role.undo')}
                    </Button>
                  )}
                </Group>
              ),
            });
          },
          onError: (e) => setError(errorText(e)),
        }),
    });
  }

  return (
    <Stack gap={2} data-testid={`role-${role.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" size="sm" tt="none">
              {examTypeLabel(role.exam_type)}
            </Badge>
            <Text size="xs" c="dimmed">
              {displayDate(role.start_date)} – {displayDate(role.expiration_date)}
            </Text>
            {role.watch_only === 1 && (
              <Badge size="sm" color="yellow" variant="light">
                {t('role.watchOnly')}
              </Badge>
            )}
            <Badge size="sm" color={role.active ? 'teal' : 'gray'} variant="dot">
              {role.active ? t('role.active') : t('role.inactive')}
            </Badge>
            <Badge
              size="sm"
              color={GENERATED_COLOR[stateKey]}
              variant="light"
              data-testid={`role-${role.id}-generated`}
              data-state={stateKey}
            >
              {t(`generated.${stateKey}`)}
            </Badge>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('role.generate')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('role.generate')}
              onClick={() => void generate.generate([role], () => userName)}
              disabled={generate.running}
              data-testid={`role-${role.id}-generate`}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('role.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('role.edit')}
              onClick={() => setEditing(true)}
              data-testid={`role-${role.id}-edit`}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('role.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('role.delete')}
              loading={del.isPending}
              onClick={onDelete}
              data-testid={`role-${role.id}-delete`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {error && (
        <Text size="xs" c="red.7" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
