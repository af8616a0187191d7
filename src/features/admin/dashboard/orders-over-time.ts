import { toCents } from '@/lib/money';
import type { AdminOrderRow } from '@/features/admin/orders';

/** The dashboard's periods: the last 7, 30 or 90 days, today included. */
export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

export interface DayFigures {
  /** The local day, YYYY-MM-DD. */
  day: string;
  orders: number;
  /** Paid revenue of the day's orders, summed in whole cents (then in yuan). */
  revenue: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The local day an order was placed. A plain `YYYY-MM-DD` (the real server's orderDate) already
 * is a day: `new Date()` would read it as UTC midnight and move it to the day before west of
 * Greenwich. Null when the date cannot be read.
 */
export function orderDay(createdAt: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(createdAt)) return createdAt;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : dayKey(date);
}

/** The range's days, oldest first, ending with today (local time). */
export function rangeDays(range: TrendRange, now = new Date()): string[] {
  return Array.from({ length: range }, (_, i) =>
    // The calendar date, not now minus 24 h steps: a day with a clock change is 23 or 25 hours.
    dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (range - 1 - i))),
  );
}

/** Revenue counts paid orders only, like the dashboard's 总收入. */
const isPaid = (order: AdminOrderRow) => order.paymentStatus === 'completed';

/** The orders placed within the range (today included, nothing after it). */
export function ordersInRange(
  orders: readonly AdminOrderRow[],
  range: TrendRange,
  now = new Date(),
): AdminOrderRow[] {
  const days = new Set(rangeDays(range, now));
  return orders.filter((order) => {
    const day = orderDay(order.createdAt);
    return day !== null && days.has(day);
  });
}

/** Orders and paid revenue for every day of the range; a day without orders is zeros. */
export function figuresPerDay(
  orders: readonly AdminOrderRow[],
  range: TrendRange,
  now = new Date(),
): DayFigures[] {
  const buckets = new Map(rangeDays(range, now).map((day) => [day, { orders: 0, cents: 0 }]));
  for (const order of orders) {
    const bucket = buckets.get(orderDay(order.createdAt) ?? '');
    if (!bucket) continue;
    bucket.orders += 1;
    if (isPaid(order)) bucket.cents += toCents(order.totalAmount);
  }
  return [...buckets].map(([day, { orders: count, cents }]) => ({
    day,
    orders: count,
    revenue: cents / 100,
  }));
}

/** The range's totals: the sum of the days, in cents for the money. */
export function rangeTotals(days: readonly DayFigures[]): { orders: number; revenue: number } {
  return {
    orders: days.reduce((sum, d) => sum + d.orders, 0),
    revenue: days.reduce((sum, d) => sum + toCents(d.revenue), 0) / 100,
  };
}

/**
 * How many orders of the range have each status, most first. The key is the status as the
 * list's badge names it (PAID and paid are one status); a free string stays as it is.
 */
export function ordersByStatus(
  orders: readonly AdminOrderRow[],
  labelOf: (status: string) => string,
): { label: string; status: string; count: number }[] {
  const counts = new Map<string, { status: string; count: number }>();
  for (const order of orders) {
    const label = labelOf(order.status);
    const entry = counts.get(label) ?? { status: order.status, count: 0 };
    entry.count += 1;
    counts.set(label, entry);
  }
  return [...counts]
    .map(([label, entry]) => ({ label, ...entry }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh-CN'));
}
