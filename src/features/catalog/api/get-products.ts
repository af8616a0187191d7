import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toPage, toProduct } from '../../../api/adapters';
import { api, call } from '../../../api/client';

/** One page of GET /public/products. The page size is always sent (contract-decisions.md). */
export interface ProductQuery {
  /** Zero-based. */
  pageNumber: number;
  pageSize: number;
  sortOrder: 'asc' | 'desc';
  category?: string;
  keyword?: string;
}

/** Every products query key starts with this; the detail dialog looks products up under it. */
export const PRODUCTS_QUERY_KEY = 'products';

export async function getProducts(query: ProductQuery) {
  const list = await call(
    api.GET('/public/products', { params: { query: { ...query, sortBy: 'price' } } }),
  );
  return toPage(list, toProduct);
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: [PRODUCTS_QUERY_KEY, query],
    queryFn: () => getProducts(query),
    // Paging, sorting and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** Spec 9: the home page shows at most 8 products, the first page of the catalogue. */
export const FEATURED_PRODUCTS_QUERY: ProductQuery = {
  pageNumber: 0,
  pageSize: 8,
  sortOrder: 'asc',
};
