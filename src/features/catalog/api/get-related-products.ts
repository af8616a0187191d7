import { queryOptions } from '@tanstack/react-query';
import type { Product } from '@/api/adapters';
import { api, type ApiClient } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import { PUBLIC_DATA } from '@/lib/public-data';
import { getProducts, type CataloguePage } from './get-products';
import { catalogKeys } from './query-keys';

/** At most this many related products under a product's page. */
export const RELATED_PRODUCTS = 8;
// Enough of a category or brand to pick 8 in stock from, in one call.
const CANDIDATES = 48;

const inStock = (product: Product) => (product.quantity ?? 0) > 0;

/** Up to 8 of `candidates`, not `product` itself, those in stock first (a stable sort). */
export function pickRelated(product: Product, candidates: readonly Product[]): Product[] {
  return candidates
    .filter((candidate) => candidate.productId !== product.productId)
    .sort((a, b) => Number(inStock(b)) - Number(inStock(a)))
    .slice(0, RELATED_PRODUCTS);
}

/**
 * Products related to one: of its category, else (no category, or nothing else in it) of its
 * brand; in stock first. From the list call every server has: the category filter is the
 * contract's; the brand filter is the extension's, so the brand is also checked here (a server
 * without the extension answers the unfiltered list). A page of products, kept under the
 * catalogue's key so a related product's own page finds it in the cache (find-product.ts).
 */
export async function getRelatedProducts(
  product: Product,
  client: ApiClient = api,
): Promise<CataloguePage> {
  const query = { pageNumber: 0, pageSize: CANDIDATES, sortOrder: 'asc' } as const;
  const category = product.category?.categoryName;
  let related: Product[] = [];
  if (category)
    related = pickRelated(
      product,
      (await getProducts({ ...query, category }, undefined, client)).content,
    );
  const brand = product.brand?.trim();
  if (!related.length && brand) {
    const page = await getProducts({ ...query, brands: [brand] }, undefined, client);
    const sameBrand = page.content.filter(
      (candidate) => candidate.brand?.trim().toLowerCase() === brand.toLowerCase(),
    );
    related = pickRelated(product, sameBrand);
  }
  return {
    content: related,
    pageNumber: 0,
    pageSize: RELATED_PRODUCTS,
    totalElements: related.length,
    totalPages: related.length ? 1 : 0,
    lastPage: true,
  };
}

export const relatedProductsQueryOptions = (product: Product) =>
  queryOptions({
    queryKey: catalogKeys.related(product.productId),
    meta: PUBLIC_DATA,
    queryFn: ({ client }) => getRelatedProducts(product, apiClientOf(client)),
  });
