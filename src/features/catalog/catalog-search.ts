import type { ProductQuery } from './api/get-products';

/**
 * The catalogue's URL parameters (docs/product/storefront.md#22-the-catalogues-url): category,
 * keyword, sortby (asc|desc, default asc), page (1-based, default 1), the narrowing filters
 * (brand, a list; minPrice, maxPrice; inStock), plus `product`, the open detail dialog. Every
 * field falls back on its own, so a hand-edited or truncated URL shows the default instead of an
 * error.
 */

/** Products shown per page; always sent, never left to the server's default. */
export const CATALOG_PAGE_SIZE = 12;
/** Longer search texts are cut: no product name is that long, and URLs stay sane. */
export const MAX_KEYWORD_LENGTH = 200;
/**
 * Brands chosen at once: more than any shop's brand list shows, well under the contract's 100.
 * A hand-made URL with more keeps the first ones; a brand is at most 50 characters (the contract).
 */
export const MAX_BRANDS = 50;
const MAX_BRAND_LENGTH = 50;
/** The contract's highest price. */
export const MAX_PRICE = 1_000_000;

/**
 * The readers are plain functions, not a zod schema, for one reason: the prerendered catalogue
 * page starts its first request before any bundle runs, from an inline script that the build
 * bundles from this very module (src/prerender/first-request-client.ts). zod would add some
 * 35 KB to every such page; these rules need no library.
 */

/** The router parses `?keyword=123` as the number 123: numbers read back as text. */
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Blank means "no filter"; surrounding spaces are not part of a search. */
const optionalText = (value: unknown, maxLength: number): string | undefined =>
  asText(value)?.trim().slice(0, maxLength) || undefined;

/** A number as `Number()` reads it (the router hands text, numbers, JSON values). */
function asNumber(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return NaN; // a symbol or an object whose conversion throws
  }
}

/**
 * A page or an id: a whole number from 1 to a million (beyond is a typo, and the real server's
 * int parameters would overflow anyway); anything else is no value.
 */
export function readPositiveInt(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = asNumber(value);
  return Number.isInteger(number) && number >= 1 && number <= 1_000_000 ? number : undefined;
}

/** 'all' is how the old shop spelled "no category"; it is never a category name. */
const noAll = (value: string | undefined) => (value?.toLowerCase() === 'all' ? undefined : value);

/** One brand or a list (`?brand=Veyra` typed by hand reads as one); blanks and repeats dropped. */
function readBrands(value: unknown): string[] | undefined {
  if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) return undefined;
  const names = (Array.isArray(value) ? value : [value])
    .map((name) => asText(name)?.trim().slice(0, MAX_BRAND_LENGTH) ?? '')
    .filter(Boolean);
  const unique = [...new Set(names)].slice(0, MAX_BRANDS);
  return unique.length ? unique : undefined;
}

/** A price in dollars: 0 to the contract's highest, else no bound (a typo is not a filter). */
function readPrice(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = asNumber(value);
  return number >= 0 && number <= MAX_PRICE ? number : undefined;
}

/** The catalogue's address, read field by field: a field that is wrong falls back alone. */
export type CatalogSearch = {
  category?: string;
  keyword?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  /** Only `true` narrows; anything else is "every product". */
  inStock?: true;
  sortby: 'asc' | 'desc';
  page: number;
  /** `?product=<id>`: the product whose detail dialog is open. */
  product?: number;
};

/** The route's `validateSearch`: the search the router parsed, read into a CatalogSearch. */
export function readCatalogSearch(search: Record<string, unknown>): CatalogSearch {
  // Every field is named, those without a value as undefined: the router merges this over the
  // search it was given when it writes the URL, so a blank `keyword=` must be overwritten.
  return {
    category: noAll(optionalText(search.category, 100)),
    keyword: optionalText(search.keyword, MAX_KEYWORD_LENGTH),
    brand: readBrands(search.brand),
    minPrice: readPrice(search.minPrice),
    maxPrice: readPrice(search.maxPrice),
    inStock: search.inStock === true || search.inStock === 'true' ? true : undefined,
    sortby: search.sortby === 'desc' ? 'desc' : 'asc',
    page: readPositiveInt(search.page) ?? 1,
    product: readPositiveInt(search.product),
  };
}

export type SortOrder = CatalogSearch['sortby'];

/** The defaults, left out of the URL so the plain /products stays plain. */
export const CATALOG_SEARCH_DEFAULTS = { sortby: 'asc', page: 1 } as const;

/** The narrowing filters of a catalogue URL (beyond the category and keyword every server has). */
export type NarrowingFilters = Pick<CatalogSearch, 'brand' | 'minPrice' | 'maxPrice' | 'inStock'>;

/** How many narrowing filters the URL holds (each brand counts). */
export function narrowingCount(search: NarrowingFilters): number {
  return (
    (search.brand?.length ?? 0) +
    (search.minPrice !== undefined || search.maxPrice !== undefined ? 1 : 0) +
    (search.inStock ? 1 : 0)
  );
}

/** Every narrowing filter off (the keyword and the order stay): the panel's Reset filters. */
export const NO_NARROWING = {
  category: undefined,
  brand: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: undefined,
} as const;

/**
 * The server query for a catalogue URL: zero-based page, explicit page size, the filters, and
 * the facets asked for (a server without them answers without: the page then shows today's
 * filter bar, catalog-filters.tsx).
 */
export function toProductQuery(search: CatalogSearch): ProductQuery {
  return {
    pageNumber: search.page - 1,
    pageSize: CATALOG_PAGE_SIZE,
    sortOrder: search.sortby,
    ...(search.category && { category: search.category }),
    ...(search.keyword && { keyword: search.keyword }),
    ...(search.brand && { brands: search.brand }),
    ...(search.minPrice !== undefined && { minPrice: search.minPrice }),
    ...(search.maxPrice !== undefined && { maxPrice: search.maxPrice }),
    ...(search.inStock && { inStock: true }),
    facets: true,
  };
}
