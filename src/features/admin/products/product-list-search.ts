import * as z from 'zod/mini';
import { choice, listSearch } from '../common/list-search-schema';

/** The product list's address (../common/list-search-schema.ts); its route validates with it. */
export const productListSearch = z.object({
  ...listSearch(['created', 'name', 'price', 'stock', 'sold']),
  status: choice(['active', 'out_of_stock', 'inactive']),
});

export type ProductListSearch = z.infer<typeof productListSearch>;
