import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError, isNotOffered } from '../../../api/errors';
import { api, call } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { PUBLIC_DATA } from '../../../lib/public-data';
import { REVIEW_PAGE_SIZE, type ReviewPageQuery } from '../review-search';
import { reviewKeys } from './query-keys';

export type ReviewPage = components['schemas']['ReviewPage'];
export type Review = components['schemas']['Review'];

/** One page of a product's approved reviews and its rating summary (everyone's data). */
export const productReviewsQueryOptions = (productId: number, query: ReviewPageQuery) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, query),
    meta: PUBLIC_DATA,
    queryFn: ({ signal }) =>
      call(
        api.GET('/public/products/{productId}/reviews', {
          params: {
            path: { productId },
            query: {
              pageNumber: query.pageNumber,
              pageSize: REVIEW_PAGE_SIZE,
              sort: query.sort,
              ...(query.stars !== null && { stars: query.stars }),
            },
          },
          signal,
        }),
      ),
    // The page being left stays on screen until the next one arrives: the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A server without reviews answers the same way every time.
    retry: (failures, error) => !reviewsNotOffered(error) && failures < 2,
  });

/**
 * Reviews are an extension the server may lack (docs/contract-changes.md): the course server and
 * the real Spring server answer its calls with the masked 401 (for anyone, signed in or not: it
 * is not about the session) or a 404. The screens then show nothing about reviews, and no
 * message blames the network (src/api/server-capabilities.ts learns the same for a session).
 */
export const reviewsNotOffered = (error: unknown): boolean =>
  isNotOffered(error) || (isApiError(error) && (error.masked || error.status === 404));
