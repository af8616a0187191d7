import { queryOptions } from '@tanstack/react-query';
import { toCategory, toPage, type Category } from '@/api/adapters';
import { api, call, type ApiClient } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import { isApiError } from '@/api/errors';
import { catalogKeys } from './query-keys';
import { PUBLIC_DATA } from '@/lib/public-data';

// The filter needs every category on one page; 1000 is the contract's largest page.
const ALL_CATEGORIES = { pageNumber: 0, pageSize: 1000, sortBy: 'categoryName', sortOrder: 'asc' };

/**
 * The categories for the catalogue filter. The real server answers an empty category table with
 * 400 "No category created till now." (openapi.yaml): for the filter that is an empty list.
 */
export async function getCatalogCategories(client: ApiClient = api): Promise<Category[]> {
  try {
    const list = await call(
      client.GET('/public/categories', { params: { query: ALL_CATEGORIES } }),
    );
    return toPage(list, toCategory).content;
  } catch (error) {
    if (isApiError(error) && error.status === 400) return [];
    throw error;
  }
}

export const catalogCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categoryFilter(),
    meta: PUBLIC_DATA,
    queryFn: ({ client }) => getCatalogCategories(apiClientOf(client)),
    staleTime: 5 * 60_000,
  });

/** The filter offers every category name except one named all (its own 'All' is first). */
export function categoryFilterNames(categories: readonly Category[]): string[] {
  const names = categories
    .map((category) => category.categoryName?.trim())
    .filter((name): name is string => !!name && name.toLowerCase() !== 'all');
  return [...new Set(names)];
}
