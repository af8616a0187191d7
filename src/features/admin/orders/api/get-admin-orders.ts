import { queryOptions, useQuery } from '@tanstack/react-query';
import { toPage } from '@/api/adapters';
import { api, call } from '@/api/client';
import { toAdminOrderRow } from '../order-row';
import { adminOrderKeys } from './query-keys';

// Newest first, everything in one page: the screen searches and filters on the client.
const ALL = { pageNumber: 0, pageSize: 1000, sortBy: 'orderDate', sortOrder: 'desc' };

export const adminOrdersQueryOptions = queryOptions({
  queryKey: adminOrderKeys.all,
  queryFn: async ({ signal }) =>
    toPage(
      await call(api.GET('/admin/orders', { params: { query: ALL }, signal })),
      toAdminOrderRow,
    ).content,
});

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions);
