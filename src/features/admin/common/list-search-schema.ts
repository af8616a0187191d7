import type { SearchSchemaInput } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import { listIntentFields } from './list-intent-search';

/**
 * The back-office lists' URL parameters (docs/product/back-office.md#12-lists-in-the-address):
 * `q` the search text (also what the command palette's `?q=` fills in), the list's filters,
 * `sort` and `dir`, `page` (1-based) and `size`, plus the palette's `open` / `create`
 * (list-intent-search.ts). Each list's schema is its feature's `*-list-search.ts`, built with
 * `listSearch` here; the routes validate with it, and the list's page reads the URL with it
 * (use-list-search.ts). These modules import only zod: the route tree every page loads first
 * imports them, never the rest of the back office. Every field is optional and falls back on
 * its own: a hand-edited URL just shows the list.
 */

/** What validates a list's address: its route's `validateSearch` and the list's page alike. */
export interface ListSearchSchema<In, Out> {
  parse(search: In): Out;
}

/**
 * A list's schema, built on its first `parse`. The route tree that every page loads holds the
 * lists' schemas, and building a zod schema, even a `z.lazy` one, costs start-up time that a
 * storefront page never needs (a large part of the app's own evaluation on a phone). The router takes any object with a `parse`; `SearchSchemaInput` tells it that links may
 * give what the schema reads (a number as `q`), not only what it returns.
 */
export function lazyListSearch<S extends z.ZodMiniType>(
  build: () => S,
): ListSearchSchema<z.input<S> & SearchSchemaInput, z.output<S>> {
  const schema = onFirstUse(build);
  return { parse: (search) => schema().parse(search) };
}

/** The rows-per-page choices, of the lists and of the settings page alike. */
export const LIST_PAGE_SIZES = [10, 20, 50] as const;

export const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.catch(z.optional(z.enum(values)), undefined);

const number = <T extends z.ZodMiniType<number, number>>(check: T) =>
  z.catch(z.optional(z.pipe(z.coerce.number(), check)), undefined);

export const listSearch = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  ...listIntentFields(),
  sort: choice(sorts),
  dir: choice(['asc', 'desc']),
  page: number(z.int().check(z.minimum(1), z.maximum(1_000_000))),
  size: number(z.literal(LIST_PAGE_SIZES)),
});

/**
 * The lists' search middleware: the router writes a text that reads as a number in quotes
 * (`?q=%22123%22`, to read it back as text), but these schemas read `?q=123` as text anyway, so a
 * searched order number stays a plain link.
 */
export function plainSearchText<T extends { q?: string }>({
  search,
  next,
}: {
  search: T;
  next: (search: T) => T;
}): T {
  const result = next(search);
  const { q } = result;
  return typeof q === 'string' && String(Number(q)) === q
    ? { ...result, q: Number(q) as unknown as string }
    : result;
}
