import { backOfficeHeadOnDemand } from '../../app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminOrdersQueryOptions } from '../../features/admin/orders/api/get-admin-orders';
import { listIntentSearch } from '../../lib/list-intent-search';
import { primeAdminQueries } from '../../features/admin/common/prime-admin-queries';
import { AdminPending } from '../../features/admin/common/admin-pending';
import { OrdersPage } from '../../features/admin/orders/components/orders-page';

export const Route = createFileRoute('/admin/orders')({
  head: backOfficeHeadOnDemand('/admin/orders'),
  // ?q= / ?open=<id> / ?create=true: what the command palette asks the list to do on arrival.
  validateSearch: listIntentSearch,
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminOrdersQueryOptions]),
  pendingComponent: AdminPending,
  component: OrdersPage,
});
