import { backOfficeHeadOnDemand } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminReviewsQueryOptions } from '@/features/admin/reviews/api/get-admin-reviews';
import { reviewListSearch } from '@/features/admin/reviews/review-list-search';
import { plainSearchText } from '@/features/admin/common/list-search-schema';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { ReviewsPage } from '@/features/admin/reviews/components/reviews-page';

export const Route = createFileRoute('/admin/reviews')({
  head: backOfficeHeadOnDemand('/admin/reviews'),
  // The list's search, filters, sort, page and page size
  // (src/features/admin/reviews/review-list-search.ts).
  validateSearch: reviewListSearch,
  search: { middlewares: [plainSearchText] },
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminReviewsQueryOptions]),
  pendingComponent: AdminPending,
  component: ReviewsPage,
});
