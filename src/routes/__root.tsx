import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { Header } from '../app/layout/header';
import { NavLinks } from '../app/layout/nav-links';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';
import { isAdmin } from '../features/auth/api/session';
import { useSession } from '../features/auth/api/use-session';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/**
 * The back office has its own full-screen shell (routes/admin/route.tsx). Anyone else at /admin
 * (a shopper shown "no access") keeps the storefront header, so they can leave or log out.
 */
function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const user = useSession();
  const inBackOffice = (pathname === '/admin' || pathname.startsWith('/admin/')) && isAdmin(user);
  return inBackOffice ? <Outlet /> : <StorefrontLayout />;
}

function StorefrontLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Header menuOpened={opened} onToggleMenu={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Mobile navigation">
        <NavLinks vertical onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
