import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { EXAM_TYPES, examTypeLabel } from '@portal/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { DayInput } from '../../../lib/date-inputs';
import { useCategoryChoices, useCreateRole, useUpdateRole, type Role, type RoleInput } from '../api/roles';
import { defaultRoleInput } from '../state';

// The exam types with their names, e.g. "pecus – Standard plus" (issue 18 §6).
const EXAM_TYPE_OPTIONS = EXAM_TYPES.map((e) => ({ value: e, label: examTypeLabel(e) }));

interface Props {
  /** create: the user (and optionally a fixed category); update: the role */
  mode: { kind: 'create'; userId: number; categoryId?: number } | { kind: 'update'; role: Role };
  /** shown above the fields on create from a category (e.g. the user picker) */
  extra?: ReactNode;
  /** for create from a category: the chosen user, else the form's own */
  userId?: number | null;
  onDone: () => void;
}

/** Role create (default exam type eth, start and expiry today) or update (admin spec §3, §7). */
export function RoleForm({ mode, extra, userId, onDone }: Props) {
  const { t } = useTranslation('cacheRoles');
  const [input, setInput] = useState<RoleInput>(() =>
    mode.kind === 'update'
      ? {
          exam_type: mode.role.exam_type,
          start_date: mode.role.start_date,
          expiration_date: mode.role.expiration_date,
          watch_only: mode.role.watch_only === 1,
        }
      : defaultRoleInput(),
  );
  const fixedCategory = mode.kind === 'create' ? mode.categoryId : undefined;
  const [categoryId, setCategoryId] = useState<string | null>(fixedCategory ? String(fixedCategory) : null);
  const choices = useCategoryChoices(mode.kind === 'create' && !fixedCategory);
  const create = useCreateRole();
  const update = useUpdateRole();
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  const targetUser = mode.kind === 'create' ? (userId !== undefined ? userId : mode.userId) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      if (mode.kind === 'update') await update.mutateAsync({ id: mode.role.id, input });
      else {
        if (!targetUser) return setError(t('role.chooseUser'));
        if (!categoryId) return setError(t('role.chooseCategory'));
        await create.mutateAsync({ userId: targetUser, categoryId: Number(categoryId), input });
      }
      onDone();
    } catch (err) {
      setError(errorText(err));
    }
  }

  const set = <K extends keyof RoleInput>(key: K, value: RoleInput[K]) =>
    setInput((i) => ({ ...i, [key]: value }));

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      component="form"
      onSubmit={submit}
      data-testid="role-form"
    >
      {extra}
      {mode.kind === 'create' && !fixedCategory && (
        <Select
          label={t('role.category')}
          placeholder={t('role.chooseCategory')}
          data={choices.data ?? []}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          nothingFoundMessage={t('nothingFound')}
          mb="xs"
          data-testid="role-form-category"
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Select
          label={t('role.examType')}
          data={EXAM_TYPE_OPTIONS}
          value={input.exam_type}
          onChange={(v) => v && set('exam_type', v)}
          allowDeselect={false}
          data-testid="role-form-exam-type"
          comboboxProps={{ withinPortal: false }}
        />
        <DayInput
          label={t('role.start')}
          value={input.start_date}
          onChange={(v) => set('start_date', v)}
          testId="role-form-start"
        />
        <DayInput
          label={t('role.expiry')}
          value={input.expiration_date}
          onChange={(v) => set('expiration_date', v)}
          testId="role-form-expiry"
        />
      </SimpleGrid>
      <Checkbox
        mt="xs"
        label={t('role.watchOnly')}
        checked={input.watch_only}
        onChange={(e) => set('watch_only', e.currentTarget.checked)}
        data-testid="role-form-watch-only"
      />
      {error && (
        <Text c="red.7" size="sm" mt="xs" role="alert" data-testid="role-form-error">
          {error}
        </Text>
      )}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={onDone} disabled={busy}>
          {t('role.cancel')}
        </Button>
        <Button type="submit" size="xs" loading={busy} data-testid="role-form-save">
          {mode.kind === 'create' ? t('role.create') : t('role.save')}
        </Button>
      </Group>
    </Paper>
  );
}
