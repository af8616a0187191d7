import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { catalogKeys } from '@/features/catalog';
import { reviewKeys } from './query-keys';

export type ReviewInput = components['schemas']['ReviewInput'];

/**
 * After a write: the person's own review, and what shoppers see of the product (a changed or
 * deleted review that was published leaves the page and the average until it is approved again).
 */
const refreshAfterWrite = (queryClient: QueryClient, productId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.mine(productId) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all() }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
  ]);

/** Writes a new review, or changes the one with `reviewId`; either waits for approval. */
export function useSaveReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId?: number; input: ReviewInput }) =>
      reviewId === undefined
        ? call(
            api.POST('/products/{productId}/reviews', {
              params: { path: { productId } },
              body: input,
            }),
          )
        : call(api.PUT('/reviews/{reviewId}', { params: { path: { reviewId } }, body: input })),
    onSuccess: () => refreshAfterWrite(queryClient, productId),
  });
}

export function useDeleteReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      call(api.DELETE('/reviews/{reviewId}', { params: { path: { reviewId } } })),
    onSuccess: () => refreshAfterWrite(queryClient, productId),
  });
}
