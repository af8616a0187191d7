import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import { AppShell } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { SkipLink } from '@/components/skip-link';
import { backOfficeLang } from '@/lib/page-identity/back-office-lang';
import { MAIN_CONTENT_ID } from '@/lib/page-identity/focus-page-start';
import { AdminHeader } from './admin-header';
import { AdminNav } from './admin-nav';
import { togglePalette } from './command-palette/open-palette';
import { AdminLanguageProvider, useAdminTexts } from '@/features/admin/common/admin-language';
import { useAdminSetting } from '@/features/admin/common/admin-settings';
import { ADMIN_LOCALES } from '@/features/admin/common/texts';
import { activeNavItem } from './nav-items';
import classes from './admin-layout.module.css';

// The command palette (and @mantine/spotlight with it) is its own chunk: only the back office
// loads it, after the shell has rendered.
const CommandPalette = lazy(() =>
  import('./command-palette/command-palette').then((m) => ({ default: m.CommandPalette })),
);

// The side menu is open by default, 16rem open and 4rem collapsed.
const NAV_WIDTH = { open: '16rem', collapsed: '4rem' } as const;

/**
 * Follows the administrator's language: `<html lang>` and the routes' tab titles. The texts and
 * formats follow through React: the layout provides the language (AdminLanguageProvider) and the
 * components that read it re-render.
 */
function useFollowedLanguage() {
  const language = useAdminSetting('language');
  const router = useRouter();
  const shown = useRef(language);
  useEffect(() => {
    backOfficeLang.set(ADMIN_LOCALES[language]);
    if (shown.current === language) return;
    shown.current = language;
    // The routes' `head` (the tab's title) is worked out on navigation: work it out again.
    void router.invalidate();
  }, [language, router]);
  return language;
}

/**
 * The back office's own full-screen shell, under `<html lang="zh-CN">` by default (see
 * PageIdentity); its English labels are marked `lang="en"` where they are.
 */
export function AdminLayout() {
  const language = useFollowedLanguage();
  return (
    <AdminLanguageProvider language={language}>
      <AdminShell />
    </AdminLanguageProvider>
  );
}

function AdminShell() {
  const S = useAdminTexts().layout;
  const [opened, { toggle }] = useDisclosure(true);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const title = activeNavItem(pathname).label;
  // Ctrl+K / ⌘K is the layout's, not the palette's: the palette's code arrives after the shell,
  // and a key pressed before it has still opens it once it is there. Also from a search box.
  useHotkeys([['mod+K', togglePalette]], []);
  return (
    <ModalsProvider>
      <SkipLink label={S.skipToContent} />
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
