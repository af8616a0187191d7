import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError, isNotOffered } from '@/api/errors';
import { call, type ApiClient } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import type { components } from '@/api/schema.gen';
import { OPTIONAL_PUBLIC_DATA } from '@/lib/public-data';
import { REVIEW_PAGE_SIZE, type ReviewPageQuery } from '../review-search';
import { reviewKeys } from './query-keys';

export type ReviewPage = components['schemas']['ReviewPage'];
export type Review = components['schemas']['Review'];

/**
 * Reviews are an extension the server may lack (docs/contract-changes.md): the course server and
 * the real Spring server answer its calls with the masked 401 (for anyone, signed in or not: it
 * is not about the session) or a 404. The screens then show nothing about reviews, and no
 * message blames the network (src/api/server-capabilities.ts learns the same for a session).
 */
export const reviewsNotOffered = (error: unknown): boolean =>
  isNotOffered(error) || (isApiError(error) && (error.masked || error.status === 404));

/**
 * One page of a product's approved reviews and its rating summary, or `null` where the server
 * has no reviews: an answer, not a failure, so a page rendered on a server without them is a
 * good page (src/prerender/render-page.tsx) and shows nothing about reviews. A real failure (a
 * 5xx, no answer) stays an error, which the section shows in its own small way.
 */
export async function getProductReviews(
  client: ApiClient,
  productId: number,
  query: ReviewPageQuery,
  signal?: AbortSignal,
): Promise<ReviewPage | null> {
  try {
    return await call(
      client.GET('/public/products/{productId}/reviews', {
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
    );
  } catch (error) {
    if (reviewsNotOffered(error)) return null;
    throw error;
  }
}

/**
 * Everyone's data (it goes into a built page), but optional: the product page is whole without
 * its reviews, so a render whose reviews failed is not a failed render. The query function calls
 * the API client of its query cache (src/api/client-of.ts): a server render's own.
 */
export const productReviewsQueryOptions = (productId: number, query: ReviewPageQuery) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, query),
    meta: OPTIONAL_PUBLIC_DATA,
    queryFn: ({ client, signal }) =>
      getProductReviews(apiClientOf(client), productId, query, signal),
    // The page being left stays on screen until the next one arrives: the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
