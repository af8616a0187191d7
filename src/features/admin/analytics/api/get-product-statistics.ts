import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../../api/client';

export const productStatisticsQueryOptions = queryOptions({
  queryKey: ['admin', 'statistics', 'products'] as const,
  queryFn: () => call(api.GET('/admin/statistics/products')),
  retry: false,
});

export const useProductStatistics = () => useQuery(productStatisticsQueryOptions);
