import { ActionIcon, Button, Divider, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import {
  IconBook,
  IconBuildingStore,
  IconDatabaseCog,
  IconLogout,
  IconReceipt,
  IconSettings,
  IconShoppingCart,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePendingAnswerCount } from '../../features/flashcards';
import { openPanel, type PanelId } from '../../lib/panels';
import { useLogout, useModes } from '../../lib/session';
import { LanguageSelect } from './LanguageSelect';
import { MusicSelect } from './MusicSelect';

interface EntryProps {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}

function Entry({ icon, label, onClick, testId }: EntryProps) {
  return (
    <Button
      variant="subtle"
      color="dark"
      justify="flex-start"
      fullWidth
      leftSection={icon}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * The user menu (learner spec §2): profile, instructions; admin panel and cache (teacherMode);
 * shop, cart and bought products (every logged-in user: DESIGN §4, buyers find their receipts); language;
 * music; logout.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { user, teacherMode } = useModes();
  const loggedIn = !!user;
  const navigate = useNavigate();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  // answers the server has not confirmed yet (offline, server unreachable): logout asks first (issue 31)
  const unsent = usePendingAnswerCount(user?.id ?? null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  if (!user) return null;

  const panel = (id: PanelId) => () => {
    setOpened(false);
    openPanel(id);
  };
  const go = (to: string) => () => {
    setOpened(false);
    navigate(to);
  };

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={280}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          {compact ? (
            <ActionIcon
              variant="default"
              size={40}
              onClick={() => setOpened((o) => !o)}
              aria-haspopup="dialog"
              aria-expanded={opened}
              aria-label={t('menu.userMenu')}
              data-testid="user-menu-button"
            >
              <IconUserCircle size={24} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="default"
              leftSection={<IconUserCircle size={20} aria-hidden />}
              onClick={() => setOpened((o) => !o)}
              aria-haspopup="dialog"
              aria-expanded={opened}
              data-testid="user-menu-button"
              maw={220}
            >
              <Text span truncate="end" size="sm">
                {user.name}
              </Text>
            </Button>
          )}
        </Popover.Target>
        <Popover.Dropdown aria-label={t('menu.userMenu')} data-testid="user-menu">
          <Stack gap={2}>
            <Text size="sm" fw={600} truncate="end">
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" truncate="end" mb={4}>
              {user.email}
            </Text>
            <Entry
              icon={<IconUser size={18} aria-hidden />}
              label={t('menu.profile')}
              onClick={panel('profile')}
              testId="menu-profile"
            />
            <Entry
              icon={<IconBook size={18} aria-hidden />}
              label={t('menu.instructions')}
              onClick={panel('manual')}
              testId="menu-instructions"
            />
            {teacherMode && (
              <>
                <Entry
                  icon={<IconSettings size={18} aria-hidden />}
                  label={t('menu.adminPanel')}
                  onClick={go('/admin')}
                  testId="menu-admin"
                />
                <Entry
                  icon={<IconDatabaseCog size={18} aria-hidden />}
                  label={t('menu.cache')}
                  onClick={panel('cacheRoles')}
                  testId="menu-cache"
                />
              </>
            )}
            {loggedIn && (
              <>
                <Entry
                  icon={<IconBuildingStore size={18} aria-hidden />}
                  label={t('menu.shop')}
                  onClick={go('/shop')}
                  testId="menu-shop"
                />
                <Entry
                  icon={<IconShoppingCart size={18} aria-hidden />}
                  label={t('menu.cart')}
                  onClick={panel('cart')}
                  testId="menu-cart"
                />
                <Entry
                  icon={<IconReceipt size={18} aria-hidden />}
                  label={t('menu.bought')}
                  onClick={panel('bought')}
                  testId="menu-bought"
                />
              </>
            )}
            <Divider my={6} />
            <Stack gap="xs">
              <LanguageSelect />
              <MusicSelect />
            </Stack>
            <Divider my={6} />
            <Entry
              icon={<IconLogout size={18} aria-hidden />}
              label={t('menu.logout')}
              onClick={() => {
                setOpened(false);
                if (unsent > 0) setConfirmLogout(true);
                else void logout();
              }}
              testId="menu-logout"
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Modal
        opened={confirmLogout}
        onClose={() => setConfirmLogout(false)}
        centered
        title={t('menu.logoutUnsentTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        attributes={{ content: { 'data-testid': 'logout-unsent-dialog' } }}
      >
        <Stack>
          <Text data-testid="logout-unsent-message">{t('menu.logoutUnsent', { count: unsent })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmLogout(false)} data-autofocus>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmLogout(false);
                void logout();
              }}
              data-testid="logout-unsent-confirm"
            >
              {t('menu.logoutAnyway')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
