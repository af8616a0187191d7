import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { statisticsKeys } from '@/features/admin/common/query-keys';

export type SalesPeriod = components['schemas']['SalesStats']['period'];

export const salesStatisticsQueryOptions = (period: SalesPeriod) =>
  queryOptions({
    queryKey: statisticsKeys.sales(period),
    queryFn: ({ signal }) =>
      call(api.GET('/admin/statistics/sales', { params: { query: { period } }, signal })),
    retry: false,
  });

export const useSalesStatistics = (period: SalesPeriod) =>
  useQuery(salesStatisticsQueryOptions(period));
