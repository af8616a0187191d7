import * as z from 'zod/mini';
import { choice, lazyListSearch, listSearch } from '@/features/admin/common/list-search-schema';

/**
 * The user list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on its first use (`lazyListSearch`): the route tree that every page loads holds it.
 */
export const userListSearch = lazyListSearch(() =>
  z.object({
    ...listSearch(['created', 'username', 'orders', 'spent']),
    status: choice(['active', 'inactive']),
  }),
);

export type UserListSearch = ReturnType<typeof userListSearch.parse>;
