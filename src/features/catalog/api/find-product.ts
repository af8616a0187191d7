import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Page, Product } from '@/api/adapters';
import type { ApiClient } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import { getProducts } from './get-products';
import { catalogKeys } from './query-keys';
import { PUBLIC_DATA } from '@/lib/public-data';

/**
 * The contract has no "get one product" call. The detail dialog and the product's page find it
 *   1. in any products page already in the query cache (the usual case: the card was clicked,
 *      or the shared link's own page has just loaded), else
 *   2. when the app knows it already (a built page's answer asked again, a product shown
 *      before), by its name: one small search, whatever the catalogue's size, else
 *   3. by scanning the catalogue in the largest pages the contract allows (a cold shared link to
 *      a product on another page, or one renamed since). Null when the product is not in the
 *      shop (any more).
 */

// The contract's largest page; a 10,000-product shop is scanned in 10 calls at worst.
export const SCAN_PAGE_SIZE = 1000;
// A runaway guard: a server that never says "last page" must not be called forever.
export const MAX_SCAN_PAGES = 100;
// A name search's page: the product itself and the others whose names contain its name.
const NAME_SEARCH_PAGE_SIZE = 50;

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

/** One page of the scan: its products, and whether it is the catalogue's last. */
export interface ScanPage {
  products: Product[];
  last: boolean;
}

/** The scan's page `pageNumber` (0 first), from the app's API or another `client`'s. */
export async function readScanPage(pageNumber: number, client?: ApiClient): Promise<ScanPage> {
  const page = await getProducts(
    { pageNumber, pageSize: SCAN_PAGE_SIZE, sortOrder: 'asc' },
    undefined,
    client,
  );
  return { products: page.content, last: page.lastPage || page.content.length === 0 };
}

/** The whole catalogue, page by page, in the largest pages the contract allows. */
export async function* catalogueProducts(client?: ApiClient): AsyncGenerator<Product[]> {
  for (let pageNumber = 0; pageNumber < MAX_SCAN_PAGES; pageNumber++) {
    const page = await readScanPage(pageNumber, client);
    yield page.products;
    if (page.last) return;
  }
}

export async function scanCatalogueForProduct(
  productId: number,
  client?: ApiClient,
): Promise<Product | null> {
  for await (const products of catalogueProducts(client)) {
    const product = products.find((candidate) => candidate.productId === productId);
    if (product) return product;
  }
  return null;
}

/**
 * A product the app has seen, as the catalogue has it now, found by the name it had (the
 * contract's keyword: a part of the name). Undefined when the search does not find it (renamed,
 * or among more products of that name than a page holds): the scan decides then.
 */
export async function findProductByName(
  productId: number,
  productName: string,
  client?: ApiClient,
): Promise<Product | undefined> {
  const keyword = productName.trim();
  if (!keyword) return undefined;
  const page = await getProducts(
    { keyword, pageNumber: 0, pageSize: NAME_SEARCH_PAGE_SIZE, sortOrder: 'asc' },
    undefined,
    client,
  );
  return page.content.find((candidate) => candidate.productId === productId);
}

export const productQueryOptions = (queryClient: QueryClient, productId: number) =>
  queryOptions({
    queryKey: catalogKeys.product(productId),
    meta: PUBLIC_DATA,
    queryFn: async () => {
      const cached = findCachedProduct(queryClient, productId);
      if (cached) return cached;
      // Asked again (the re-check of a built page): the answer it had names the product.
      const known = queryClient.getQueryData<Product | null>(catalogKeys.product(productId));
      const client = apiClientOf(queryClient);
      return (
        (known && (await findProductByName(productId, known.productName, client))) ??
        (await scanCatalogueForProduct(productId, client))
      );
    },
    initialData: () => findCachedProduct(queryClient, productId),
    // Cached products carry the time their page arrived: refetching would scan for nothing.
    staleTime: 60_000,
  });

/**
 * A product found elsewhere (the page handler's index of the catalogue, src/server) put into the
 * cache as the product's own query holds it, so its page's loader takes it without a scan.
 */
export const seedProductQuery = (queryClient: QueryClient, product: Product) =>
  queryClient.prefetchQuery({
    ...productQueryOptions(queryClient, product.productId),
    queryFn: () => product,
  });
