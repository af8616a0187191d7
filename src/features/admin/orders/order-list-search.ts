import * as z from 'zod/mini';
import { choice, lazyListSearch, listSearch } from '@/features/admin/common/list-search-schema';

/**
 * The order list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on its first use (`lazyListSearch`): the route tree that every page loads holds it.
 */
export const orderListSearch = lazyListSearch(() =>
  z.object({
    ...listSearch(['created', 'amount', 'customer']),
    status: choice(['pending_payment', 'paid', 'shipped', 'completed', 'cancelled']),
    payment: choice(['pending', 'completed', 'failed']),
  }),
);

export type OrderListSearch = ReturnType<typeof orderListSearch.parse>;
