import { backOfficeListRoute } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminOrdersQueryOptions } from '@/features/admin/orders/api/get-admin-orders';
import { orderListSearch } from '@/features/admin/orders/order-list-search';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { OrdersPage } from '@/features/admin/orders/components/orders-page';

export const Route = createFileRoute('/admin/orders')({
  // Its list's search, filters, sort, page and page size, and the command palette's
  // ?open=<id> / ?create=true (src/features/admin/orders/order-list-search.ts).
  ...backOfficeListRoute('/admin/orders', orderListSearch),
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminOrdersQueryOptions]),
  pendingComponent: AdminPending,
  component: OrdersPage,
});
