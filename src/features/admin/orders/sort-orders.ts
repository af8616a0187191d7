import type { OrderListSearch } from './order-list-search';
import type { ListDefaults } from '@/features/admin/common/list-search';
import { dateValue, listSorter, type SortFields } from '@/features/admin/common/sort-rows';
import type { AdminOrderRow } from './order-row';

export type OrderSort = NonNullable<OrderListSearch['sort']>;

/** Newest first, as the server sends them (orderDate, descending). */
export const ORDER_LIST_DEFAULTS: ListDefaults<OrderSort> = { sort: 'created', dir: 'desc' };

export const ORDER_SORTS: SortFields<AdminOrderRow, OrderSort> = {
  created: { kind: 'date', value: (o) => dateValue(o.createdAt) },
  amount: { kind: 'number', value: (o) => o.totalAmount },
  customer: { kind: 'text', value: (o) => o.customerName },
};

export const sortOrders = listSorter(ORDER_SORTS, (o) => o.orderId);
