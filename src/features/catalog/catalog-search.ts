import { z } from 'zod';
import type { ProductQuery } from './api/get-products';

/**
 * The catalogue's URL parameters (spec 2): category, keyword, sortby (asc|desc, default asc),
 * page (1-based, default 1), plus `product`, the open detail dialog. Every field falls back on
 * its own (`.catch`), so a hand-edited or truncated URL shows the default instead of an error.
 */

/** Products shown per page; always sent, never left to the server's default. */
export const CATALOG_PAGE_SIZE = 12;
/** Longer search texts are cut: no product name is that long, and URLs stay sane. */
export const MAX_KEYWORD_LENGTH = 200;

// The router parses `?keyword=123` as the number 123: read numbers back as text.
const text = z.union([z.string(), z.number().transform(String)]);

/** Blank means "no filter"; surrounding spaces are not part of a search. */
const optionalText = (maxLength: number) =>
  text
    .transform((value) => value.trim().slice(0, maxLength) || undefined)
    .optional()
    .catch(undefined);

// A page or id beyond a million is a typo; the real server's int parameters would overflow anyway.
const positiveInt = z.coerce.number().int().min(1).max(1_000_000);

/** 'all' is how the old shop spelled "no category"; it is never a category name (spec 2). */
const noAll = (value: string | undefined) => (value?.toLowerCase() === 'all' ? undefined : value);

/** `?product=<id>`: the product whose detail dialog is open. Shared by every storefront page. */
export const productDialogSearch = {
  product: positiveInt.optional().catch(undefined),
};

export const catalogSearchSchema = z.object({
  category: optionalText(100).transform(noAll),
  keyword: optionalText(MAX_KEYWORD_LENGTH),
  sortby: z.enum(['asc', 'desc']).default('asc').catch('asc'),
  page: positiveInt.default(1).catch(1),
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
