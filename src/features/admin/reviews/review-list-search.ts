import * as z from 'zod/mini';
import { choice, lazyListSearch, listSearch } from '@/features/admin/common/list-search-schema';

/**
 * The review list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on its first use (`lazyListSearch`): the route tree that every page loads holds it.
 */
export const reviewListSearch = lazyListSearch(() =>
  z.object({
    ...listSearch(['created', 'rating']),
    status: choice(['pending', 'approved', 'rejected']),
    stars: choice(['1', '2', '3', '4', '5']),
  }),
);

export type ReviewListSearch = ReturnType<typeof reviewListSearch.parse>;
