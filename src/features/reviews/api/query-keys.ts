import type { ReviewPageQuery } from '../review-search';

/**
 * The reviews' query keys. A product's approved reviews are everyone's (a public root the cache
 * keeps across a sign-out); one's own review is the signed-in person's and starts elsewhere.
 */
export const reviewKeys = {
  all: () => ['product-reviews'] as const,
  page: (productId: number, query: ReviewPageQuery) =>
    [...reviewKeys.all(), productId, query] as const,
  mine: (productId: number) => ['my-review', productId] as const,
  allMine: () => ['my-review'] as const,
};
