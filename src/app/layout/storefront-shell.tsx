import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Header } from './header';
import { NavLinks } from './nav-links';
import classes from './storefront-shell.module.css';

const MOBILE_NAV_ID = 'mobile-navigation';

/**
 * The storefront's frame: header, page, and the burger's menu on small screens. Plain markup
 * rather than Mantine's AppShell: the storefront uses none of its resizable sidebars, and
 * AppShell with its scroll lock is about 8 KB gzip of the first load's 180 KB budget. The back
 * office, which has a sidebar, keeps AppShell.
 */
export function StorefrontShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <header className={classes.header}>
        <Header menuOpened={opened} onToggleMenu={toggle} menuId={MOBILE_NAV_ID} />
      </header>
      {opened && (
        <nav id={MOBILE_NAV_ID} className={classes.mobileNav} aria-label="Mobile navigation">
          <NavLinks vertical onNavigate={close} />
        </nav>
      )}
      <main className={classes.main}>{children}</main>
    </>
  );
}
