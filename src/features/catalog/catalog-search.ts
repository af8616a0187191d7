import * as z from 'zod/mini';
import type { ProductQuery } from './api/get-products';

/**
 * The catalogue's URL parameters (docs/product/storefront.md#22-the-catalogues-url): category,
 * keyword, sortby (asc|desc, default asc), page (1-based, default 1), plus `product`, the open
 * detail dialog. Every field falls back on its own (`z.catch`), so a hand-edited or truncated URL
 * shows the default instead of an error.
 */

/** Products shown per page; always sent, never left to the server's default. */
export const CATALOG_PAGE_SIZE = 12;
/** Longer search texts are cut: no product name is that long, and URLs stay sane. */
export const MAX_KEYWORD_LENGTH = 200;

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

export const catalogSearchSchema = z.object({
  category: z.pipe(optionalText(100), z.transform(noAll)),
  keyword: optionalText(MAX_KEYWORD_LENGTH),
  sortby: z.catch(z._default(z.enum(['asc', 'desc']), 'asc'), 'asc'),
  page: z.catch(z._default(positiveInt, 1), 1),
  ...productDialogSearch,
});

export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
export type SortOrder = CatalogSearch['sortby'];

/** The defaults, left out of the URL so the plain /products stays plain. */
export const CATALOG_SEARCH_DEFAULTS = { sortby: 'asc', page: 1 } as const;

/** The server query for a catalogue URL: zero-based page, explicit page size. */
export function toProductQuery(search: CatalogSearch): ProductQuery {
  return {
    pageNumber: search.page - 1,
    pageSize: CATALOG_PAGE_SIZE,
    sortOrder: search.sortby,
    ...(search.category && { category: search.category }),
    ...(search.keyword && { keyword: search.keyword }),
  };
}
