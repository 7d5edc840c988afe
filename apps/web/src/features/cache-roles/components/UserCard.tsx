import { breadcrumbs } from '@portal/core';
import { Button, Checkbox, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEraser, IconPlus, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { useModes, useUpdateCachedUser } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/submit-once';
import { cleanUser } from '../api/cache';
import { RIGHTS, useDeleteUser, useSetRights, type Rights, type UserWithRoles } from '../api/roles';
import { RoleForm } from './RoleForm';
import { RoleRow } from './RoleRow';

/** 'Do you really want to delete that user?' with yes/no (admin spec §2, §5). Resolves true on yes. */
function confirmDeleteUser(t: (key: string) => string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('deleteUser'),
      centered: true,
      children: <Text data-testid="confirm-delete-user-text">{t('confirmDeleteUser')}</Text>,
      labels: { confirm: t('yes'), cancel: t('no') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-yes' } as never,
      cancelProps: { 'data-testid': 'confirm-no' } as never,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Granting or revoking the admin right asks first (issue 18 §6). Resolves true on yes. */
function confirmAdminChange(
  t: (key: string, o?: Record<string, string>) => string,
  name: string,
  grant: boolean,
) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: t(grant ? 'rights.confirmGrantTitle' : 'rights.confirmRevokeTitle', { name }),
      centered: true,
      children: <Text size="sm">{t(grant ? 'rights.confirmGrant' : 'rights.confirmRevoke', { name })}</Text>,
      labels: { confirm: t('rights.confirmYes'), cancel: t('no') },
      confirmProps: { color: grant ? 'red' : undefined, 'data-testid': 'confirm-admin-yes' } as never,
      cancelProps: { 'data-testid': 'confirm-admin-no' } as never,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Unticking your own teacher right (without the admin right) ends your access to the admin area and this panel:
 * asked first, naming the consequence (issue 34). Resolves true on yes.
 */
function confirmOwnTeacherRemoval(t: (key: string) => string) {
  return new Promise<boolean>((resolve) => {
    modals.openConfirmModal({
      title: t('rights.confirmOwnTeacherTitle'),
      centered: true,
      children: (
        <Text size="sm" data-testid="confirm-own-teacher-text">
          {t('rights.confirmOwnTeacher')}
        </Text>
      ),
      labels: { confirm: t('rights.confirmOwnTeacherYes'), cancel: t('no') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-own-teacher-yes' } as never,
      cancelProps: { 'data-testid': 'confirm-own-teacher-no' } as never,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** A user with their rights (checkboxes: teachers and admins, is_admin admins only) and roles, and the per-user actions. */
export function UserCard({ user }: { user: UserWithRoles }) {
  const { t } = useTranslation('cacheRoles');
  const { user: me, adminMode, teacherMode } = useModes();
  const updateCachedUser = useUpdateCachedUser();
  // your own change shows at once in what you may do: without the teacher right the panel closes, saying why
  const setRights = useSetRights(({ userId, rights }) => {
    if (me && userId === me.id) updateCachedUser({ ...me, ...rights });
  });
  const once = useSubmitOnce();
  const deleteUser = useDeleteUser();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [cleaning, setCleaning] = useState(false);
  const isMe = me?.id === user.id;

  // Teachers change is_student, is_teacher and all_access and delete users; only admins touch is_admin or an
  // admin; nobody raises their own rights (admin spec §6, checked again by the server).
  const targetIsAdmin = user.is_admin === 1;
  const mayChange = (key: (typeof RIGHTS)[number]) => {
    if (!teacherMode) return { ok: false, why: t('rights.adminOnly') };
    if (isMe && key === 'is_admin' && adminMode) return { ok: false, why: t('rights.ownAdmin') };
    if (adminMode) return { ok: true, why: undefined };
    if (key === 'is_admin' || targetIsAdmin) return { ok: false, why: t('rights.adminOnly') };
    if (isMe && key === 'all_access' && user.all_access !== 1)
      return { ok: false, why: t('rights.selfEscalation') };
    return { ok: true, why: undefined };
  };
  const mayDelete = teacherMode && !isMe && (adminMode || !targetIsAdmin);

  const changeRight = (key: (typeof RIGHTS)[number], on: boolean) => once.run(() => applyRight(key, on));
  async function applyRight(key: (typeof RIGHTS)[number], on: boolean) {
    setMessage(null);
    if (key === 'is_admin' && !(await confirmAdminChange(t, user.name, on))) return;
    if (isMe && key === 'is_teacher' && !on && !adminMode && !(await confirmOwnTeacherRemoval(t))) return;
    const rights: Rights = {
      is_student: user.is_student,
      is_teacher: user.is_teacher,
      is_admin: user.is_admin,
      all_access: user.all_access,
      [key]: on ? 1 : 0,
    };
    try {
      const res = await setRights.mutateAsync({ userId: user.id, rights });
      setMessage({ ok: true, text: res.message });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    }
  }

  async function clean() {
    setMessage(null);
    setCleaning(true);
    try {
      const res = await cleanUser(user.id);
      setMessage({ ok: true, text: res.message });
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setCleaning(false);
    }
  }

  async function remove() {
    if (!(await confirmDeleteUser(t))) return;
    deleteUser.mutate(user.id, { onError: (e) => setMessage({ ok: false, text: errorText(e) }) });
  }

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`user-${user.id}`}
      // name and e-mail: two learners may share a name, and a landmark's name must be unique
      aria-label={`${user.name} (${user.email})`}
      component="section"
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.name}{' '}
            <Text span c="dimmed" size="xs">
              #{user.id}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Stack>
        <Group gap={6}>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconEraser size={14} aria-hidden />}
            loading={cleaning}
            onClick={() => void clean()}
            data-testid={`user-${user.id}-clean`}
          >
            {t('cleanUser')}
          </Button>
          {teacherMode && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconUserX size={14} aria-hidden />}
              disabled={!mayDelete}
              title={isMe ? t('deleteSelf') : !mayDelete ? t('deleteAdmin') : undefined}
              loading={deleteUser.isPending}
              onClick={() => void remove()}
              data-testid={`user-${user.id}-delete`}
            >
              {t('deleteUser')}
            </Button>
          )}
        </Group>
      </Group>

      <Group gap="md" mt="xs" role="group" aria-label={t('rights.label')}>
        {RIGHTS.map((key) => {
          const allowed = mayChange(key);
          return (
            <Checkbox
              key={key}
              size="xs"
              label={t(`rights.${key}`)}
              checked={user[key] === 1}
              disabled={!allowed.ok || once.pending || setRights.isPending}
              title={allowed.why}
              onChange={(e) => void changeRight(key, e.currentTarget.checked)}
              data-testid={`user-${user.id}-${key}`}
            />
          );
        })}
      </Group>
      {message && (
        <Text
          size="xs"
          mt={4}
          c={message.ok ? 'green.8' : 'red.7'}
          role={message.ok ? 'status' : 'alert'}
          data-testid={`user-${user.id}-message`}
        >
          {message.text}
        </Text>
      )}

      <Divider my="xs" label={t('roles', { count: user.roles.length })} labelPosition="left" />
      <Stack gap="xs">
        {user.roles.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('role.none')}
          </Text>
        )}
        {user.roles.map((role) => (
          <RoleRow key={role.id} role={role} title={breadcrumbs(role.category_title)} userName={user.name} />
        ))}
        {adding ? (
          <RoleForm mode={{ kind: 'create', userId: user.id }} onDone={() => setAdding(false)} />
        ) : (
          <Group>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setAdding(true)}
              data-testid={`user-${user.id}-add-role`}
            >
              {t('role.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
