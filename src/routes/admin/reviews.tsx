import { backOfficeListRoute } from '@/app/page-identity/back-office-head';
import { createFileRoute } from '@tanstack/react-router';
import { adminReviewsQueryOptions } from '@/features/admin/reviews/api/get-admin-reviews';
import { reviewListSearch } from '@/features/admin/reviews/review-list-search';
import { primeAdminQueries } from '@/features/admin/common/prime-admin-queries';
import { AdminPending } from '@/features/admin/common/admin-pending';
import { ReviewsPage } from '@/features/admin/reviews/components/reviews-page';

export const Route = createFileRoute('/admin/reviews')({
  // Its list's search, filters, sort, page and page size
  // (src/features/admin/reviews/review-list-search.ts).
  ...backOfficeListRoute('/admin/reviews', reviewListSearch),
  loader: ({ context }) => primeAdminQueries(context.queryClient, [adminReviewsQueryOptions]),
  pendingComponent: AdminPending,
  component: ReviewsPage,
});
