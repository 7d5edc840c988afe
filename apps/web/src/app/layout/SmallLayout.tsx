import { Box, CloseButton, Group } from '@mantine/core';
import { Activity, useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { frame, useFrame } from '../../lib/frame';
import { useModes } from '../../lib/session';
import { SmallScreenHomeSlot } from '../slots';
import { AppTitle, LazyBoundary, SkipLink } from './common';
import { SmallCourseOverviewButton } from './CourseOverviewButton';
import { Footer } from './Footer';
import { LanguageSelect } from './LanguageSelect';
import { SmallNavTabs } from './NavTabs';
import { UserMenu } from './UserMenu';
import classes from './layout.module.css';

/**
 * Places the content overlay right below the menu bar: measured before the first paint (a measurement after
 * paint would shift the whole page) and again whenever the bar's size changes. The overlay's style is set
 * directly: a state update here re-rendered the whole frame synchronously.
 */
function usePlaceBelow(barRef: RefObject<HTMLElement | null>, overlayRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const place = () => {
      if (overlayRef.current) overlayRef.current.style.top = `${bar.getBoundingClientRect().height}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [barRef, overlayRef]);
}

/**
 * 768 px or less: a small menu bar (title, user menu, course overview and tabs), the category
 * recursion as home, and the route's screen in a full-screen content overlay with a close button.
 */
export function SmallLayout() {
  const { t } = useTranslation();
  const { loggedIn, loading } = useModes();
  // logged-out visitors have no category recursion: the content (login panel, shop) stays open
  const contentOpen = useFrame((s) => s.contentOpen) || !loggedIn;
  const barRef = useRef<HTMLElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  usePlaceBelow(barRef, overlayRef);
  const homeRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(contentOpen);

  useEffect(() => {
    if (wasOpen.current && !contentOpen) homeRef.current?.focus();
    if (!wasOpen.current && contentOpen) overlayRef.current?.focus();
    wasOpen.current = contentOpen;
  }, [contentOpen]);

  const onOverlayKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape from inside the overlay (not from a modal portalled out of it) closes it
    if (loggedIn && event.key === 'Escape' && overlayRef.current?.contains(event.target as Node)) {
      event.stopPropagation();
      frame.closeContent();
    }
  };

  return (
    <Box data-testid="layout-small">
      <SkipLink />
      <Box component="header" ref={barRef} className={classes.smallBar} data-testid="small-menu-bar">
        <Group justify="space-between" wrap="nowrap" px="sm" py={6}>
          <AppTitle />
          {loggedIn ? (
            <UserMenu compact />
          ) : loading ? (
            // the user menu's place while the stored login is checked: the bar keeps its height
            <Box w={40} h={40} aria-hidden />
          ) : (
            <LanguageSelect compact />
          )}
        </Group>
        <SmallNavTabs before={<SmallCourseOverviewButton />} />
      </Box>

      {/* exactly one main landmark: the home while it shows, the content overlay while that is open */}
      <Box
        role={contentOpen ? undefined : 'main'}
        id={contentOpen ? undefined : 'main-content'}
        ref={homeRef}
        tabIndex={-1}
        inert={contentOpen}
        aria-hidden={contentOpen || undefined}
        p="md"
        data-testid="small-home"
      >
        <LazyBoundary>
          {/* under the open overlay the home renders at idle priority, after the screen (its data loads
              when it is shown) */}
          <Activity mode={contentOpen ? 'hidden' : 'visible'}>
            <SmallScreenHomeSlot />
          </Activity>
        </LazyBoundary>
      </Box>

      <Box
        ref={overlayRef}
        component="main"
        id={contentOpen ? 'main-content' : undefined}
        aria-label={t('nav.content')}
        tabIndex={-1}
        hidden={!contentOpen}
        className={classes.overlay}
        onKeyDown={onOverlayKeyDown}
        data-testid="content-overlay"
      >
        {(loggedIn || loading) && (
          // reserved while the stored login is checked, so the screen below does not move when it appears
          <div className={classes.overlayClose} style={loggedIn ? undefined : { visibility: 'hidden' }}>
            <CloseButton
              size="lg"
              variant="default"
              aria-label={t('nav.closeContent')}
              onClick={frame.closeContent}
              data-testid="content-overlay-close"
            />
          </div>
        )}
        <div className={classes.overlayBody}>
          <LazyBoundary>
            <Outlet />
          </LazyBoundary>
        </div>
        <Footer />
      </Box>
    </Box>
  );
}
