import { Center, Loader } from '@mantine/core';
import { usePagedSelection } from '@/features/admin/common/use-paged-selection';
import { useCallback } from 'react';
import { AdminListFrame } from '@/features/admin/common/admin-list-frame';
import { useDialogState } from '@/features/admin/common/modal-mode';
import { useListIntent } from '@/features/admin/common/list-intent';
import { OrderBulkActions } from './order-bulk-actions';
import { useListSearch } from '@/features/admin/common/use-list-search';
import { ListToolbar } from '@/features/admin/common/list-toolbar';
import { orderListSearch } from '../order-list-search';
import { useAdminOrders } from '../api/get-admin-orders';
import { filterOrders, type OrderFilters } from '../filter-orders';
import { ORDER_CSV_COLUMNS } from '../order-csv';
import { ORDER_LIST_DEFAULTS, ORDER_SORTS, sortOrders } from '../sort-orders';
import type { AdminOrderRow } from '../order-row';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status';
import { OrderDetailsModal } from './order-details-modal';
import { OrdersEmpty, OrdersLoadError } from './orders-empty';
import { isNotOffered } from '@/api/errors';
import { OrdersTable } from './orders-table';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminTexts } from '@/features/admin/common/texts';

const orderId = (order: AdminOrderRow) => order.orderId;

const statusOptions = (S: AdminTexts['orders']) =>
  ORDER_STATUSES.map((value) => ({ value, label: S.statusLabels[value] }));
const paymentOptions = (S: AdminTexts['orders']) =>
  PAYMENT_STATUSES.map((value) => ({ value, label: S.paymentStatusLabels[value] }));

export function OrdersPage() {
  const texts = useAdminTexts();
  const S = texts.orders;
  const shared = texts.shared;
  const orders = useAdminOrders();
  const list = useListSearch(orderListSearch, ORDER_LIST_DEFAULTS);
  const filters: OrderFilters = {
    search: list.q,
    status: list.status ?? 'all',
    payment: list.payment ?? 'all',
  };
  const [detailsId, setDetailsId] = useDialogState<number>();
  const rows = orders.data ?? [];
  const filtered = sortOrders(filterOrders(rows, filters), list);
  const { paged, selection } = usePagedSelection(filtered, list, orderId);
  // Read from the list, so the dialog follows a status change.
  const details = rows.find((o) => o.orderId === detailsId);
  useListIntent({
    ready: orders.isSuccess,
    rows,
    idOf: orderId,
    onOpen: useCallback((order: AdminOrderRow) => setDetailsId(order.orderId), [setDetailsId]),
  });

  if (orders.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={shared.busy} />
      </Center>
    );
  // A server without order management (the course server) is an empty shop, not a failure.
  if (orders.isError && isNotOffered(orders.error)) return <OrdersEmpty />;
  if (orders.isError)
    return <OrdersLoadError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (rows.length === 0) return <OrdersEmpty />;

  return (
    <AdminListFrame
      area="orders"
      total={rows.length}
      mockOperations={['adminOrders']}
      csv={{ rows: filtered, columns: ORDER_CSV_COLUMNS }}
      toolbar={
        <ListToolbar
          list={list}
          area="orders"
          searchWidth={300}
          sorts={ORDER_SORTS}
          filters={[
            { key: 'status', label: S.statusFilter, options: statusOptions(S), w: 150 },
            { key: 'payment', label: S.paymentFilter, options: paymentOptions(S), w: 150 },
          ]}
        />
      }
      bar={<OrderBulkActions selection={selection} />}
      emptyText={S.noMatch}
      pager={paged}
      after={details && <OrderDetailsModal order={details} onClose={() => setDetailsId(null)} />}
    >
      <OrdersTable
        orders={paged.pageRows}
        selection={selection}
        onDetails={(o) => setDetailsId(o.orderId)}
      />
    </AdminListFrame>
  );
}
