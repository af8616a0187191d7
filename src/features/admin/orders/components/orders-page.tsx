import { MockDataBadge } from '../../../../components/mock-data-badge';
import { Center, Loader, Select, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { AdminListFrame } from '../../common/admin-list-frame';
import { useDialogState } from '../../common/modal-mode';
import { ExportCsvButton } from '../../common/export-csv-button';
import { useListIntent } from '../../common/list-intent';
import { usePagedRows } from '../../common/use-paged-rows';
import { useRowSelection } from '../../common/bulk/use-row-selection';
import { OrderBulkActions } from './order-bulk-actions';
import { useListSearch } from '../../common/use-list-search';
import { SortSelect } from '../../common/sort-select';
import { orderListSearch } from '../../../../lib/admin-list-search';
import { useAdminOrders } from '../api/get-admin-orders';
import { filterOrders, type OrderFilters } from '../filter-orders';
import { ORDER_CSV_COLUMNS } from '../order-csv';
import { ORDER_LIST_DEFAULTS, ORDER_SORTS, sortOrders } from '../sort-orders';
import type { AdminOrderRow } from '../order-row';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../order-status';
import { OrderDetailsModal } from './order-details-modal';
import { OrdersEmpty, OrdersLoadError } from './orders-empty';
import { isNotOffered } from '../../../../api/errors';
import { OrdersTable } from './orders-table';
import { useAdminTexts } from '../../common/admin-language';
import type { AdminTexts } from '../../common/texts';

const orderId = (order: AdminOrderRow) => order.orderId;

const statusOptions = (S: AdminTexts['orders']) => [
  { value: 'all', label: S.all },
  ...ORDER_STATUSES.map((v) => ({ value: v, label: S.statusLabels[v] })),
];
const paymentOptions = (S: AdminTexts['orders']) => [
  { value: 'all', label: S.all },
  ...PAYMENT_STATUSES.map((v) => ({ value: v, label: S.paymentStatusLabels[v] })),
];

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
  const paged = usePagedRows(filtered, list);
  const selection = useRowSelection({
    matching: filtered,
    pageRows: paged.pageRows,
    idOf: orderId,
  });
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
      title={S.title}
      count={S.count(rows.length)}
      actions={
        <>
          <MockDataBadge operations={['adminOrders']} />
          <ExportCsvButton rows={filtered} columns={ORDER_CSV_COLUMNS} fileName="orders" />
        </>
      }
      filters={
        <>
          <TextInput aria-label={S.search} placeholder={S.search} {...list.searchBox} w={300} />
          <Select
            label={S.statusFilter}
            data={statusOptions(S)}
            value={filters.status}
            onChange={(v) =>
              list.setFilters({ status: v === 'all' ? undefined : (v as OrderStatus) })
            }
            allowDeselect={false}
            w={150}
          />
          <Select
            label={S.paymentFilter}
            data={paymentOptions(S)}
            value={filters.payment}
            onChange={(v) =>
              list.setFilters({ payment: v === 'all' ? undefined : (v as PaymentStatus) })
            }
            allowDeselect={false}
            w={150}
          />
          <SortSelect
            fields={ORDER_SORTS}
            labels={texts.lists.sortFields.orders}
            sort={list.sort}
            dir={list.dir}
            onChange={list.setSort}
          />
        </>
      }
      bar={<OrderBulkActions selection={selection} />}
      isEmpty={filtered.length === 0}
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
