import type { AdminIconName } from './admin-icons';

export interface AdminNavItem {
  to:
    | '/admin'
    | '/admin/users'
    | '/admin/products'
    | '/admin/categories'
    | '/admin/orders'
    | '/admin/analytics'
    | '/admin/settings';
  label: string;
  icon: AdminIconName;
}

/** The seven entries of the side menu, in order; the label is also the page title. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/users', label: 'User Management', icon: 'users' },
  { to: '/admin/products', label: 'Product Management', icon: 'products' },
  { to: '/admin/categories', label: 'Category Management', icon: 'categories' },
  { to: '/admin/orders', label: 'Order Management', icon: 'orders' },
  { to: '/admin/analytics', label: 'Analytics', icon: 'analytics' },
  { to: '/admin/settings', label: 'Settings', icon: 'settings' },
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
