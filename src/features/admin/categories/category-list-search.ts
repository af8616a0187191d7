import * as z from 'zod/mini';
import { listSearch } from '../common/list-search-schema';

/**
 * The category list's address (../common/list-search-schema.ts); its route validates with it.
 * Built on first use (`z.lazy`): the route tree that every page loads holds it, and building a
 * zod schema costs start-up time that a storefront page never needs.
 */
export const categoryListSearch = z.lazy(() => z.object(listSearch(['created', 'name'])));

export type CategoryListSearch = z.infer<typeof categoryListSearch>;
