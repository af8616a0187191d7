import * as z from 'zod/mini';
import { listIntentSearch } from './list-intent-search';

/**
 * The back-office lists' URL parameters (docs/product/back-office.md#12-lists-in-the-address):
 * `q` the search text (also what the command palette's `?q=` fills in), the list's filters,
 * `sort` and `dir`, `page` (1-based) and `size`, plus the palette's `open` / `create`
 * (list-intent-search.ts). Like that schema, these are part of the route tree every page loads
 * first, so they hold only names and checks: the defaults, labels and what the lists do with
 * them live in the back office (src/features/admin/common/list-search.ts). Every field is
 * optional and falls back on its own: a hand-edited URL just shows the list.
 */

/** The rows-per-page choices, of the lists and of the settings page alike. */
export const LIST_PAGE_SIZES = [10, 20, 50] as const;

const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.catch(z.optional(z.enum(values)), undefined);

const number = <T extends z.ZodMiniType<number, number>>(check: T) =>
  z.catch(z.optional(z.pipe(z.coerce.number(), check)), undefined);

const listSearch = <const S extends readonly [string, ...string[]]>(sorts: S) => ({
  ...listIntentSearch.shape,
  sort: choice(sorts),
  dir: choice(['asc', 'desc']),
  page: number(z.int().check(z.minimum(1), z.maximum(1_000_000))),
  size: number(z.literal(LIST_PAGE_SIZES)),
});

export const productListSearch = z.object({
  ...listSearch(['created', 'name', 'price', 'stock', 'sold']),
  status: choice(['active', 'out_of_stock', 'inactive']),
});

export const userListSearch = z.object({
  ...listSearch(['created', 'username', 'orders', 'spent']),
  status: choice(['active', 'inactive']),
});

export const orderListSearch = z.object({
  ...listSearch(['created', 'amount', 'customer']),
  status: choice(['pending_payment', 'paid', 'shipped', 'completed', 'cancelled']),
  payment: choice(['pending', 'completed', 'failed']),
});

export const categoryListSearch = z.object(listSearch(['created', 'name']));

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

export type ProductListSearch = z.infer<typeof productListSearch>;
export type UserListSearch = z.infer<typeof userListSearch>;
export type OrderListSearch = z.infer<typeof orderListSearch>;
export type CategoryListSearch = z.infer<typeof categoryListSearch>;
