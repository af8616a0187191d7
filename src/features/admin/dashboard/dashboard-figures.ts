import type { Product } from '../../../api/adapters';
import type { components } from '../../../api/schema.gen';
import type { AdminUser } from '../users';
import type { AdminOrderRow } from '../orders';
import { isLowStock } from '../products';

type DashboardStats = components['schemas']['DashboardStats'];

export interface DashboardFigures extends DashboardStats {
  /** Null when the user list is not available. */
  conversionRate: number | null;
}

const sameDay = (iso: string, now: Date) => {
  const d = new Date(iso);
  return (
    d.getFullYear() === now.getFullYear() &&
    d.getMonth() === now.getMonth() &&
    d.getDate() === now.getDate()
  );
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const isPaid = (o: AdminOrderRow) => o.paymentStatus === 'completed';

/**
 * The statistics call's figures when it gives them, otherwise totals computed from the lists.
 * Conversion rate and today's revenue are real figures, never fixed placeholders: today's paid
 * revenue, and the share of users who have ordered at least once.
 */
export function dashboardFigures(
  stats: DashboardStats | undefined,
  lists: {
    users: readonly AdminUser[] | null;
    products: readonly Product[];
    orders: readonly AdminOrderRow[];
  },
  now = new Date(),
): DashboardFigures {
  const { users, products, orders } = lists;
  const today = orders.filter((o) => sameDay(o.createdAt, now));
  const computed: DashboardStats = {
    totalUsers: users?.length ?? 0,
    totalProducts: products.length,
    totalOrders: orders.length,
    totalRevenue: round2(orders.filter(isPaid).reduce((sum, o) => sum + o.totalAmount, 0)),
    newUsersToday: users?.filter((u) => sameDay(u.createdAt, now)).length ?? 0,
    ordersToday: today.length,
    todayRevenue: round2(today.filter(isPaid).reduce((sum, o) => sum + o.totalAmount, 0)),
  };
  const buyers = users?.filter((u) => u.totalOrders > 0).length ?? 0;
  return {
    ...(stats ?? computed),
    conversionRate: users && users.length > 0 ? buyers / users.length : null,
  };
}

/** Five entries each. */
export const DASHBOARD_LIST_SIZE = 5;

export const popularProducts = (products: readonly Product[]) =>
  [...products]
    .sort((a, b) => (b.soldQuantity ?? 0) - (a.soldQuantity ?? 0))
    .slice(0, DASHBOARD_LIST_SIZE);

export const recentOrders = (orders: readonly AdminOrderRow[]) =>
  [...orders]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, DASHBOARD_LIST_SIZE);

/** Products low on stock by the settings' threshold (isLowStock), the emptiest first. */
export const lowStockProducts = (products: readonly Product[], threshold: number) =>
  products
    .filter((p) => isLowStock(p, threshold))
    .sort((a, b) => (a.quantity ?? 0) - (b.quantity ?? 0))
    .slice(0, DASHBOARD_LIST_SIZE);
