import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { frame, useFrame } from '../../lib/frame';
import { useFrameModes } from '../../lib/session';
import { navTabs } from './nav';
import classes from './layout.module.css';

function useVisibleTabs() {
  const modes = useFrameModes();
  return navTabs.filter((tab) => !tab.visible || tab.visible(modes));
}

/** Wide screens: the navbar tabs as links (the current one has aria-current="page"). */
export function NavTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = useVisibleTabs();
  return (
    <Group component="nav" aria-label={t('nav.main')} gap={4} wrap="nowrap">
      {tabs.map((tab) => {
        const active = pathname === tab.to;
        const Icon = tab.icon;
        return (
          <Button
            key={tab.key}
            component={Link}
            to={tab.to}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            aria-current={active ? 'page' : undefined}
            leftSection={<Icon size={18} aria-hidden />}
            className={classes.tab}
            data-active={active || undefined}
          >
            {t(`tabs.${tab.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}

/** Small screens: compact icon tabs; choosing one opens the content overlay. */
export function SmallNavTabs({ before }: { before?: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = useVisibleTabs();
  const { loggedIn } = useFrameModes();
  const contentOpen = useFrame((s) => s.contentOpen) || !loggedIn;
  return (
    <nav aria-label={t('nav.main')} className={classes.smallNav}>
      {before}
      {tabs.map((tab) => {
        const active = contentOpen && pathname === tab.to;
        const Icon = tab.icon;
        return (
          <UnstyledButton
            key={tab.key}
            component={Link}
            to={tab.to}
            onClick={frame.openContent}
            aria-current={active ? 'page' : undefined}
            className={classes.smallTab}
            data-active={active || undefined}
          >
            <Stack gap={2} align="center">
              <Icon size={22} aria-hidden />
              <Text size="xs" lh={1.1} ta="center">
                {t(`tabs.${tab.key}`)}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
