import { EN_TEXTS } from '@/features/admin/common/texts/en';
import type { AdminIconName } from './admin-icons';

export interface AdminNavItem {
  to: keyof typeof EN_TEXTS.layout.pageTitles;
  /** The English page title: the menu is in English in both languages (docs/product/back-office.md). */
  label: string;
  icon: AdminIconName;
}

const entry = (to: AdminNavItem['to'], icon: AdminIconName): AdminNavItem => ({
  to,
  label: EN_TEXTS.layout.pageTitles[to],
  icon,
});

/** The eight entries of the side menu, in order; each is labelled with its English page title. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  entry('/admin', 'dashboard'),
  entry('/admin/users', 'users'),
  entry('/admin/products', 'products'),
  entry('/admin/categories', 'categories'),
  entry('/admin/orders', 'orders'),
  // Only where the server has reviews (admin-nav.tsx).
  entry('/admin/reviews', 'reviews'),
  entry('/admin/analytics', 'analytics'),
  entry('/admin/settings', 'settings'),
];

/** The entry a path belongs to: exact for the dashboard, by prefix for the others. */
export function activeNavItem(pathname: string): AdminNavItem {
  const path = pathname.replace(/\/+$/, '') || '/admin';
  return (
    ADMIN_NAV_ITEMS.find((item) =>
      item.to === '/admin' ? path === '/admin' : path === item.to || path.startsWith(`${item.to}/`),
    ) ?? ADMIN_NAV_ITEMS[0]!
  );
}
