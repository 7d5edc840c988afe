import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Center, Loader } from '@mantine/core';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { onServerBack } from '../lib/reconnect';
import { currentUserQueryKey, recheckKeptUser } from '../lib/session';
import { AppRoutes } from './router';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // the API helper shows Retry/Ignore dialogs itself; no silent automatic retries
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's query cache; start-up fills it before the app shows (the current user). */
export const appQueryClient = createQueryClient();

// Back online: check the account again (an offline start kept the stored user; the token may have ended meanwhile).
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    void recheckKeptUser(appQueryClient);
  });
  // the server answers again after it could not be reached (lib/reconnect.ts): the account is checked and what
  // failed meanwhile is loaded again (what came from the offline caches stays until its next use)
  onServerBack(() => {
    void recheckKeptUser(appQueryClient);
    void appQueryClient.invalidateQueries({
      predicate: (q) => q.state.status === 'error' && q.queryKey[0] !== currentUserQueryKey[0],
    });
  });
}

/** The app once configuration and dictionaries are loaded. */
export function App() {
  const [queryClient] = useState(() => appQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <Center h="100vh">
            <Loader />
          </Center>
        }
      >
        {/* navigations render at once, as with the data router before (in a transition the old screen stayed
            visible for a moment under the new URL, e.g. the login form under / after a logout) */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </QueryClientProvider>
  );
}
