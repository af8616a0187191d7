import * as z from 'zod/mini';
import { listSearch } from '../common/list-search-schema';

/** The category list's address (../common/list-search-schema.ts); its route validates with it. */
export const categoryListSearch = z.object(listSearch(['created', 'name']));

export type CategoryListSearch = z.infer<typeof categoryListSearch>;
