import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { MAIN_CONTENT_END_ID, MAIN_CONTENT_ID } from '@/lib/page-identity/focus-page-start';
import { Header } from './header';
import { NavLinks } from './nav-links';
import { HydrateApart } from '@/start-up';
import { SkipLink } from '@/components/skip-link';
import classes from './storefront-shell.module.css';

const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * The storefront's frame: skip link, header, page, and the burger's menu on small screens. Plain markup
 * rather than Mantine's AppShell: the storefront uses none of its resizable sidebars, and
 * AppShell with its scroll lock is about 8 KB gzip of the first load's 180 KB budget. The back
 * office, which has a sidebar, keeps AppShell.
 */
export function StorefrontShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <SkipLink label={STOREFRONT_TEXTS.layout.skipToContent} />
      <header className={classes.header}>
        <HydrateApart>
          <Header menuOpened={opened} onToggleMenu={toggle} menuId={MOBILE_NAV_ID} />
        </HydrateApart>
      </header>
      {opened && (
        <nav
          id={MOBILE_NAV_ID}
          className={classes.mobileNav}
          aria-label={STOREFRONT_TEXTS.layout.mobileNavigation}
        >
          <NavLinks vertical onNavigate={close} />
        </nav>
      )}
      {/* tabIndex -1: the skip link and a navigation may put the focus here. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <HydrateApart>{children}</HydrateApart>
        {/* The mark a built page's first rendering waits for: the region is parsed up to here. */}
        <span id={MAIN_CONTENT_END_ID} hidden />
      </main>
    </>
  );
}
