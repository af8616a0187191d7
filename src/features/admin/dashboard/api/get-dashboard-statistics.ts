import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { statisticsKeys } from '@/features/admin/common/query-keys';

export const dashboardStatisticsQueryOptions = queryOptions({
  queryKey: statisticsKeys.dashboard(),
  queryFn: ({ signal }) => call(api.GET('/admin/statistics', { signal })),
  retry: false,
});

export const useDashboardStatistics = () => useQuery(dashboardStatisticsQueryOptions);
