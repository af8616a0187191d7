import type { AdminReview } from './api/get-admin-reviews';
import type { ReviewListSearch } from './review-list-search';

export interface ReviewFilters {
  search: string;
  status: ReviewListSearch['status'];
  stars: ReviewListSearch['stars'];
}

/** The search matches the title, the text, the writer or the product, case-insensitively. */
export function filterReviews(reviews: readonly AdminReview[], filters: ReviewFilters) {
  const needle = filters.search.trim().toLowerCase();
  return reviews.filter(
    (r) =>
      (!filters.status || r.status === filters.status) &&
      (!filters.stars || String(r.rating) === filters.stars) &&
      (!needle ||
        [r.title, r.text, r.author, r.productName].some((v) => v.toLowerCase().includes(needle))),
  );
}
