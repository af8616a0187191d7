import type { components } from '@/api/schema.gen';
import { readPositiveInt } from '@/features/catalog';

export type ReviewSort = components['schemas']['ReviewSort'];
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'highest', 'lowest'];
/** Reviews per page on the product page. */
export const REVIEW_PAGE_SIZE = 5;

/**
 * The product page's reviews in its address (docs/product/storefront.md#28b-reviews): `reviews`
 * the sort (newest when absent), `reviewPage` (1-based) and `stars` (one number of stars). Each
 * falls back on its own, so a hand-edited link shows the default instead of an error; plain
 * readers, like the catalogue's, no zod in the storefront's first load.
 */
export interface ReviewSearch {
  reviews?: Exclude<ReviewSort, 'newest'>;
  reviewPage?: number;
  stars?: number;
}

export function readReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const sort = REVIEW_SORTS.find((s) => s === search.reviews && s !== 'newest') as
    ReviewSearch['reviews'] | undefined;
  const page = readPositiveInt(search.reviewPage);
  const stars = readPositiveInt(search.stars);
  return {
    ...(sort && { reviews: sort }),
    ...(page && page > 1 && { reviewPage: page }),
    ...(stars && stars <= 5 && { stars }),
  };
}

/** What the page asks the server for: page 0-based, the sort spelled out. */
export interface ReviewPageQuery {
  pageNumber: number;
  sort: ReviewSort;
  stars: number | null;
}

export const toReviewPageQuery = (search: ReviewSearch): ReviewPageQuery => ({
  pageNumber: (search.reviewPage ?? 1) - 1,
  sort: search.reviews ?? 'newest',
  stars: search.stars ?? null,
});

/** The first page, newest first: what the built page and its structured data carry. */
export const FIRST_REVIEWS: ReviewPageQuery = { pageNumber: 0, sort: 'newest', stars: null };
