import type { Category } from '@/api/adapters';
import type { CategoryListSearch } from './category-list-search';
import type { ListDefaults } from '@/features/admin/common/list-search';
import { listSorter, type SortFields } from '@/features/admin/common/sort-rows';

export type CategorySort = NonNullable<CategoryListSearch['sort']>;

/**
 * Oldest first, as the server lists them. By id: the real server's categories carry no dates,
 * and an id grows with each category created.
 */
export const CATEGORY_LIST_DEFAULTS: ListDefaults<CategorySort> = { sort: 'created', dir: 'asc' };

export const CATEGORY_SORTS: SortFields<Category, CategorySort> = {
  created: { kind: 'date', value: (c) => c.categoryId },
  name: { kind: 'text', value: (c) => c.categoryName },
};

export const sortCategories = listSorter(CATEGORY_SORTS, (c) => c.categoryId);
