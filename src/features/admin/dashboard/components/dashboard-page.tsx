import { Alert, Button, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useAdminOrders } from '../../orders';
import { useAdminProducts } from '../../products';
import { useAdminSetting } from '../../common/admin-settings';
import { SampleDataNotice } from '../../common/sample-data-notice';
import { useAdminTexts } from '../../common/admin-language';
import { useAdminUsers } from '../../users';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import {
  dashboardFigures,
  lowStockProducts,
  popularProducts,
  recentOrders,
} from '../dashboard-figures';
import { LowStock, PopularProducts, RecentOrders } from './dashboard-lists';
import { OrdersTrend } from './orders-trend';
import { StatCards } from './stat-cards';

/** Statistics, orders, products and users load in parallel. */
export function DashboardPage() {
  const texts = useAdminTexts();
  const S = texts.dashboard;
  const shared = texts.shared;
  const stats = useDashboardStatistics();
  const orders = useAdminOrders();
  const products = useAdminProducts();
  const users = useAdminUsers();
  const threshold = useAdminSetting('lowStockThreshold');

  if (stats.isPending || (stats.isError && orders.isPending))
    return (
      <Center p="xl">
        <Loader aria-label={shared.busy} />
      </Center>
    );
  // Without the statistics and without the orders there is nothing true to show.
  if (stats.isError && orders.isError)
    return (
      <Alert color="red" title={S.loadFailed} role="alert">
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
  const productRows = products.isSample ? [] : products.rows;
  const figures = dashboardFigures(stats.data, {
    users: users.isSample || users.isLoading ? null : users.rows,
    products: productRows,
    orders: orderRows,
  });

  return (
    <Stack>
      {(products.isSample || users.isSample) && <SampleDataNotice />}
      <StatCards figures={figures} />
      <OrdersTrend />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <PopularProducts products={popularProducts(products.rows)} />
        <RecentOrders orders={recentOrders(orderRows)} />
        <LowStock products={lowStockProducts(products.rows, threshold)} threshold={threshold} />
      </SimpleGrid>
    </Stack>
  );
}
