import type { CsvColumn } from '@/features/admin/common/csv';
import type { AdminOrderRow } from './order-row';

export const ORDER_CSV_COLUMNS: readonly CsvColumn<AdminOrderRow>[] = [
  { header: 'orderId', value: (o) => o.id },
  { header: 'customerName', value: (o) => o.customerName },
  { header: 'customerEmail', value: (o) => o.customerEmail },
  { header: 'items', value: (o) => o.items.reduce((n, i) => n + i.quantity, 0) },
  { header: 'totalAmount', value: (o) => o.totalAmount },
  { header: 'status', value: (o) => o.status },
  { header: 'paymentStatus', value: (o) => o.paymentStatus },
  { header: 'paymentMethod', value: (o) => o.paymentMethod },
  { header: 'createdAt', value: (o) => o.createdAt },
];
