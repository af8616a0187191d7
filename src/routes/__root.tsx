import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Header } from '../app/layout/header';
import { NavLinks } from '../app/layout/nav-links';
import { NotFound } from '../components/not-found';
import { RouteError } from '../components/route-error';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

function RootLayout() {
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
