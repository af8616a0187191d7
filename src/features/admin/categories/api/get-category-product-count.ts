import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@/api/adapters';
import { api, call } from '@/api/client';
import { isApiError } from '@/api/errors';
import type { AdminTexts } from '@/features/admin/common/texts';
import { adminCategoryKeys } from './query-keys';

/**
 * How many products a category really has, from GET /public/categories/{id}/products with
 * pageSize=1 (one product travels, `totalElements` says the rest). The real server's category
 * has no `productCount`, and deleting a category deletes its products with it, so the count
 * must come from the server before a delete is allowed.
 *
 * Resolves to the count; rejects when it cannot be known (404, 5xx, a body without
 * `totalElements`...). Under the admin categories key, so a saved or deleted product (which
 * invalidates that key) refreshes it.
 */
export async function fetchCategoryProductCount(categoryId: number): Promise<number> {
  let body;
  try {
    body = await call(
      api.GET('/public/categories/{categoryId}/products', {
        params: { path: { categoryId }, query: { pageNumber: 0, pageSize: 1 } },
      }),
    );
  } catch (error) {
    // The real server answers 400 for a category without products (the paging sent here is
    // valid, so a 400 cannot be about it): that is zero. Anything else leaves it unknown.
    if (isApiError(error) && error.status === 400) return 0;
    throw error;
  }
  if (Array.isArray(body)) return body.length;
  const total = body?.totalElements;
  if (typeof total === 'number' && Number.isInteger(total) && total >= 0) return total;
  // Without a total, one page of one product says "at least one", not how many.
  throw new Error('The category product list has no totalElements');
}

export const categoryProductCountQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: adminCategoryKeys.productCount(categoryId),
    queryFn: () => fetchCategoryProductCount(categoryId),
    retry: false,
    // Cheap enough to fetch per card, but not again on every focus; a delete asks afresh.
    staleTime: 30_000,
  });

export interface CategoryProductCount {
  /** The number of products, or null while unknown (loading, or it could not be found out). */
  count: number | null;
  isPending: boolean;
}

/**
 * The count of a card: the list's own `productCount` when it sends one (the mock and the
 * admin list's shape do), else fetched lazily for this category. Never 0 when unknown.
 */
export function useCategoryProductCount(category: Category): CategoryProductCount {
  const listed = category.productCount;
  const query = useQuery({
    ...categoryProductCountQueryOptions(category.categoryId),
    enabled: listed === undefined || listed === null,
  });
  if (typeof listed === 'number') return { count: listed, isPending: false };
  return { count: query.data ?? null, isPending: query.isPending };
}
/** The count line: the number, or that it is being found out, or unknown (never a made-up 0). */
export function productCountText(
  S: AdminTexts['categories'],
  { count, isPending }: CategoryProductCount,
) {
  if (count !== null) return S.productCount(count);
  return isPending ? S.productCountLoading : S.productCountUnknown;
}
