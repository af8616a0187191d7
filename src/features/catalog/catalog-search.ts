import * as z from 'zod/mini';
import type { ProductQuery } from './api/get-products';

/**
 * The catalogue's URL parameters (docs/product/storefront.md#22-the-catalogues-url): category,
 * keyword, sortby (asc|desc, default asc), page (1-based, default 1), the narrowing filters
 * (brand, a list; minPrice, maxPrice; inStock), plus `product`, the open detail dialog. Every
 * field falls back on its own (`z.catch`), so a hand-edited or truncated URL shows the default
 * instead of an error.
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

// The router parses `?keyword=123` as the number 123: read numbers back as text.
const text = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

/** Blank means "no filter"; surrounding spaces are not part of a search. */
const optionalText = (maxLength: number) =>
  z.catch(
    z.optional(
      z.pipe(
        text,
        z.transform((value: string) => value.trim().slice(0, maxLength) || undefined),
      ),
    ),
    undefined,
  );

// A page or id beyond a million is a typo; the real server's int parameters would overflow anyway.
const positiveInt = z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1_000_000)));

/** 'all' is how the old shop spelled "no category"; it is never a category name. */
const noAll = (value: string | undefined) => (value?.toLowerCase() === 'all' ? undefined : value);

/** `?product=<id>`: the product whose detail dialog is open. Shared by every storefront page. */
export const productDialogSearch = {
  product: z.catch(z.optional(positiveInt), undefined),
};

/** One brand or a list (`?brand=Veyra` typed by hand reads as one); blanks and repeats dropped. */
const brandList = z.catch(
  z.optional(
    z.pipe(
      z.union([text, z.array(z.unknown())]),
      z.transform((value: string | unknown[]) => {
        const names = (Array.isArray(value) ? value : [value])
          .map((name) =>
            typeof name === 'string' || typeof name === 'number'
              ? String(name).trim().slice(0, MAX_BRAND_LENGTH)
              : '',
          )
          .filter(Boolean);
        const unique = [...new Set(names)].slice(0, MAX_BRANDS);
        return unique.length ? unique : undefined;
      }),
    ),
  ),
  undefined,
);

/** A price in dollars: 0 to the contract's highest, else no bound (a typo is not a filter). */
const price = z.catch(
  z.optional(z.pipe(z.coerce.number(), z.number().check(z.minimum(0), z.maximum(MAX_PRICE)))),
  undefined,
);

/** Only `true` narrows; anything else is "every product". */
const onlyTrue = z.catch(
  z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => (value === true || value === 'true' ? true : undefined)),
    ),
  ),
  undefined,
);

export const catalogSearchSchema = z.object({
  category: z.pipe(optionalText(100), z.transform(noAll)),
  keyword: optionalText(MAX_KEYWORD_LENGTH),
  brand: brandList,
  minPrice: price,
  maxPrice: price,
  inStock: onlyTrue,
  sortby: z.catch(z._default(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  page: z.catch(z._default(positiveInt, 1), 1),
  ...productDialogSearch,
});

export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
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
