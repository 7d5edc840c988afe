import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { beginStartUp, Boot } from './app/Boot';
import { installLeaveGuard } from './lib/leave-guard';
import { startServiceWorker } from './lib/pwa';

// before the router: Back and Forward with unsaved work ask first (lib/leave-guard.ts)
installLeaveGuard();

// configuration, dictionaries, account and the screen's data are asked for before React's first render
beginStartUp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
);

// the installable, offline app (README "Offline and install"); production builds only
startServiceWorker();
