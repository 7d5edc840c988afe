import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorDialogs } from './ErrorDialogs';
import { MusicPlayer } from './music';
import { PanelHost } from './PanelHost';
import { UpdateOffer } from './UpdateOffer';

/** Everything every page shares, inside the router: modals, notifications, panels, dialogs, the update offer, music. */
export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('appTitle');
  }, [t]);
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
