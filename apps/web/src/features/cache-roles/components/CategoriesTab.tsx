import {
  Accordion,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoriesWithRoles, useUsersWithRoles, type CategoryWithRoles } from '../api/roles';
import { useGenerate } from './generate';
import { RoleForm } from './RoleForm';
import { RoleRow } from './RoleRow';

/** A user picker that searches the server (never loads all users). */
function UserPicker({ value, onChange }: { value: string | null; onChange: (v: string | null) => void }) {
  const { t } = useTranslation('cacheRoles');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const users = useUsersWithRoles({ q, page: 1, perPage: 20 });
  const data = (users.data?.users ?? []).map((u) => ({
    value: String(u.id),
    label: `${u.name} <${u.email}>`,
  }));
  return (
    <Select
      label={t('role.user')}
      placeholder={t('search')}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={onChange}
      nothingFoundMessage={t('noUsers')}
      mb="xs"
      data-testid="role-form-user"
      comboboxProps={{ withinPortal: false }}
    />
  );
}

function CategoryRoles({ category }: { category: CategoryWithRoles }) {
  const { t } = useTranslation('cacheRoles');
  const generate = useGenerate();
  const [adding, setAdding] = useState(false);
  const [userId, setUserId] = useState<string | null>(null);
  const names = new Map(category.roles.map((r) => [r.id, r.user.name]));
  return (
    <Stack gap="xs">
      {category.roles.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('role.none')}
        </Text>
      )}
      {category.roles.map((role) => (
        <RoleRow
          key={role.id}
          role={role}
          title={`${role.user.name} <${role.user.email}>`}
          userName={role.user.name}
        />
      ))}
      {category.roles_count > category.roles.length && (
        <Text size="xs" c="dimmed">
          {t('moreRoles', { count: category.roles_count - category.roles.length })}
        </Text>
      )}
      <Group gap="xs">
        {!adding && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
            data-testid={`roles-category-${category.id}-add-role`}
          >
            {t('role.add')}
          </Button>
        )}
        {category.roles.length > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden />}
            disabled={generate.running}
            onClick={() => void generate.generate(category.roles, (r) => names.get(r.id) ?? '')}
            data-testid={`roles-category-${category.id}-generate`}
          >
            {t('generateCategory')}
          </Button>
        )}
      </Group>
      {adding && (
        <RoleForm
          mode={{ kind: 'create', userId: 0, categoryId: category.id }}
          userId={userId ? Number(userId) : null}
          extra={<UserPicker value={userId} onChange={setUserId} />}
          onDone={() => {
            setAdding(false);
            setUserId(null);
          }}
        />
      )}
    </Stack>
  );
}

const PER_PAGE = 50;
const ROLES_PER_CATEGORY = 50;

/** Categories (programmes and every category holding roles) with their roles and users, paged on the server. */
export function CategoriesTab() {
  const { t } = useTranslation('cacheRoles');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const categories = useCategoriesWithRoles({
    q,
    page,
    perPage: PER_PAGE,
    rolesPerCategory: ROLES_PER_CATEGORY,
  });
  const data = categories.data;
  const list = data?.categories ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('searchRoleUsers')}
        aria-label={t('searchRoleUsers')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="categories-search"
      />
      {categories.isPending && (
        <Center p="md">
          <Loader role="status" size="sm" aria-label={t('common:loading')} />
        </Center>
      )}
      {categories.isError && <Alert color="red">{t('loadError')}</Alert>}
      {categories.data && list.length === 0 && <Text c="dimmed">{t('noCategories')}</Text>}
      <Accordion multiple variant="separated" chevronPosition="left">
        {list.map((c) => (
          <Accordion.Item key={c.id} value={String(c.id)} data-testid={`roles-category-${c.id}`}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {c.path_title}
                </Text>
                <Badge variant="light" size="sm">
                  {t('roles', { count: c.roles_count })}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <CategoryRoles category={c} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {data && data.last_page > 1 && (
        <Center>
          <Pagination
            total={data.last_page}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            data-testid="categories-pagination"
          />
        </Center>
      )}
    </Stack>
  );
}
