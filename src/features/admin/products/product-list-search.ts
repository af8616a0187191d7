import * as z from 'zod/mini';
import { choice, listSearch } from '../common/list-search-schema';

/**
 * The product list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on first use (`z.lazy`): the route tree that every page loads holds it, and building a
 * zod schema costs start-up time that a storefront page never needs.
 */
export const productListSearch = z.lazy(() =>
  z.object({
    ...listSearch(['created', 'name', 'price', 'stock', 'sold']),
    status: choice(['active', 'out_of_stock', 'inactive']),
  }),
);

export type ProductListSearch = z.infer<typeof productListSearch>;
