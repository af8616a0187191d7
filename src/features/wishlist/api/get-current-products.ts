import { queryOptions } from '@tanstack/react-query';
import { findProducts } from '../../catalog';
import { wishlistKeys } from './query-keys';

/**
 * The kept products' current price and stock, from the catalogue (one scan for all of them).
 * The ids are sorted so that the same list, kept in another order, is the same query.
 */
export const currentProductsQueryOptions = (productIds: readonly number[]) => {
  const ids = [...productIds].sort((a, b) => a - b);
  return queryOptions({
    queryKey: wishlistKeys.current(ids),
    queryFn: () => findProducts(ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
};
