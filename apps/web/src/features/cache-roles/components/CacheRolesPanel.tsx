import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../../lib/panels';
import { useModes } from '../../../lib/session';
import { AuditTab } from './AuditTab';
import { CacheOperations } from './CacheOperations';
import { CategoriesTab } from './CategoriesTab';
import { GenerateProvider, useGenerate } from './generate';
import { PaymentsTab } from './PaymentsTab';
import { UsersTab } from './UsersTab';

function GenerateAlert() {
  const { t } = useTranslation('cacheRoles');
  const { failure, dismiss } = useGenerate();
  if (!failure) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('generateFailedTitle')}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={dismiss}
      role="alert"
      data-testid="generate-alert"
    >
      {t('generateFailed', { ...failure })}
    </Alert>
  );
}

/**
 * The cache and roles panel (admin spec §2), opened from the user menu by teachers: users with roles
 * and rights, categories with roles and users, and the cache operations with their states.
 */
export default function CacheRolesPanel(_props: PanelProps) {
  const { t } = useTranslation('cacheRoles');
  const { teacherMode, adminMode } = useModes();
  // a teacher who just removed their own teacher right learns why the panel closed (issue 34)
  const [wasTeacher] = useState(teacherMode);
  if (!teacherMode)
    return wasTeacher ? (
      <Alert color="orange" role="status" data-testid="own-teacher-removed">
        {t('ownTeacherRemoved')}
      </Alert>
    ) : (
      <Text>{t('teachersOnly')}</Text>
    );
  return (
    <GenerateProvider>
      <Stack gap="sm" data-testid="cache-roles-panel">
        <GenerateAlert />
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="users" data-testid="tab-users">
              {t('sections.users')}
            </Tabs.Tab>
            <Tabs.Tab value="categories" data-testid="tab-categories">
              {t('sections.categories')}
            </Tabs.Tab>
            <Tabs.Tab value="cache" data-testid="tab-cache">
              {t('sections.cache')}
            </Tabs.Tab>
            {adminMode && (
              <Tabs.Tab value="payments" data-testid="tab-payments">
                {t('sections.payments')}
              </Tabs.Tab>
            )}
            {adminMode && (
              <Tabs.Tab value="audit" data-testid="tab-audit">
                {t('sections.audit')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="users" pt="sm">
            <UsersTab />
          </Tabs.Panel>
          <Tabs.Panel value="categories" pt="sm">
            <CategoriesTab />
          </Tabs.Panel>
          <Tabs.Panel value="cache" pt="sm">
            <CacheOperations />
          </Tabs.Panel>
          {adminMode && (
            <Tabs.Panel value="payments" pt="sm">
              <PaymentsTab />
            </Tabs.Panel>
          )}
          {adminMode && (
            <Tabs.Panel value="audit" pt="sm">
              <AuditTab />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </GenerateProvider>
  );
}
