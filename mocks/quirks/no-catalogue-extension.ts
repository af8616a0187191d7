import { http as untyped } from 'msw';
import { CATALOGUE_FILTER_PARAMS } from '../handlers/catalogue-filters';
import { productListAnswer } from '../handlers/products';
import type { Quirk } from './quirk';

const productList = /^[a-z]+:\/\/[^/]+\/api\/public\/products(\?.*)?$/;

/** The request without the extension's parameters, or null when it has none. */
function withoutExtension(request: Request): Request | null {
  if (request.method !== 'GET' || !productList.test(request.url)) return null;
  const url = new URL(request.url);
  if (!CATALOGUE_FILTER_PARAMS.some((name) => url.searchParams.has(name))) return null;
  for (const name of CATALOGUE_FILTER_PARAMS) url.searchParams.delete(name);
  return new Request(url, request);
}

/**
 * The catalogue's filters and facets are an extension built ahead of the backend
 * (docs/contract-changes.md). The real server's controller binds only the parameters it declares,
 * so it answers the unfiltered list and no `facets`: the app must see that and not pretend.
 */
export const noCatalogueExtension: Quirk = {
  name: 'no catalogue filters or facets',
  description:
    'GET /public/products ignores brand, minPrice, maxPrice, inStock and facets: the unfiltered list, no facets.',
  request: (request) => withoutExtension(request) ?? request,
};

/**
 * The same for the course-server scenario, which also runs in the browser and in vitest (where
 * there is no request rewrite): the list is answered as if the parameters were not there.
 */
export const courseServerCatalogue = untyped.get(
  productList,
  ({ request }): Response | undefined => {
    const plain = withoutExtension(request);
    return plain ? productListAnswer(plain) : undefined;
  },
);
