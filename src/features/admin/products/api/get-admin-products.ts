import { queryOptions, useQuery } from '@tanstack/react-query';
import { toPage, toProduct } from '@/api/adapters';
import { api, call } from '@/api/client';
import { withFallback } from '@/features/admin/common/list-with-fallback';
import { SAMPLE_PRODUCTS } from '../sample-products';
import { adminProductKeys } from './query-keys';

// The contract's largest page: the back office filters and exports on the client.
const ALL = { pageNumber: 0, pageSize: 1000, sortBy: 'productId', sortOrder: 'asc' };

export const adminProductsQueryOptions = queryOptions({
  queryKey: adminProductKeys.all,
  queryFn: async () =>
    toPage(await call(api.GET('/public/products', { params: { query: ALL } })), toProduct).content,
  retry: false,
});

/** The products, or the sample products when the list fails. */
export const useAdminProducts = () =>
  withFallback(useQuery(adminProductsQueryOptions), SAMPLE_PRODUCTS);
