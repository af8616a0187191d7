import type { Product } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import type { AdminUser } from '@/features/admin/users';
import type { AdminOrderRow } from '@/features/admin/orders';
import { isLowStock } from '@/features/admin/products';

type DashboardStats = components['schemas']['DashboardStats'];

/** Each figure, or null when neither the statistics nor the list it is counted from answered. */
export type DashboardFigures = { [K in keyof DashboardStats]: number | null } & {
  /** Null when the user list is not available. */
  conversionRate: number | null;
};

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
 * The statistics call's figures when it gives them, otherwise totals computed from the lists that
 * answered (a list that did not, e.g. the orders on a server without them, gives null: "—", never
 * a made-up 0). Conversion rate and today's revenue are real figures, never fixed placeholders:
 * today's paid revenue, and the share of users who have ordered at least once.
 */
export function dashboardFigures(
  stats: DashboardStats | undefined,
  lists: {
    users: readonly AdminUser[] | null;
    products: readonly Product[] | null;
    orders: readonly AdminOrderRow[] | null;
  },
  now = new Date(),
): DashboardFigures {
  const { users, products, orders } = lists;
  const today = orders?.filter((o) => sameDay(o.createdAt, now)) ?? null;
  const paidSum = (rows: readonly AdminOrderRow[] | null) =>
    rows && round2(rows.filter(isPaid).reduce((sum, o) => sum + o.totalAmount, 0));
  const computed: DashboardFigures = {
    totalUsers: users?.length ?? null,
    totalProducts: products?.length ?? null,
    totalOrders: orders?.length ?? null,
    totalRevenue: paidSum(orders),
    newUsersToday: users?.filter((u) => sameDay(u.createdAt, now)).length ?? null,
    ordersToday: today?.length ?? null,
    todayRevenue: paidSum(today),
    conversionRate: null,
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
