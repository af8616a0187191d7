import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { adminReviewKeys } from './query-keys';

export type AdminReview = components['schemas']['AdminReview'];

// Newest first, everything in one page: the screen searches and filters on the client, like
// the other lists (the contract also pages, filters and searches on the server).
const ALL = { pageNumber: 0, pageSize: 1000, sortBy: 'createdAt', sortOrder: 'desc' } as const;

export const adminReviewsQueryOptions = queryOptions({
  queryKey: adminReviewKeys.list(),
  queryFn: async ({ signal }) =>
    (await call(api.GET('/admin/reviews', { params: { query: ALL }, signal }))).content,
});

export const useAdminReviews = () => useQuery(adminReviewsQueryOptions);

/**
 * How many reviews wait for a decision (the dashboard, the menu): the smallest page. A server
 * without reviews answers the masked 401, which the client records as "not offered".
 */
export const pendingReviewsQueryOptions = queryOptions({
  queryKey: adminReviewKeys.pendingCount(),
  queryFn: async ({ signal }) =>
    (
      await call(
        api.GET('/admin/reviews', {
          params: { query: { pageNumber: 0, pageSize: 1, status: 'pending' } },
          signal,
        }),
      )
    ).pendingCount,
  retry: false,
});

export const usePendingReviews = () => useQuery(pendingReviewsQueryOptions);
