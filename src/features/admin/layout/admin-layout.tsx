import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';
import { activeNavItem } from './nav-items';

// Spec 2: the side menu is open by default, 16rem open and 4rem collapsed.
const NAV_WIDTH = { open: '16rem', collapsed: '4rem' } as const;

/** The back office's own full-screen shell. */
export function AdminLayout() {
  const [opened, { toggle }] = useDisclosure(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = activeNavItem(pathname).label;
  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 60 }}
        // breakpoint 0: the menu never turns into a mobile drawer, it only narrows to icons.
        navbar={{ width: opened ? NAV_WIDTH.open : NAV_WIDTH.collapsed, breakpoint: 0 }}
        padding="md"
      >
        <AppShell.Header>
          <AdminHeader title={title} menuOpened={opened} onToggleMenu={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="xs" data-collapsed={!opened} aria-label="Side menu">
          <AdminNav collapsed={!opened} />
        </AppShell.Navbar>
        {/* A light grey under the white cards; in dark mode a dark one, or the text is unreadable. */}
        <AppShell.Main bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
