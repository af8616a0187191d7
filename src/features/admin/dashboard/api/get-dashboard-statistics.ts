import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../../api/client';

export const dashboardStatisticsQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics', 'dashboard'] as const,
  queryFn: () => call(api.GET('/admin/statistics')),
  retry: false,
});

export const useDashboardStatistics = () => useQuery(dashboardStatisticsQueryOptions);
