import type { ListDefaults } from '@/features/admin/common/list-search';
import { dateValue, listSorter, type SortFields } from '@/features/admin/common/sort-rows';
import type { AdminReview } from './api/get-admin-reviews';
import type { ReviewListSearch } from './review-list-search';

export type ReviewSort = NonNullable<ReviewListSearch['sort']>;

/** Newest first, as the server sends them. */
export const REVIEW_LIST_DEFAULTS: ListDefaults<ReviewSort> = { sort: 'created', dir: 'desc' };

export const REVIEW_SORTS: SortFields<AdminReview, ReviewSort> = {
  created: { kind: 'date', value: (r) => dateValue(r.createdAt) },
  rating: { kind: 'number', value: (r) => r.rating },
};

export const sortReviews = listSorter(REVIEW_SORTS, (r) => r.reviewId);
