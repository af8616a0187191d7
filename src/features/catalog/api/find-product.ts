import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page, Product } from '../../../api/adapters';
import { getProducts } from './get-products';
import { catalogKeys } from './query-keys';
import { PUBLIC_DATA } from '../../../lib/public-data';

/**
 * The contract has no "get one product" call. The detail dialog finds its product
 *   1. in any products page already in the query cache (the usual case: the card was clicked,
 *      or the shared link's own page has just loaded), else
 *   2. by scanning the catalogue in the largest pages the contract allows (a cold shared link to
 *      a product on another page). Null when the product is not in the shop (any more).
 */

// The contract's largest page; a 10,000-product shop is scanned in 10 calls at worst.
const SCAN_PAGE_SIZE = 1000;
// A runaway guard: a server that never says "last page" must not be called forever.
const MAX_SCAN_PAGES = 100;

export function findCachedProduct(
  queryClient: QueryClient,
  productId: number,
): Product | undefined {
  const pages = queryClient.getQueriesData<Page<Product>>({ queryKey: catalogKeys.products() });
  for (const [, page] of pages) {
    const product = page?.content.find((candidate) => candidate.productId === productId);
    if (product) return product;
  }
  return undefined;
}

/** The whole catalogue, page by page, in the largest pages the contract allows. */
export async function* catalogueProducts(): AsyncGenerator<Product[]> {
  for (let pageNumber = 0; pageNumber < MAX_SCAN_PAGES; pageNumber++) {
    const page = await getProducts({ pageNumber, pageSize: SCAN_PAGE_SIZE, sortOrder: 'asc' });
    yield page.content;
    if (page.lastPage || page.content.length === 0) return;
  }
}

export async function scanCatalogueForProduct(productId: number): Promise<Product | null> {
  for await (const products of catalogueProducts()) {
    const product = products.find((candidate) => candidate.productId === productId);
    if (product) return product;
  }
  return null;
}

export const productQueryOptions = (queryClient: QueryClient, productId: number) =>
  queryOptions({
    queryKey: catalogKeys.product(productId),
    meta: PUBLIC_DATA,
    queryFn: async () =>
      findCachedProduct(queryClient, productId) ?? (await scanCatalogueForProduct(productId)),
    initialData: () => findCachedProduct(queryClient, productId),
    // Cached products carry the time their page arrived: refetching would scan for nothing.
    staleTime: 60_000,
  });
