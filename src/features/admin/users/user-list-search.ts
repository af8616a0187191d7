import * as z from 'zod/mini';
import { choice, listSearch } from '../common/list-search-schema';

/** The user list's address (../common/list-search-schema.ts); its route validates with it. */
export const userListSearch = z.object({
  ...listSearch(['created', 'username', 'orders', 'spent']),
  status: choice(['active', 'inactive']),
});

export type UserListSearch = z.infer<typeof userListSearch>;
