import { backOfficeHeadOnDemand } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { dashboardStatisticsQueryOptions } from '@/features/admin/dashboard/api/get-dashboard-statistics';
import { adminOrdersQueryOptions } from '@/features/admin/orders/api/get-admin-orders';
import { adminProductsQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { adminUsersQueryOptions } from '@/features/admin/users/api/get-admin-users';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';

export const Route = createFileRoute('/admin/')({
  head: backOfficeHeadOnDemand('/admin'),
  loader: ({ context }) =>
    primeAdminQueries(context.queryClient, [
      dashboardStatisticsQueryOptions,
      adminOrdersQueryOptions,
      adminProductsQueryOptions,
      adminUsersQueryOptions,
    ]),
  pendingComponent: AdminPending,
  component: DashboardPage,
});
