import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';
import { getToken } from '../lib/token';
import { sendKeptRevocations } from '../lib/reconnect';
import { prefetchCurrentUser } from '../lib/session';
import { App, appQueryClient } from './App';
import { prefetchScreenDataOf, preloadScreenOf } from './routes';
import { cssVariablesResolver, theme } from './theme';

type BootState = 'loading' | 'ready' | 'failed';

/** Reads the configuration and the dictionaries; with a stored token it also asks for the user and the screen's data. */
function startUp(): Promise<void> {
  // the URL's screen and the dictionaries it shows (with the course tree's) load alongside, not after
  const namespaces = getToken() ? [...preloadScreenOf(window.location.pathname), 'categories'] : [];
  return Promise.all([
    loadConfig().then(() => {
      prefetchCurrentUser(appQueryClient);
      if (getToken()) prefetchScreenDataOf(window.location.pathname, appQueryClient);
      // logouts that could not reach the server: their tokens are revoked now (or once it answers)
      void sendKeptRevocations();
    }),
    initI18n().then((i18n) => {
      if (namespaces.length) void i18n.loadNamespaces(namespaces).catch(() => undefined);
    }),
  ]).then(() => undefined);
}

let firstStart: Promise<void> | null = null;

/**
 * Called by main.tsx before React renders: the start-up requests go out while React starts (on a 4× slower CPU
 * the first render and its effects took 100–300 ms). Boot's first attempt waits for this one.
 */
export function beginStartUp(): void {
  if (firstStart) return;
  firstStart = startUp();
  firstStart.catch(() => undefined); // handled by Boot (the retry button), not an unhandled rejection meanwhile
}

/**
 * Start-up (learner spec §1): read /config.json and the language dictionary before the app shows.
 * Until then a loader; if either cannot be read, a retry button (no dictionary yet: both languages).
 */
export function Boot() {
  const [state, setState] = useState<BootState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (attempt === 0 && firstStart ? firstStart : startUp())
      // a transition: React renders the whole app in small slices instead of one long task
      .then(() => !cancelled && startTransition(() => setState('ready')))
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {state === 'ready' ? (
        <App />
      ) : state === 'loading' ? (
        <Center h="100vh">
          <Loader role="status" aria-label="Laden / Loading" data-testid="boot-loader" />
        </Center>
      ) : (
        <Center h="100vh" p="md">
          <Stack align="center">
            <Text>
              Das Lernportal konnte nicht geladen werden. / The learning portal could not be loaded.
            </Text>
            <Button
              onClick={() => {
                setState('loading');
                setAttempt((a) => a + 1);
              }}
            >
              Erneut versuchen / Retry
            </Button>
          </Stack>
        </Center>
      )}
    </MantineProvider>
  );
}
