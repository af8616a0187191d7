import * as z from 'zod/mini';
import { lazyListSearch, listSearch } from '@/features/admin/common/list-search-schema';

/**
 * The category list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on its first use (`lazyListSearch`): the route tree that every page loads holds it.
 */
export const categoryListSearch = lazyListSearch(() => z.object(listSearch(['created', 'name'])));

export type CategoryListSearch = ReturnType<typeof categoryListSearch.parse>;
