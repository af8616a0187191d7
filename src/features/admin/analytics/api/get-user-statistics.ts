import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../../api/client';

export const userStatisticsQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics', 'users'] as const,
  queryFn: () => call(api.GET('/admin/statistics/users')),
  retry: false,
});

export const useUserStatistics = () => useQuery(userStatisticsQueryOptions);
