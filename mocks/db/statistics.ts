import type { components } from '@/api/schema.gen';
import { db } from './database';
import { soldQuantities } from './serializers';
import type { OrderRow } from './types';

type S = components['schemas'];
type Period = S['SalesStats']['period'];

// Every figure is computed from the tables, so a write (a new order, a new user) shows up at once.

const round2 = (n: number) => Math.round(n * 100) / 100;
const localDate = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const isRevenue = (o: OrderRow) => o.paymentStatus === 'completed';
const isToday = (iso: string, now: number) => localDate(Date.parse(iso)) === localDate(now);

export function dashboardStats(now = Date.now()): S['DashboardStats'] {
  const { users, products, orders } = db();
  const paid = orders.filter(isRevenue);
  const today = orders.filter((o) => isToday(o.createdAt, now));
  return {
    totalUsers: users.length,
    totalProducts: products.length,
    totalOrders: orders.length,
    totalRevenue: round2(paid.reduce((s, o) => s + o.totalAmount, 0)),
    newUsersToday: users.filter((u) => isToday(u.createdAt, now)).length,
    ordersToday: today.length,
    todayRevenue: round2(today.filter(isRevenue).reduce((s, o) => s + o.totalAmount, 0)),
  };
}

const PERIOD_DAYS: Record<'week' | 'month', number> = { week: 7, month: 30 };

export function salesStats(period: Period, now = Date.now()): S['SalesStats'] {
  const buckets = new Map<string, { revenue: number; orders: number }>();
  let since: number;
  let key: (ms: number) => string;
  if (period === 'day') {
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    since = start.getTime();
    key = (ms) => `${localDate(ms)}T${String(new Date(ms).getHours()).padStart(2, '0')}:00`;
    for (let h = 0; h < 24; h++) buckets.set(key(since + h * 3_600_000), { revenue: 0, orders: 0 });
  } else if (period === 'year') {
    const start = new Date(now);
    start.setDate(1);
    start.setHours(0, 0, 0, 0);
    start.setMonth(start.getMonth() - 11);
    since = start.getTime();
    key = (ms) => localDate(ms).slice(0, 7);
    for (let m = 0; m < 12; m++) {
      const d = new Date(start);
      d.setMonth(start.getMonth() + m);
      buckets.set(key(d.getTime()), { revenue: 0, orders: 0 });
    }
  } else {
    const days = PERIOD_DAYS[period];
    const start = new Date(now);
    start.setHours(0, 0, 0, 0);
    start.setDate(start.getDate() - (days - 1));
    since = start.getTime();
    key = localDate;
    for (let i = 0; i < days; i++) {
      const d = new Date(start);
      d.setDate(start.getDate() + i);
      buckets.set(key(d.getTime()), { revenue: 0, orders: 0 });
    }
  }
  for (const order of db().orders) {
    const at = Date.parse(order.createdAt);
    if (at < since || at > now || !isRevenue(order)) continue;
    const bucket = buckets.get(key(at));
    if (!bucket) continue;
    bucket.revenue += order.totalAmount;
    bucket.orders += 1;
  }
  const points = [...buckets].map(([date, b]) => ({
    date,
    revenue: round2(b.revenue),
    orders: b.orders,
  }));
  const totalRevenue = round2(points.reduce((s, p) => s + p.revenue, 0));
  const totalOrders = points.reduce((s, p) => s + p.orders, 0);
  return {
    period,
    totalRevenue,
    totalOrders,
    averageOrderValue: totalOrders ? round2(totalRevenue / totalOrders) : 0,
    points,
  };
}

export function userStats(now = Date.now()): S['UserStats'] {
  const { users } = db();
  const counts = new Map<string, number>();
  for (let i = 29; i >= 0; i--) {
    const d = new Date(now);
    d.setDate(d.getDate() - i);
    counts.set(localDate(d.getTime()), 0);
  }
  for (const user of users) {
    const day = localDate(Date.parse(user.createdAt));
    if (counts.has(day)) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const active = users.filter((u) => u.active).length;
  return {
    totalUsers: users.length,
    activeUsers: active,
    inactiveUsers: users.length - active,
    adminUsers: users.filter((u) => u.roles.includes('ROLE_ADMIN')).length,
    newUsersToday: users.filter((u) => isToday(u.createdAt, now)).length,
    registrations: [...counts].map(([date, count]) => ({ date, count })),
  };
}

export function productStats(): S['ProductStats'] {
  const { products, categories, orders } = db();
  const sold = soldQuantities();
  const revenue = new Map<number, number>();
  for (const order of orders.filter(isRevenue)) {
    for (const item of order.items) {
      revenue.set(
        item.productId,
        (revenue.get(item.productId) ?? 0) + item.orderedProductPrice * item.quantity,
      );
    }
  }
  const topProducts = products
    .map((p) => ({
      productId: p.productId,
      productName: p.productName,
      soldQuantity: sold.get(p.productId) ?? 0,
      revenue: round2(revenue.get(p.productId) ?? 0),
    }))
    .sort((a, b) => b.soldQuantity - a.soldQuantity || b.revenue - a.revenue)
    .slice(0, 10);
  return {
    totalProducts: products.length,
    activeProducts: products.filter((p) => p.active && p.quantity > 0).length,
    outOfStock: products.filter((p) => p.quantity === 0).length,
    lowStock: products.filter((p) => p.quantity > 0 && p.quantity < 10).length,
    inactiveProducts: products.filter((p) => !p.active).length,
    topProducts,
    byCategory: categories.map((c) => ({
      categoryId: c.categoryId,
      categoryName: c.categoryName,
      productCount: products.filter((p) => p.categoryId === c.categoryId).length,
    })),
  };
}
