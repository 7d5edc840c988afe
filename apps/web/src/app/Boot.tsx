import { Button, Center, Loader, MantineProvider, Stack, Text } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';
import { getToken } from '../lib/token';
import { sendKeptRevocations } from '../lib/reconnect';
import { prefetchCurrentUser } from '../lib/session';
import { App, appQueryClient } from './App';
import { preloadScreenOf } from './routes';
import { cssVariablesResolver, theme } from './theme';

type BootState = 'loading' | 'ready' | 'failed';

/**
 * Start-up (learner spec §1): read /config.json and the language dictionary before the app shows.
 * Until then a loader; if either cannot be read, a retry button (no dictionary yet: both languages).
 */
export function Boot() {
  const [state, setState] = useState<BootState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // the URL's screen and the dictionaries it shows (with the course tree's) load alongside, not after
    const namespaces = getToken() ? [...preloadScreenOf(window.location.pathname), 'categories'] : [];
    Promise.all([
      loadConfig().then(() => {
        prefetchCurrentUser(appQueryClient);
        // logouts that could not reach the server: their tokens are revoked now (or once it answers)
        void sendKeptRevocations();
      }),
      initI18n().then((i18n) => {
        if (namespaces.length) void i18n.loadNamespaces(namespaces).catch(() => undefined);
      }),
    ])
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
