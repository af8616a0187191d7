import * as z from 'zod/mini';
import { choice, listSearch } from '../common/list-search-schema';

/**
 * The user list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on first use (`z.lazy`): the route tree that every page loads holds it, and building a
 * zod schema costs start-up time that a storefront page never needs.
 */
export const userListSearch = z.lazy(() =>
  z.object({
    ...listSearch(['created', 'username', 'orders', 'spent']),
    status: choice(['active', 'inactive']),
  }),
);

export type UserListSearch = z.infer<typeof userListSearch>;
