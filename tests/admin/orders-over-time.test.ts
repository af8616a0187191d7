import { describe, expect, it } from 'vitest';
import {
  figuresPerDay,
  orderDay,
  ordersByStatus,
  ordersInRange,
  rangeDays,
  rangeTotals,
} from '@/features/admin/dashboard/orders-over-time';
import type { AdminOrderRow } from '@/features/admin/orders';

// Local times, so the tests hold in any time zone the machine runs in.
const NOW = new Date(2026, 2, 10, 15, 30); // 10 March 2026, 15:30 local
const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString();

let nextId = 1;
function order(
  createdAt: string,
  totalAmount: number,
  extra: Partial<AdminOrderRow> = {},
): AdminOrderRow {
  const orderId = nextId++;
  return {
    orderId,
    id: String(orderId),
    status: 'paid',
    paymentMethod: 'card',
    paymentStatus: 'completed',
    totalAmount,
    trackingNumber: null,
    customerName: 'A',
    customerEmail: 'a@example.com',
    customerPhone: null,
    shippingAddress: undefined as unknown as AdminOrderRow['shippingAddress'],
    items: [],
    createdAt,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    updatedAt: null,
    ...extra,
  };
}

describe('orders over time', () => {
  it('lists the range as days ending today, across a month boundary', () => {
    const days = rangeDays(7, new Date(2026, 2, 3, 9));
    expect(days).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(rangeDays(90, NOW)).toHaveLength(90);
  });

  it('gives every day of the range, a day without orders as zeros', () => {
    const days = figuresPerDay([order(at(3, 8), 10)], 7, NOW);
    expect(days).toHaveLength(7);
    expect(days.filter((d) => d.orders === 0 && d.revenue === 0)).toHaveLength(6);
    expect(days.find((d) => d.day === '2026-03-08')).toEqual({
      day: '2026-03-08',
      orders: 1,
      revenue: 10,
    });
  });

  it('buckets by the local day: just before and just after local midnight are two days', () => {
    const days = figuresPerDay([order(at(3, 9, 23, 59), 1), order(at(3, 10, 0, 1), 2)], 7, NOW);
    expect(days.find((d) => d.day === '2026-03-09')?.revenue).toBe(1);
    expect(days.find((d) => d.day === '2026-03-10')?.revenue).toBe(2);
  });

  it('reads a plain YYYY-MM-DD as that day, not as UTC midnight', () => {
    expect(orderDay('2026-03-04')).toBe('2026-03-04');
    expect(orderDay('not a date')).toBeNull();
  });

  it('sums money in cents: no floating-point dust', () => {
    const orders = [order(at(3, 10), 0.1), order(at(3, 10), 0.2), order(at(3, 10), 26.991)];
    const today = figuresPerDay(orders, 7, NOW).at(-1)!;
    expect(today.revenue).toBe(27.29);
    expect(rangeTotals(figuresPerDay(orders, 7, NOW))).toEqual({ orders: 3, revenue: 27.29 });
  });

  it('counts every order, but only paid orders as revenue', () => {
    const orders = [
      order(at(3, 10), 50),
      order(at(3, 10), 70, { status: 'pending_payment', paymentStatus: 'pending' }),
    ];
    expect(figuresPerDay(orders, 7, NOW).at(-1)).toMatchObject({ orders: 2, revenue: 50 });
  });

  it('leaves out orders before the range and after today', () => {
    const orders = [order(at(3, 3), 1), order(at(3, 4), 2), order(at(3, 11), 3)];
    expect(ordersInRange(orders, 7, NOW).map((o) => o.totalAmount)).toEqual([2]);
    expect(rangeTotals(figuresPerDay(orders, 7, NOW))).toEqual({ orders: 1, revenue: 2 });
    expect(rangeTotals(figuresPerDay(orders, 30, NOW))).toEqual({ orders: 2, revenue: 3 });
  });

  it('counts orders by status as the list names them, most first', () => {
    const orders = [
      order(at(3, 10), 1, { status: 'shipped' }),
      order(at(3, 10), 1, { status: 'PAID' }),
      order(at(3, 10), 1, { status: 'paid' }),
    ];
    const label = (s: string) => (s.toLowerCase() === 'paid' ? '已支付' : '已发货');
    expect(ordersByStatus(orders, label).map(({ label: l, count }) => [l, count])).toEqual([
      ['已支付', 2],
      ['已发货', 1],
    ]);
  });
});
