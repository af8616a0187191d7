import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { statisticsKeys } from '@/features/admin/common/query-keys';

export const userStatisticsQueryOptions = queryOptions({
  queryKey: statisticsKeys.users(),
  queryFn: ({ signal }) => call(api.GET('/admin/statistics/users', { signal })),
  retry: false,
});

export const useUserStatistics = () => useQuery(userStatisticsQueryOptions);
