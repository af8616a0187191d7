import { queryOptions } from '@tanstack/react-query';
import { call } from '@/api/client';
import { apiClientOf } from '@/api/client-of';
import type { components } from '@/api/schema.gen';
import { reviewKeys } from './query-keys';
import { reviewsNotOffered } from './get-product-reviews';

export type OwnReview = components['schemas']['OwnReview'];

/** Whether the signed-in person may review the product, and their own review of it. */
export const myReviewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ client, signal }) =>
      call(
        apiClientOf(client).GET('/products/{productId}/reviews/mine', {
          params: { path: { productId } },
          signal,
        }),
      ),
    retry: (failures, error) => !reviewsNotOffered(error) && failures < 2,
  });
