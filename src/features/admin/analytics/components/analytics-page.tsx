import { MockDataBadge } from '@/components/mock-data-badge';
import { Alert, Stack } from '@mantine/core';
import { isNotOffered } from '@/api/errors';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { useProductStatistics } from '../api/get-product-statistics';
import { useSalesStatistics } from '../api/get-sales-statistics';
import { useUserStatistics } from '../api/get-user-statistics';
import { ProductsPanels } from './products-panels';
import { SalesPanel } from './sales-panel';
import { UsersPanel } from './users-panel';

/**
 * The charts over the statistics calls. A server that offers no statistics (the course server)
 * gets one plain statement instead of four failed panels. The panels ask the same queries (one
 * request each, shared through the cache).
 */
export function AnalyticsPage() {
  const S = useAdminTexts().analytics;
  const calls = [useSalesStatistics('month'), useUserStatistics(), useProductStatistics()];
  if (calls.some((query) => query.isError && isNotOffered(query.error)))
    return (
      <Alert color="gray" variant="light" role="status" title={S.title}>
        {S.notOffered}
      </Alert>
    );
  return (
    <Stack>
      <MockDataBadge operations={['statistics']} />
      <SalesPanel />
      <UsersPanel />
      <ProductsPanels />
    </Stack>
  );
}
