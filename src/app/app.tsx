import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endPageHydration, replayEarlyEvents } from '@/start-up';
import { connectSessionToApp } from './connect-session';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { theme } from './theme';
import { Toasts } from './toasts';

export interface AppProps {
  /** Tests pass a memory history; the browser uses its own. */
  history?: RouterHistory;
  /** 'test' turns off Mantine's transitions in tests. */
  mantineEnv?: 'default' | 'test';
  /**
   * A router already loaded, with its query client: the prerender and the hydration of a
   * prerendered page (src/start-up/built-page.ts) resolve the route before React renders it.
   */
  loaded?: { router: AppRouter; queryClient: QueryClient };
}

export function App({ history, mantineEnv = 'default', loaded }: AppProps) {
  const [queryClient] = useState(() => loaded?.queryClient ?? createQueryClient());
  const [router] = useState(() => loaded?.router ?? createAppRouter(queryClient, history));
  useEffect(() => connectSessionToApp(router, queryClient), [router, queryClient]);
  // Right after React has hydrated the root: what the person did on the built page before is
  // carried out now (src/start-up/early-events-replay.ts; scripts/bench/tap-to-cart.ts times it
  // from the mark).
  // Then the page says it is the app's, not only its prerendered HTML, once the parts that waited
  // for the hydration's end have rendered too: the end-to-end tests wait for it before they act
  // (tests/e2e/support/mock-backend.ts).
  useEffect(() => {
    performance.mark('app-hydrated');
    void replayEarlyEvents();
    void endPageHydration().then(() => {
      document.documentElement.dataset.appReady = '';
    });
  }, []);

  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={mantineEnv}
      // Written at build time into theme-variables.gen.css (imported by src/main.tsx): the
      // provider would compute them at every start, tens of milliseconds on a phone.
      withCssVariables={false}
      withGlobalClasses={false}
      // Nothing styles or selects on Mantine's static class names (`mantine-Button-root`); the
      // few that tests look for come from the theme (stable-classes.ts).
      withStaticClasses={false}
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
