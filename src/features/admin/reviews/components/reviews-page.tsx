import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { isNetworkFailure } from '@/api/errors';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { AdminListFrame } from '@/features/admin/common/admin-list-frame';
import { ListToolbar, type ListFilter } from '@/features/admin/common/list-toolbar';
import type { AdminTexts } from '@/features/admin/common/texts';
import { useListSearch } from '@/features/admin/common/use-list-search';
import { usePagedSelection } from '@/features/admin/common/use-paged-selection';
import { useAdminReviews, type AdminReview } from '../api/get-admin-reviews';
import { useModerateReview } from '../api/moderate-review';
import { filterReviews } from '../filter-reviews';
import { REVIEW_CSV_COLUMNS } from '../review-csv';
import { reviewListSearch, type ReviewListSearch } from '../review-list-search';
import { REVIEW_LIST_DEFAULTS, REVIEW_SORTS, sortReviews } from '../sort-reviews';
import { ReviewBulkActions } from './review-bulk-actions';
import { ReviewsTable } from './reviews-table';

const reviewId = (review: AdminReview) => review.reviewId;
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const STARS = ['5', '4', '3', '2', '1'] as const;

/** The status and star filters, in the administrator's language. */
const filters = (
  S: AdminTexts['reviews'],
): ListFilter<Pick<ReviewListSearch, 'status' | 'stars'>>[] => [
  {
    key: 'status',
    label: S.statusFilter,
    options: STATUSES.map((value) => ({ value, label: S.statusLabels[value] })),
    w: 140,
  },
  {
    key: 'stars',
    label: S.starsFilter,
    options: STARS.map((value) => ({ value, label: S.starsOption(Number(value)) })),
    w: 120,
  },
];

/**
 * 评价管理 (docs/product/back-office.md#7a-reviews): every review with its search, status and
 * star filters, sort, page and page size in the address, a decision per row and bulk
 * approve/reject of the selection. The menu offers it only where the server has reviews.
 */
export function ReviewsPage() {
  const texts = useAdminTexts();
  const S = texts.reviews;
  const reviews = useAdminReviews();
  const decide = useModerateReview();
  const list = useListSearch(reviewListSearch, REVIEW_LIST_DEFAULTS);
  const rows = reviews.data ?? [];
  const filtered = sortReviews(
    filterReviews(rows, { search: list.q, status: list.status, stars: list.stars }),
    list,
  );
  const { paged, selection } = usePagedSelection(filtered, list, reviewId);

  if (reviews.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={texts.shared.busy} />
      </Center>
    );
  if (reviews.isError)
    return (
      <Center p="xl">
        <Stack align="center" gap="xs">
          <Text c="red" role="alert">
            {S.loadFailed}
            {isNetworkFailure(reviews.error) ? ` (${texts.bulk.reasons.network})` : ''}
          </Text>
          <Button variant="light" onClick={() => void reviews.refetch()}>
            {S.reload}
          </Button>
        </Stack>
      </Center>
    );

  return (
    <AdminListFrame
      area="reviews"
      total={rows.length}
      mockOperations={['reviews']}
      csv={{ rows: filtered, columns: REVIEW_CSV_COLUMNS }}
      toolbar={
        <ListToolbar
          list={list}
          area="reviews"
          searchWidth={300}
          sorts={REVIEW_SORTS}
          filters={filters(S)}
        />
      }
      bar={<ReviewBulkActions selection={selection} />}
      emptyText={rows.length === 0 ? S.empty : S.noMatch}
      pager={paged}
    >
      <ReviewsTable
        reviews={paged.pageRows}
        selection={selection}
        deciding={decide.isPending ? (decide.variables?.reviewId ?? null) : null}
        onDecide={(review, status) => decide.mutate({ reviewId: review.reviewId, status })}
      />
    </AdminListFrame>
  );
}
