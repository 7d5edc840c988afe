import { AppShell, Group, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useFrame } from '../../lib/frame';
import { useFrameModes } from '../../lib/session';
import { SidebarSlot, slots } from '../slots';
import { AppTitle, LazyBoundary, SkipLink } from './common';
import { CourseOverviewButton } from './CourseOverviewButton';
import { Footer } from './Footer';
import { LanguageSelect } from './LanguageSelect';
import { NavTabs } from './NavTabs';
import { UserMenu } from './UserMenu';
import classes from './layout.module.css';

/** Wider than 768 px: header with title, course overview, tabs and user menu; left sidebar; main. */
export function DesktopLayout() {
  const { t } = useTranslation();
  // logged in, or the stored login still being checked: the logged-in frame from the first paint (issue 31)
  const { loggedIn, pending } = useFrameModes();
  const sidebarHidden = useFrame((s) => s.sidebarHidden);
  const showSidebar = loggedIn && !!slots.sidebar && !sidebarHidden;
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 320, breakpoint: 'sm', collapsed: { desktop: !showSidebar, mobile: !showSidebar } }}
      padding="lg"
      data-testid="layout-desktop"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <AppTitle />
            <CourseOverviewButton />
          </Group>
          <NavTabs />
          <Group gap="xs" wrap="nowrap">
            {pending ? (
              // the user menu's place while the stored login is checked
              <Skeleton h={36} w={160} radius="sm" aria-hidden data-testid="user-menu-placeholder" />
            ) : loggedIn ? (
              <UserMenu />
            ) : (
              <LanguageSelect compact />
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="portal-sidebar"
        aria-label={t('nav.sidebar')}
        inert={!showSidebar}
        data-testid="sidebar"
      >
        {showSidebar && pending && (
          // the course tree's place while the stored login is checked
          <Stack p="sm" gap="sm" aria-hidden data-testid="sidebar-placeholder">
            <Skeleton h={96} radius="md" />
            <Skeleton h={20} w="60%" />
            <Skeleton h={28} />
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        )}
        {showSidebar && !pending && (
          <ScrollArea p="sm" h="100%" type="auto">
            <LazyBoundary>
              <SidebarSlot />
            </LazyBoundary>
          </ScrollArea>
        )}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <div className={classes.mainBody}>
          <LazyBoundary>
            <Outlet />
          </LazyBoundary>
        </div>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
