import { defaultParseSearch } from '@tanstack/react-router';
import { productImageSource } from '@/api/adapters';
import { API_BASE_URL } from '@/api/config';
import { normaliseRequestUrl } from '@/api/prefetched';
import {
  FEATURED_PRODUCTS_QUERY,
  productsRequestQuery,
} from '@/features/catalog/api/product-query';
import { readCatalogSearch, toProductQuery } from '@/features/catalog/catalog-search';
import { listQueryString } from './list-query-string';

/**
 * The first product list of a prerendered page, asked for by the HTML before any bundle runs,
 * so the list loads while the JavaScript does. The build bundles this module into the page's
 * inline script (build/page-html/inline-scripts.ts): it reads the address with the router's own
 * parser and the catalogue's own reader, builds the query with the app's functions and serializes
 * it as the API client does (list-query-string.ts), so it asks exactly what the app will ask. The answer waits in
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
  const serialized = listQueryString(productsRequestQuery(query));
  return normaliseRequestUrl(
    `${API_BASE_URL}/public/products${serialized ? `?${serialized}` : ''}`,
  );
}

/**
 * Whether the page's markup already asks for the list's first picture at high priority: a page
 * built with its data, at the address it was built for (not a filtered catalogue, whose markup
 * holds the unfiltered list; not a page built without data). Reading the answer for the picture
 * there (its JSON parsed on the main thread, the whole list's) would only
 * be work the app's start waits behind. Asked when the answer has come; markup not parsed yet by
 * then counts as no picture, and the picture is preloaded as before.
 */
function markupAsksForFirstPicture(page: FirstRequestPage): boolean {
  if (page === '/products' && location.search !== '') return false;
  return document.querySelector('#root img[fetchpriority="high"]') !== null;
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
      if (response.ok && !markupAsksForFirstPicture(page))
        preloadFirstPicture(response.clone()).catch(() => undefined);
      return response;
    });
    answer.catch(() => undefined); // the app's own call reports a failure, not this one
    (window.__shopPrefetch ??= {})[url] = answer;
  } catch {
    // an address the reader cannot take: the app asks on its own
  }
}
