/**
 * What a page request asks the page handler (./page-handler.ts) for, read from its URL alone,
 * before anything is rendered or the API is asked:
 * - `product`: `/products/<id>`, the id as the product route reads it (digits, no sign, no
 *   leading zero, a safe integer); the page's search parameters change nothing in its HTML;
 * - `catalogue`: `/products` with at most a category and one of its first pages; the key is the
 *   address written one way (so a cache keeps one copy per list), and the one rendered;
 * - `app`: any other page (the back office, the account pages, a filtered or sorted list, a far
 *   page), which the app renders in the browser from the static `app.html`;
 * - `bad`: an address no page has (an id that is not one, path tricks): the not-found page.
 */

import { readProductId } from '@/features/catalog/product-id';

export type PageAddress =
  | { kind: 'product'; key: string; productId: number }
  | { kind: 'catalogue'; key: string }
  | { kind: 'app' }
  | { kind: 'bad' };

/** No page's address is longer; a longer one is not read at all. */
export const MAX_URL_LENGTH = 2048;

/** The catalogue's longest category name (src/features/catalog/catalog-search.ts). */
const MAX_CATEGORY_LENGTH = 100;

// Encoded slashes, backslashes and dots, dot segments, empty segments: no page is spelt so, and
// a host or cache behind may read them differently from here.
// The URL parser resolves dot segments before a handler sees them (so they can reach no file);
// a host that has the raw request target checks it with isPathTrick too.
const PATH_TRICK = /%2f|%5c|%2e|\\|\/\.\.?(\/|$|\?)|\/\//i;

/** A request target (or path) spelt to mean another path than it reads as. */
export const isPathTrick = (target: string) => PATH_TRICK.test(target.split('?')[0]!);

export function readPageAddress(url: URL, options: { cataloguePages: number }): PageAddress {
  if (url.href.length > MAX_URL_LENGTH || isPathTrick(url.pathname)) return { kind: 'bad' };
  const path = url.pathname.replace(/(.)\/$/, '$1');
  if (path.startsWith('/products/')) {
    const productId = readProductId(path.slice('/products/'.length));
    if (productId === null) return { kind: 'bad' };
    return { kind: 'product', key: `/products/${productId}`, productId };
  }
  if (path !== '/products') return { kind: 'app' };
  const names = [...new Set(url.searchParams.keys())];
  if (names.some((name) => name !== 'page' && name !== 'category')) return { kind: 'app' };
  if (url.searchParams.getAll('page').length > 1 || url.searchParams.getAll('category').length > 1)
    return { kind: 'app' };
  const pageText = url.searchParams.get('page');
  const page = pageText === null ? 1 : Number(pageText);
  if (!/^[1-9][0-9]{0,6}$/.test(pageText ?? '1') || page > options.cataloguePages)
    return { kind: 'app' };
  const category = url.searchParams.get('category')?.trim() ?? '';
  if (category.length > MAX_CATEGORY_LENGTH || category.toLowerCase() === 'all')
    return { kind: 'app' };
  const query = [
    ...(category ? [`category=${encodeURIComponent(category)}`] : []),
    ...(page > 1 ? [`page=${page}`] : []),
  ].join('&');
  return { kind: 'catalogue', key: query ? `/products?${query}` : '/products' };
}
