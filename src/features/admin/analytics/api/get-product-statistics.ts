import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { statisticsKeys } from '@/features/admin/common/query-keys';

export const productStatisticsQueryOptions = queryOptions({
  queryKey: statisticsKeys.products(),
  queryFn: ({ signal }) => call(api.GET('/admin/statistics/products', { signal })),
  retry: false,
});

export const useProductStatistics = () => useQuery(productStatisticsQueryOptions);
