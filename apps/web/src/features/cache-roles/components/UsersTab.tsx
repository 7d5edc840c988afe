import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsersWithRoles } from '../api/roles';
import { useGenerate } from './generate';
import { UserCard } from './UserCard';

const PER_PAGE = 20;

/** Users with their roles and rights, searched and paged on the server (usable with 10,000 users). */
export function UsersTab() {
  const { t } = useTranslation('cacheRoles');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useUsersWithRoles({ q, page, perPage: PER_PAGE });
  const generate = useGenerate();
  const data = users.data;
  const pageRoles = data?.users.flatMap((u) => u.roles.map((r) => ({ role: r, name: u.name }))) ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('search')}
        aria-label={t('search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="users-search"
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="users-total">
          {data ? t('usersTotal', { count: data.total }) : ''}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={!pageRoles.length || generate.running}
          loading={generate.running}
          onClick={() => {
            const names = new Map(pageRoles.map((p) => [p.role.id, p.name]));
            void generate.generate(
              pageRoles.map((p) => p.role),
              (r) => names.get(r.id) ?? '',
            );
          }}
          data-testid="generate-page"
        >
          {t('generateAll')}
        </Button>
      </Group>
      {users.isPending && (
        <Center p="md">
          <Loader role="status" size="sm" aria-label={t('common:loading')} />
        </Center>
      )}
      {users.isError && <Alert color="red">{t('loadError')}</Alert>}
      {data && data.users.length === 0 && <Text c="dimmed">{t('noUsers')}</Text>}
      <Stack gap="sm" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
        {data?.users.map((u) => (
          <UserCard key={u.id} user={u} />
        ))}
      </Stack>
      {data && data.last_page > 1 && (
        <Center>
          <Pagination
            total={data.last_page}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            data-testid="users-pagination"
          />
        </Center>
      )}
    </Stack>
  );
}
