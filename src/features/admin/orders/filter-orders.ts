import { knownOrderStatus, type OrderStatus, type PaymentStatus } from './order-status';
import type { AdminOrderRow } from './order-row';

export interface OrderFilters {
  search: string;
  status: 'all' | OrderStatus;
  payment: 'all' | PaymentStatus;
}

/** The search matches the order id, the customer's name or email, case-insensitively. */
export function filterOrders(orders: readonly AdminOrderRow[], filters: OrderFilters) {
  const needle = filters.search.trim().toLowerCase();
  return orders.filter(
    (o) =>
      (filters.status === 'all' || knownOrderStatus(o.status) === filters.status) &&
      (filters.payment === 'all' || o.paymentStatus === filters.payment) &&
      (!needle ||
        [o.id, o.customerName, o.customerEmail].some((v) => v.toLowerCase().includes(needle))),
  );
}
