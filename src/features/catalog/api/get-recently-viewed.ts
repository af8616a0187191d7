import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Product } from '@/api/adapters';
import { findCachedProduct } from './find-product';
import { findProducts } from './find-products';
import { catalogKeys } from './query-keys';

/**
 * The recently viewed products as the catalogue has them now, in the list's order (newest
 * first). Products already in the query cache cost nothing; the rest come from one scan of the
 * catalogue (the contract has no "get these products" call). A product the shop no longer has,
 * or one the scan could not load, is left out quietly: the list is a convenience, never an error.
 * Each product found is kept as that product's own answer too, so its dialog opens at once.
 */
export async function getRecentlyViewed(
  queryClient: QueryClient,
  productIds: readonly number[],
): Promise<Product[]> {
  const found = new Map<number, Product>();
  const missing: number[] = [];
  for (const productId of productIds) {
    const product =
      queryClient.getQueryData<Product | null>(catalogKeys.product(productId)) ??
      findCachedProduct(queryClient, productId);
    if (product) found.set(productId, product);
    else missing.push(productId);
  }
  if (missing.length) {
    try {
      for (const [productId, product] of await findProducts(missing)) {
        found.set(productId, product);
        queryClient.setQueryData(catalogKeys.product(productId), product);
      }
    } catch {
      // Left out quietly: the products already known are still shown.
    }
  }
  return productIds.flatMap((productId) => found.get(productId) ?? []);
}

export const recentlyViewedQueryOptions = (
  queryClient: QueryClient,
  productIds: readonly number[],
) =>
  queryOptions({
    queryKey: catalogKeys.recentlyViewed(productIds),
    queryFn: () => getRecentlyViewed(queryClient, productIds),
    enabled: productIds.length > 0,
  });
