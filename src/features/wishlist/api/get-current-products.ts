import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@/api/adapters';
import { wishlistKeys } from './query-keys';

/** Finds products in the catalogue as it is now; missing ones are not in the shop any more. */
export type FindProducts = (productIds: readonly number[]) => Promise<Map<number, Product>>;

/**
 * The kept products' current price and stock, from the catalogue (one scan for all of them).
 * The ids are sorted so that the same list, kept in another order, is the same query.
 */
export const currentProductsQueryOptions = (
  productIds: readonly number[],
  findProducts: FindProducts,
) => {
  const ids = [...productIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: wishlistKeys.current(ids),
    queryFn: () => findProducts(ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
};
