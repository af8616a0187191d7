import { backOfficeHeadOnDemand } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { productStatisticsQueryOptions } from '@/features/admin/analytics/api/get-product-statistics';
import { userStatisticsQueryOptions } from '@/features/admin/analytics/api/get-user-statistics';
import { salesStatisticsQueryOptions } from '@/features/admin/analytics/api/get-sales-statistics';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { AnalyticsPage } from '@/features/admin/analytics/components/analytics-page';

export const Route = createFileRoute('/admin/analytics')({
  head: backOfficeHeadOnDemand('/admin/analytics'),
  loader: ({ context }) =>
    primeAdminQueries(context.queryClient, [
      productStatisticsQueryOptions,
      userStatisticsQueryOptions,
      salesStatisticsQueryOptions('month'),
    ]),
  pendingComponent: AdminPending,
  component: AnalyticsPage,
});
