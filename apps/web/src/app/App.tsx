import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Center, Loader } from '@mantine/core';
import { Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router';
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

/** The app once configuration and dictionaries are loaded. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense
        fallback={
          <Center h="100vh">
            <Loader />
          </Center>
        }
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Suspense>
    </QueryClientProvider>
  );
}
