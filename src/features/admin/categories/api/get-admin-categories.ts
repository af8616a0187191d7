import { queryOptions, useQuery } from '@tanstack/react-query';
import { toCategory, toPage } from '@/api/adapters';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import { withFallback } from '@/features/admin/common/list-with-fallback';
import { SAMPLE_CATEGORIES } from '../sample-categories';
import { adminCategoryKeys } from './query-keys';

const ALL = { pageNumber: 0, pageSize: 1000 };

async function fetchCategories() {
  let body;
  try {
    body = await call(api.GET('/public/categories', { params: { query: ALL } }));
  } catch (error) {
    // The real server's quirk: an empty table answers 400 "No category created till now."
    if (isApiError(error) && error.status === 400) return [];
    throw error;
  }
  // An answer that is not a list falls back to the sample categories like a failure.
  if (!Array.isArray(body) && !Array.isArray(body?.content))
    throw new Error('The category list is not a list');
  return toPage(body, toCategory).content;
}

export const adminCategoriesQueryOptions = queryOptions({
  queryKey: adminCategoryKeys.all,
  queryFn: fetchCategories,
  retry: false,
});

/** The categories, or the four sample categories when the list fails. */
export function useAdminCategories() {
  const query = useQuery(adminCategoriesQueryOptions);
  if (query.isError) console.warn('Category list failed; showing sample categories', query.error);
  return withFallback(query, SAMPLE_CATEGORIES);
}
