import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/app/query-client';
import { cssVariablesResolver, theme } from '@/app/theme';
import { Toasts } from '@/app/toasts';
import { writeAuthUser } from '@/api/auth-storage';
import { signIn, type PASSWORDS } from './mock-api';

export interface RenderComponentOptions {
  /** The address the memory router starts at (path and query), for `useSearch` and links. */
  url?: string;
  /** Wraps the component in Mantine's ModalsProvider (the back office's confirmation dialogs). */
  modals?: boolean;
}

/**
 * A query client configured like the app's (src/app/query-client.ts), without retries: a failed
 * call shows its error state at once instead of after the app's back-off.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Renders one component with only what it needs around it: Mantine with the app's theme (its
 * transitions off), a fresh query client, the app's toasts, and a memory router whose one root
 * route renders the component, so `Link`, `useNavigate` and `useSearch` work and the URL can be
 * read back. Every API call goes to the msw mock backend (tests/setup.ts), as in the app.
 *
 * For a journey across pages, use renderApp (tests/helpers/render-app.tsx).
 */
export function renderComponent(
  ui: ReactNode,
  { url = '/', modals = false }: RenderComponentOptions = {},
) {
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  // Inside the router and the query client, as the back office's layout has it: a dialog's
  // content can use both.
  const rootRoute = createRootRoute({
    component: () => (modals ? <ModalsProvider>{ui}</ModalsProvider> : ui),
  });
  const router = createRouter({ routeTree: rootRoute, history });
  // No timer between keystrokes (`delay: null`): the default waits a macrotask after each one,
  // which under jsdom doubled the time of the back-office tests that type (docs/test-costs.md);
  // React still renders between them, as every event is awaited.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env="test"
    >
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    ...view,
    user,
    history,
    queryClient,
    /** The current address: path and query, as the component's links and navigation left it. */
    path: () => history.location.pathname + history.location.search,
  };
}

/** Renders the component for a signed-in user (the session cookie and the stored profile). */
export async function renderSignedInComponent(
  username: keyof typeof PASSWORDS,
  ui: ReactNode,
  options?: RenderComponentOptions,
) {
  // As the login page stores it (render-app's storeSignedIn, without pulling in the whole app).
  const {
    id,
    username: name,
    email,
    roles,
  } = (await signIn(username)) as unknown as Parameters<typeof writeAuthUser>[0];
  writeAuthUser({ id, username: name, email, roles });
  return renderComponent(ui, options);
}

export { screen };
