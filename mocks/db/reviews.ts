import type { components } from '@/api/schema.gen';
import { dataVersion, db } from './database';
import { paginate, type Page } from './paging';
import type { ReviewRow, UserRow } from './types';

type S = components['schemas'];
export type ReviewSort = S['ReviewSort'];

/** A product's approved reviews, newest first, and how many have each number of stars. */
interface ProductReviews {
  approved: ReviewRow[];
  /** counts[stars - 1] */
  counts: number[];
  sum: number;
}

const NONE: ProductReviews = { approved: [], counts: [0, 0, 0, 0, 0], sum: 0 };

let index: Map<number, ProductReviews> | null = null;
let indexVersion = -1;

/**
 * The approved reviews by product, worked out once per version of the data (a write or a reset
 * makes a new one): a review page and every card's summary then read one product's few rows,
 * not the whole table (`npm run bench:mock`, 10,000 products with 20 reviews each).
 */
function reviewIndex(): Map<number, ProductReviews> {
  if (index && indexVersion === dataVersion()) return index;
  const next = new Map<number, ProductReviews>();
  for (const review of db().reviews) {
    if (review.status !== 'approved') continue;
    let entry = next.get(review.productId);
    if (!entry)
      next.set(review.productId, (entry = { approved: [], counts: [0, 0, 0, 0, 0], sum: 0 }));
    entry.approved.push(review);
    entry.counts[review.rating - 1]!++;
    entry.sum += review.rating;
  }
  for (const entry of next.values()) entry.approved.sort(newestFirst);
  index = next;
  indexVersion = dataVersion();
  return next;
}

const newestFirst = (a: ReviewRow, b: ReviewRow) =>
  b.createdAt.localeCompare(a.createdAt) || b.reviewId - a.reviewId;

const reviewsOf = (productId: number) => reviewIndex().get(productId) ?? NONE;

/** The rating on a product's answer: average to one decimal place, and the count. */
export function ratingOf(productId: number): S['RatingSummary'] {
  const { approved, sum } = reviewsOf(productId);
  const count = approved.length;
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count };
}

export function reviewSummary(productId: number): S['ReviewSummary'] {
  const { counts } = reviewsOf(productId);
  return {
    ...ratingOf(productId),
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[stars - 1]! })),
  };
}

export interface ReviewPageRequest {
  pageNumber: number;
  pageSize: number;
  sort: ReviewSort;
  stars: number | null;
}

const SORTS: Record<ReviewSort, ((a: ReviewRow, b: ReviewRow) => number) | null> = {
  newest: null,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** One page of a product's approved reviews. */
export function approvedReviewPage(productId: number, request: ReviewPageRequest): Page<ReviewRow> {
  const { approved } = reviewsOf(productId);
  const chosen = request.stars ? approved.filter((r) => r.rating === request.stars) : approved;
  const sort = SORTS[request.sort];
  return paginate(sort ? [...chosen].sort(sort) : chosen, request);
}

/** "Bought and received": a completed order of this person with the product in it. */
export const hasReceived = (user: UserRow, productId: number) =>
  db().orders.some(
    (order) =>
      order.userId === user.id &&
      order.orderStatus === 'completed' &&
      order.items.some((item) => item.productId === productId),
  );

export const ownReviewOf = (user: UserRow, productId: number) =>
  db().reviews.find((r) => r.userId === user.id && r.productId === productId);

export function toReviewDto(row: ReviewRow): S['Review'] {
  return {
    reviewId: row.reviewId,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const toOwnReviewDto = (row: ReviewRow): S['OwnReview'] => ({
  ...toReviewDto(row),
  status: row.status,
});

export function toAdminReviewDto(row: ReviewRow, productName: string): S['AdminReview'] {
  return { ...toOwnReviewDto(row), productName, userId: row.userId };
}
