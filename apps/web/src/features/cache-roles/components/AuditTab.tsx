import { breadcrumbs } from '@portal/core';
import { Button, Group, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api';
import { AUDIT_PER_PAGE, useAudit, type AuditEntry } from '../api/audit';

const ITEM_TYPES = ['category', 'card', 'content', 'lesson', 'role', 'user'] as const;

/** The audit log for admins (issue 18 §9): newest first, filterable by user and by item. */
export function AuditTab() {
  const { t } = useTranslation('cacheRoles');
  const [userId, setUserId] = useState<number | undefined>();
  const [itemType, setItemType] = useState<string | undefined>();
  const [itemId, setItemId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query = useAudit({ userId, itemType, itemId, page });
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PER_PAGE));
  const id = (v: string | number) => (typeof v === 'number' && v > 0 ? v : undefined);

  return (
    <Stack gap="sm" data-testid="audit-tab">
      <Text size="sm" c="dimmed">
        {t('audit.intro')}
      </Text>
      <Group gap="xs" align="flex-end">
        <NumberInput
          label={t('audit.userId')}
          min={1}
          allowDecimal={false}
          w={120}
          value={userId ?? ''}
          onChange={(v) => {
            setUserId(id(v));
            setPage(1);
          }}
          data-testid="audit-user"
        />
        <Select
          label={t('audit.itemType')}
          placeholder={t('audit.any')}
          clearable
          w={160}
          data={ITEM_TYPES.map((type) => ({ value: type, label: t(`audit.types.${type}`) }))}
          value={itemType ?? null}
          onChange={(v) => {
            setItemType(v ?? undefined);
            setPage(1);
          }}
          comboboxProps={{ withinPortal: false }}
          data-testid="audit-type"
        />
        <NumberInput
          label={t('audit.itemId')}
          min={1}
          allowDecimal={false}
          w={120}
          value={itemId ?? ''}
          onChange={(v) => {
            setItemId(id(v));
            setPage(1);
          }}
          data-testid="audit-item"
        />
      </Group>
      {query.isError && (
        <Text c="red.7" size="sm" role="alert">
          {errorText(query.error)}
        </Text>
      )}
      {query.data?.entries.length === 0 && <Text size="sm">{t('audit.empty')}</Text>}
      {!!query.data?.entries.length && (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table striped fz="sm" verticalSpacing={4} data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
                <Table.Th>{t('audit.item')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group gap="xs">
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pagination.previous')}
          </Button>
          <Text size="sm">
            {page} / {pages}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('pagination.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('cacheRoles');
  const right = typeof entry.details.right === 'string' ? ` (${t(`rights.${entry.details.right}`)})` : '';
  // a move names where from and where to (issue 34 §6); entries written before carry no titles
  const place = (title: unknown) =>
    typeof title === 'string' && title ? title.replace(/\s*\/\/\s*/g, ' ') : t('audit.topLevel');
  const fromTo =
    entry.action === 'move' && 'to_title' in entry.details
      ? ` ${t('audit.fromTo', { from: place(entry.details.from_title), to: place(entry.details.to_title) })}`
      : '';
  return (
    <Table.Tr data-testid={`audit-${entry.id}`}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(entry.at).format('DD/MM/YYYY HH:mm')}</Table.Td>
      <Table.Td>{entry.user_id ? `${entry.user_name} #${entry.user_id}` : t('audit.system')}</Table.Td>
      <Table.Td>
        {t(`audit.types.${entry.item_type}`, { defaultValue: entry.item_type })}{' '}
        {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
        {right}
        {fromTo}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        {breadcrumbs(entry.item_title)}
        {entry.item_id ? ` #${entry.item_id}` : ''}
      </Table.Td>
    </Table.Tr>
  );
}
