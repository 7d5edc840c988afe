import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { useDeleteRole, type Role } from '../api/roles';
import { useGenerate } from './generate';
import { RoleForm } from './RoleForm';

/** DD/MM/YYYY (learner spec §5). */
export const displayDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

const GENERATED_COLOR = { true: 'green', false: 'gray', error: 'red' } as const;

/** One role: category, exam type, dates, watch-only, active, its generate state and actions. */
export function RoleRow({ role, title, userName }: { role: Role; title: string; userName: string }) {
  const { t } = useTranslation('cacheRoles');
  const generate = useGenerate();
  const del = useDeleteRole();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = generate.stateOf(role);
  const stateKey = String(state) as 'true' | 'false' | 'error';

  if (editing) return <RoleForm mode={{ kind: 'update', role }} onDone={() => setEditing(false)} />;

  return (
    <Stack gap={2} data-testid={`role-${role.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6}>
            <Badge variant="outline" size="sm" tt="none">
              {role.exam_type}
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
              onClick={() => {
                setError(null);
                del.mutate(role.id, { onError: (e) => setError(errorText(e)) });
              }}
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
