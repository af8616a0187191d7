import { STOREFRONT_TEXTS } from '../storefront-texts';

/**
 * Titles and descriptions of the pages (issue: every page says where it is). The routes give
 * theirs through the router's `head` (see `storefrontHead`), from their loader's data; a title
 * that follows live data (the cart's count, an open product, a placed order) comes from a
 * loader the page re-runs when that data changes (src/lib/routing/use-loader-follows.ts).
 * Pure functions, so they are unit-tested on their own. The back office's titles are built in
 * features/admin/layout/page-titles.ts, out of the storefront's first load.
 */

/** Between the page's name and the area's: "Products · Shop", "商品管理 · 后台". */
export const TITLE_SEPARATOR = ' · ';

/** Which half of the app a page belongs to: its language and the end of its title. */
export type Area = 'storefront' | 'backOffice';

/** Blank, missing or "undefined" names never reach a title: the area's own name stands in. */
function clean(name: string | number | null | undefined): string | undefined {
  if (name === null || name === undefined) return undefined;
  const text = String(name).replace(/\s+/g, ' ').trim();
  return text && text !== 'undefined' && text !== 'null' ? text : undefined;
}

/** "<page> · <area>", or the area's name alone when the page has none. */
export function areaTitle(area: string, page?: string | null): string {
  const name = clean(page);
  return name ? `${name}${TITLE_SEPARATOR}${area}` : area;
}

export function storefrontTitle(page?: string | null): string {
  return areaTitle(STOREFRONT_TEXTS.common.shopName, page);
}

/** What a route's `head` returns: its title and, for public pages, a description. */
export interface PageHead {
  meta: ({ title: string } | { name: 'description'; content: string })[];
}

export function storefrontHead(page: string, description?: string): PageHead {
  return titledHead(storefrontTitle(page), description);
}

/** A head with a title made already ("Cart (2) · Shop") and, for public pages, a description. */
export function titledHead(title: string, description?: string): PageHead {
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description' as const, content: description }] : []),
    ],
  };
}

const T = STOREFRONT_TEXTS.pageTitles;

/** /products: the category or search and the page number say which list this is. */
export function catalogTitle(search: { category?: string; keyword?: string; page?: number }) {
  const category = clean(search.category);
  const keyword = clean(search.keyword);
  let title: string = T.products;
  if (keyword) title = T.productsSearch(keyword);
  else if (category) title = T.productsInCategory(category);
  if (search.page && search.page > 1) title = T.productsPage(title, search.page);
  return storefrontTitle(title);
}

/** The cart's title counts its lines once they are known (in the browser, not at build time). */
export function cartTitle(lines?: number): string {
  return storefrontTitle(
    lines !== undefined && Number.isFinite(lines) ? T.cartWithLines(lines) : T.cart,
  );
}

/** The open product dialog's lookup, as far as the title cares. */
export type ProductLookup =
  | { status: 'loading' }
  | { status: 'found'; name: string | null | undefined }
  | { status: 'missing' }
  | { status: 'error' };

/**
 * The title while a product's dialog is open: the product's name; "Product not found" when it
 * is gone or failed to load (or has no name); undefined while it loads (the page's title stays).
 */
export function productTitle(lookup: ProductLookup): string | undefined {
  if (lookup.status === 'loading') return undefined;
  const name = lookup.status === 'found' ? clean(lookup.name) : undefined;
  return storefrontTitle(name ?? T.productNotFound);
}

/** The order confirmation: the order's number once placed; a failure says so. */
export function orderConfirmationTitle(
  order: { status: 'pending' } | { status: 'placed'; orderId: unknown } | { status: 'failed' },
): string {
  if (order.status === 'failed') return storefrontTitle(T.orderNotPlaced);
  if (order.status === 'placed') {
    const id = clean(order.orderId as string | number | null | undefined);
    return storefrontTitle(id ? T.orderConfirmed(id) : T.orderConfirmation);
  }
  return storefrontTitle(T.orderConfirmation);
}

/** The part of a router match the head cares about. */
export interface MatchHead {
  meta?: readonly unknown[] | undefined;
}

function metaOf(match: MatchHead) {
  return (match.meta ?? []).filter(
    (entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null,
  );
}

/** The deepest route's title wins, as with the router's own HeadContent. */
export function titleFromMatches(matches: readonly MatchHead[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = metaOf(matches[i]!).find((meta) => typeof meta.title === 'string');
    if (entry) return entry.title as string;
  }
  return undefined;
}

/** The deepest route's description, else the shop's general one. */
export function descriptionFromMatches(matches: readonly MatchHead[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const entry = metaOf(matches[i]!).find(
      (meta) => meta.name === 'description' && typeof meta.content === 'string',
    );
    if (entry) return entry.content as string;
  }
  return STOREFRONT_TEXTS.pageDescriptions.default;
}
