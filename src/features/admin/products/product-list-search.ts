import * as z from 'zod/mini';
import { choice, lazyListSearch, listSearch } from '@/features/admin/common/list-search-schema';

/**
 * The product list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on its first use (`lazyListSearch`): the route tree that every page loads holds it.
 */
export const productListSearch = lazyListSearch(() =>
  z.object({
    ...listSearch(['created', 'name', 'price', 'stock', 'sold']),
    status: choice(['active', 'out_of_stock', 'inactive']),
  }),
);

export type ProductListSearch = ReturnType<typeof productListSearch.parse>;
