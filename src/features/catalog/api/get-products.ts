import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { toPage, toProduct, type Page, type Product, type ProductFacets } from '@/api/adapters';
import { readFacets } from './read-facets';
import { api, call, type ApiClient } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import { isApiError } from '@/api/errors';
import { catalogKeys } from './query-keys';
import { PUBLIC_DATA } from '@/lib/public-data';
import { productsRequestQuery, type ProductQuery } from './product-query';

// Where the catalogue's query type lives (query-keys.ts needs it too, without this module).
export type { ProductQuery };

/** A page of the catalogue, with the facets when asked for and the server has them. */
export type CataloguePage = Page<Product> & { facets?: ProductFacets };

/**
 * The real server answers a search with no hit with 400 "Products not found with keyword: <kw>"
 * (and a category with no products with a 400 of the same kind): for a shopper that is an empty
 * result, not a failure.
 */
const NO_MATCH = /^products? not found|does not have any products|^no products?\b/i;

function isNoMatch(error: unknown, query: ProductQuery): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    !!(query.keyword || query.category) &&
    NO_MATCH.test(error.serverMessage ?? '')
  );
}

/**
 * `signal`: a call nobody waits for any more (a search text typed over) is aborted. `client`:
 * the app's, or one bound to another API (the page handler's index of the catalogue, src/server).
 */
export async function getProducts(
  query: ProductQuery,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<CataloguePage> {
  try {
    const list = await call(
      client.GET('/public/products', { params: { query: productsRequestQuery(query) }, signal }),
    );
    const facets = Array.isArray(list) ? undefined : readFacets(list?.facets);
    return { ...toPage(list, toProduct), ...(facets && { facets }) };
  } catch (error) {
    if (isNoMatch(error, query)) return toPage([], toProduct);
    throw error;
  }
}

export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: catalogKeys.productPage(query),
    meta: PUBLIC_DATA,
    queryFn: ({ client }) => getProducts(query, undefined, apiClientOf(client)),
    // Paging, sorting and filtering keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
