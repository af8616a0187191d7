import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../api/client';
import type { components } from '../../../api/schema.gen';
import { reviewKeys } from './query-keys';
import { reviewsNotOffered } from './get-product-reviews';

export type OwnReview = components['schemas']['OwnReview'];

/** Whether the signed-in person may review the product, and their own review of it. */
export const myReviewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) =>
      call(
        api.GET('/products/{productId}/reviews/mine', {
          params: { path: { productId } },
          signal,
        }),
      ),
    retry: (failures, error) => !reviewsNotOffered(error) && failures < 2,
  });
