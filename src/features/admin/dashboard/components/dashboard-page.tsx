import { MockDataBadge } from '@/components/mock-data-badge';
import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { isNetworkFailure, isNotOffered } from '@/api/errors';
import { useAdminOrders } from '@/features/admin/orders';
import { useAdminProducts } from '@/features/admin/products';
import { useAdminSetting } from '@/features/admin/common/admin-settings';
import { SampleDataNotice } from '@/features/admin/common/sample-data-notice';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { useAdminUsers } from '@/features/admin/users';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import {
  dashboardFigures,
  lowStockProducts,
  popularProducts,
  recentOrders,
} from '../dashboard-figures';
import { LowStock, PopularProducts, RecentOrders } from './dashboard-lists';
import { NotOfferedNotice } from './not-offered-notice';
import { OrdersTrend } from './orders-trend';
import { StatCards } from './stat-cards';
import { PendingReviewsCard } from '@/features/admin/reviews';

/**
 * Statistics, orders, products and users load in parallel. If the statistics call returns data
 * it is used, otherwise totals are computed from the lists that answered (the spec); what this
 * server does not offer (the course server: statistics, orders, users) is said so, never as an
 * error page.
 */
export function DashboardPage() {
  const texts = useAdminTexts();
  const S = texts.dashboard;
  const shared = texts.shared;
  const stats = useDashboardStatistics();
  const orders = useAdminOrders();
  const products = useAdminProducts();
  const users = useAdminUsers();
  const threshold = useAdminSetting('lowStockThreshold');
  const missing = {
    statistics: stats.isError && isNotOffered(stats.error),
    orders: orders.isError && isNotOffered(orders.error),
    users: users.isSample && isNotOffered(users.error),
  };

  const spinner = (
    <Center p="xl">
      <Loader aria-label={shared.busy} />
    </Center>
  );
  if (stats.isPending) return spinner;
  // Without the statistics and without the orders, both failing, there is nothing true to show.
  if (stats.isError && orders.isError && !missing.statistics && !missing.orders)
    return (
      <Alert color="red" title={S.loadFailed(isNetworkFailure(stats.error))} role="alert">
        <Button
          mt="sm"
          variant="light"
          color="red"
          onClick={() => void Promise.all([stats.refetch(), orders.refetch()])}
        >
          {S.reload}
        </Button>
      </Alert>
    );

  const orderRows = orders.data ?? [];
  // Sample rows are never counted as the shop's own figures.
  const figures = dashboardFigures(stats.data, {
    users: users.isSample || users.isLoading ? null : users.rows,
    products: products.isSample ? null : products.rows,
    orders: orders.data ?? null,
  });
  // The user list is not shown here: its samples need a notice only for the product lists below.
  const sampleFailure = products.isSample
    ? products.error
    : users.isSample && !missing.users
      ? users.error
      : undefined;

  return (
    <Stack>
      <MockDataBadge operations={['statistics', 'adminOrders', 'adminUsers']} />
      <NotOfferedNotice missing={missing} />
      {sampleFailure !== undefined && <SampleDataNotice error={sampleFailure} />}
      {/* Without the statistics, the totals wait for the lists they are computed from. Only the
          cards wait: the page stays mounted, since a list's failed query asks again (pending)
          whenever a part of the page that reads it mounts. */}
      {stats.isError && (orders.isPending || products.isLoading) ? (
        spinner
      ) : (
        <StatCards figures={figures} />
      )}
      <PendingReviewsCard />
      <OrdersTrend />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <PopularProducts products={popularProducts(products.rows)} />
        <RecentOrders
          orders={recentOrders(orderRows)}
          emptyText={missing.orders ? S.ordersNotOffered : S.noOrders}
        />
        <LowStock products={lowStockProducts(products.rows, threshold)} threshold={threshold} />
      </SimpleGrid>
    </Stack>
  );
}
