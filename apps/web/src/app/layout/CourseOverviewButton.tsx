import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconListTree } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { emitCourseOverview, frame, useFrame } from '../../lib/frame';
import { useFrameModes } from '../../lib/session';
import classes from './layout.module.css';

/** Hidden on /shop and for logged-out visitors (the course tree needs a login). */
function useCourseOverviewVisible() {
  const { pathname } = useLocation();
  const { loggedIn } = useFrameModes();
  return loggedIn && !pathname.startsWith('/shop');
}

/** Wide screens: shows or hides the left sidebar with the course tree. */
export function CourseOverviewButton() {
  const { t } = useTranslation();
  const hidden = useFrame((s) => s.sidebarHidden);
  if (!useCourseOverviewVisible()) return null;
  return (
    <Button
      variant={hidden ? 'filled' : 'light'}
      leftSection={<IconListTree size={18} aria-hidden />}
      aria-expanded={!hidden}
      aria-controls="portal-sidebar"
      onClick={() => {
        frame.toggleSidebar();
        emitCourseOverview();
      }}
      data-testid="course-overview"
    >
      {t('nav.courseOverview')}
    </Button>
  );
}

/** Small screens: closes the content overlay to show the category recursion. */
export function SmallCourseOverviewButton() {
  const { t } = useTranslation();
  const contentOpen = useFrame((s) => s.contentOpen);
  if (!useCourseOverviewVisible()) return null;
  return (
    <UnstyledButton
      className={classes.smallTab}
      data-active={!contentOpen || undefined}
      aria-pressed={!contentOpen}
      onClick={() => {
        frame.closeContent();
        emitCourseOverview();
      }}
      data-testid="course-overview"
    >
      <Stack gap={2} align="center">
        <IconListTree size={22} aria-hidden />
        <Text size="xs" lh={1.1} ta="center">
          {t('nav.courseOverviewShort')}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
