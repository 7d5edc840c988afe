import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorDialogs } from './ErrorDialogs';
import { MusicPlayer } from './music';
import { PanelHost } from './PanelHost';
import { UpdateOffer } from './UpdateOffer';

/** The dictionary key naming the screen of a path in the page's <title> (each page its own title, WCAG 2.4.2). */
function screenTitleKey(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first === 'content') return second === 'exercises' ? 'tabs.exercise' : 'tabs.theory';
  if (first === 'flashcard' || first === undefined) return 'screens.flashcard';
  if (first === 'shop' || first === 'lessons' || first === 'admin') return `screens.${first}`;
  return null;
}

/** Everything every page shares, inside the router: modals, notifications, panels, dialogs, the update offer, music. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = screenTitleKey(pathname);
  // a layout effect: it runs before the screens' own effects, so a screen may add to it (statistics names its category)
  useLayoutEffect(() => {
    document.title = screen ? `${t(screen)} – ${t('appTitle')}` : t('appTitle');
  }, [t, screen]);
  return (
    <ModalsProvider labels={{ confirm: t('actions.ok'), cancel: t('actions.cancel') }}>
      <Notifications position="top-center" />
      <Outlet />
      <PanelHost />
      <ErrorDialogs />
      <UpdateOffer />
      <MusicPlayer />
    </ModalsProvider>
  );
}
