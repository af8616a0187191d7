import { queryOptions } from '@tanstack/react-query';
import { toPage, toProduct } from '../../../api/adapters';
import { api, call } from '../../../api/client';

export interface ProductQuery {
  pageNumber: number;
  pageSize: number;
  sortOrder: 'asc' | 'desc';
  category?: string;
  keyword?: string;
}

export async function getProducts(query: ProductQuery) {
  const list = await call(
    api.GET('/public/products', { params: { query: { ...query, sortBy: 'price' } } }),
  );
  return toPage(list, toProduct);
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: () => getProducts(query),
  });
