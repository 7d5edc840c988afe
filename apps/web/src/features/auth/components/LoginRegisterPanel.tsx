import { Paper, Tabs, Text, Title } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VisitorOffer } from './VisitorOffer';

/**
 * The login/register panel shown in the content area to logged-out visitors (learner spec §2), with what the portal
 * offers below it (issue 31).
 */
export function LoginRegisterPanel() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Paper withBorder shadow="xs" p="lg" maw={460} mx="auto" mt="md" data-testid="auth-panel">
        <Title order={1} size="h3" mb={4}>
          {t('panel.title')}
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          {t('panel.intro')}
        </Text>
        <Tabs defaultValue="login" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login" leftSection={<IconLogin size={16} aria-hidden />}>
              {t('tabs.login')}
            </Tabs.Tab>
            <Tabs.Tab value="register" leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('tabs.register')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <VisitorOffer />
    </>
  );
}
