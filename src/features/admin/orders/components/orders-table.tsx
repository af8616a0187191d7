import { Button, Group, Table, Text } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminOrderRow } from '../order-row';
import { AdminTable, AdminTableRow } from '@/features/admin/common/admin-table';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderStatusSelect } from './order-status-select';

interface OrdersTableProps {
  orders: readonly AdminOrderRow[];
  /** The bulk selection: a checkbox column. */
  selection?: RowSelection<AdminOrderRow>;
  onDetails: (order: AdminOrderRow) => void;
}

export function OrdersTable({ orders, selection, onDetails }: OrdersTableProps) {
  const { orders: S, bulk } = useAdminTexts();
  const C = S.columns;
  const { formatDateTime, formatYen } = useAdminFormat();
  const headers = [C.order, C.customer, C.amount, C.status, C.payment, C.createdAt, C.actions];
  return (
    <AdminTable minWidth={1000} headers={headers} selection={selection}>
      {orders.map((order) => (
        <AdminTableRow
          key={order.orderId}
          selection={selection}
          row={order}
          name={bulk.orders.rowName(order.id)}
        >
          <Table.Td>
            <Text fw={500}>#{order.id}</Text>
            <Text size="xs" c="dimmed">
              {S.itemCount(order.items.reduce((n, i) => n + i.quantity, 0))}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{order.customerName}</Text>
            <Text size="xs" c="dimmed">
              {order.customerEmail}
            </Text>
          </Table.Td>
          <Table.Td>{formatYen(order.totalAmount)}</Table.Td>
          <Table.Td>
            <OrderStatusBadge status={order.status} />
          </Table.Td>
          <Table.Td>
            <PaymentStatusBadge status={order.paymentStatus} />
          </Table.Td>
          <Table.Td>{formatDateTime(order.createdAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={S.detailsFor(order.id)}
                onClick={() => onDetails(order)}
              >
                {S.details}
              </Button>
              <OrderStatusSelect order={order} />
            </Group>
          </Table.Td>
        </AdminTableRow>
      ))}
    </AdminTable>
  );
}
