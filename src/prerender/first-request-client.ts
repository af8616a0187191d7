import { defaultParseSearch } from '@tanstack/react-router';
import { createQuerySerializer } from 'openapi-fetch';
import { productImageSource } from '../api/adapters';
import { API_BASE_URL } from '../api/config';
import { normaliseRequestUrl } from '../api/prefetched';
import {
  FEATURED_PRODUCTS_QUERY,
  productsRequestQuery,
} from '../features/catalog/api/product-query';
import { readCatalogSearch, toProductQuery } from '../features/catalog/catalog-search';

/**
 * The first product list of a prerendered page, asked for by the HTML before any bundle runs,
 * so the list loads while the JavaScript does. The build bundles this module into the page's
 * inline script (build/first-request-bundle.ts): it reads the address with the router's own
 * parser and the catalogue's own reader, builds the query with the app's functions and the API
 * client's serializer, so it asks exactly what the app will ask. The answer waits in
 * `window.__shopPrefetch` under its normalised URL, where the API client takes it
 * (src/api/prefetched.ts).
 */

export type FirstRequestPage = '/' | '/products';

/** The URL of GET /public/products the page's app asks first, normalised. */
export function firstListUrl(page: FirstRequestPage, search: string): string {
  const query =
    page === '/'
      ? FEATURED_PRODUCTS_QUERY
      : toProductQuery(readCatalogSearch(defaultParseSearch(search)));
  // As openapi-fetch builds it: base, path, then `?` and the serialized query when there is one.
  const serialized = createQuerySerializer()(productsRequestQuery(query));
  return normaliseRequestUrl(
    `${API_BASE_URL}/public/products${serialized ? `?${serialized}` : ''}`,
  );
}

/**
 * Whether the HTML shows another list than the one asked: a filtered catalogue (the built page
 * holds the unfiltered one). Elsewhere the markup's own first picture is already asked for at
 * high priority, and reading the answer for it (its JSON parsed on the main thread, 10–15 ms
 * unthrottled on the home page) would only be work that the app's start waits behind.
 */
function markupShowsOtherList(page: FirstRequestPage): boolean {
  return page === '/products' && location.search !== '';
}

/**
 * The list's first picture (the page's largest element, usually) is preloaded at high priority,
 * so it downloads while the JavaScript still does.
 */
async function preloadFirstPicture(answer: Response): Promise<void> {
  const list = (await answer.json()) as { content?: { image?: unknown }[] } | null;
  const image = list?.content?.[0]?.image;
  const source = typeof image === 'string' ? productImageSource(image) : null;
  if (!source) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', source);
  document.head.appendChild(link);
}

/** Starts the page's first list request; anything that goes wrong leaves it to the app. */
export function startFirstRequest(page: FirstRequestPage): void {
  try {
    const url = firstListUrl(page, location.search);
    const answer = fetch(url, { credentials: 'include' }).then((response) => {
      if (response.ok && markupShowsOtherList(page))
        preloadFirstPicture(response.clone()).catch(() => undefined);
      return response;
    });
    answer.catch(() => undefined); // the app's own call reports a failure, not this one
    (window.__shopPrefetch ??= {})[url] = answer;
  } catch {
    // an address the reader cannot take: the app asks on its own
  }
}
