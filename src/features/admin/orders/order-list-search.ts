import * as z from 'zod/mini';
import { choice, listSearch } from '../common/list-search-schema';

/**
 * The order list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on first use (`z.lazy`): the route tree that every page loads holds it, and building a
 * zod schema costs start-up time that a storefront page never needs.
 */
export const orderListSearch = z.lazy(() =>
  z.object({
    ...listSearch(['created', 'amount', 'customer']),
    status: choice(['pending_payment', 'paid', 'shipped', 'completed', 'cancelled']),
    payment: choice(['pending', 'completed', 'failed']),
  }),
);

export type OrderListSearch = z.infer<typeof orderListSearch>;
