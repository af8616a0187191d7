import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { SkipLink } from '../../../components/skip-link';
import { MAIN_CONTENT_ID } from '../../../lib/page-identity/focus-page-start';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';
import { activeNavItem } from './nav-items';
import { LAYOUT_STRINGS } from './strings';
import classes from './admin-layout.module.css';

// The command palette (and @mantine/spotlight with it) is its own chunk: only the back office
// loads it, after the shell has rendered.
const CommandPalette = lazy(() =>
  import('./command-palette/command-palette').then((m) => ({ default: m.CommandPalette })),
);

// The side menu is open by default, 16rem open and 4rem collapsed.
const NAV_WIDTH = { open: '16rem', collapsed: '4rem' } as const;

/**
 * The back office's own full-screen shell, under `<html lang="zh-CN">` (see PageIdentity); its
 * English labels are marked `lang="en"` where they are.
 */
export function AdminLayout() {
  const [opened, { toggle }] = useDisclosure(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = activeNavItem(pathname).label;
  return (
    <ModalsProvider>
      <SkipLink label={LAYOUT_STRINGS.skipToContent} />
      <AppShell
        header={{ height: 60 }}
        // breakpoint 0: the menu never turns into a mobile drawer, it only narrows to icons.
        navbar={{ width: opened ? NAV_WIDTH.open : NAV_WIDTH.collapsed, breakpoint: 0 }}
        padding="md"
      >
        <AppShell.Header>
          <AdminHeader title={title} menuOpened={opened} onToggleMenu={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="xs" data-collapsed={!opened} aria-label="Side menu" lang="en">
          <AdminNav collapsed={!opened} />
        </AppShell.Navbar>
        {/* A light grey under the white cards; in dark mode a dark one, or the text is unreadable. */}
        {/* tabIndex -1: the skip link and a navigation may put the focus here. */}
        <AppShell.Main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={classes.main}
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
        >
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <Suspense fallback={null}>
        <CommandPalette />
      </Suspense>
    </ModalsProvider>
  );
}
