import { Button, Group, Table, Text } from '@mantine/core';
import { Stars } from '@/components/rating-stars';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { AdminTable, AdminTableRow } from '@/features/admin/common/admin-table';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import type { AdminReview } from '../api/get-admin-reviews';
import { ReviewStatusBadge } from './review-status-badge';

/**
 * The reviews to moderate, a row each: product, stars, title and text (text, never markup),
 * writer, status, day, and the decision for that one row.
 */
export function ReviewsTable({
  reviews,
  selection,
  onDecide,
  deciding,
}: {
  reviews: readonly AdminReview[];
  selection: RowSelection<AdminReview>;
  onDecide: (review: AdminReview, status: 'approved' | 'rejected') => void;
  /** The review whose decision is under way. */
  deciding: number | null;
}) {
  const S = useAdminTexts().reviews;
  const C = S.columns;
  const { formatDateTime } = useAdminFormat();
  const headers = [C.product, C.rating, C.review, C.author, C.status, C.createdAt, C.actions];
  return (
    <AdminTable minWidth={1100} headers={headers} selection={selection}>
      {reviews.map((review) => (
        <AdminTableRow
          key={review.reviewId}
          selection={selection}
          row={review}
          name={S.rowName(review.title, review.author)}
        >
          <Table.Td maw={180}>
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {review.productName}
            </Text>
          </Table.Td>
          <Table.Td>
            <span role="img" aria-label={S.starsOf(review.rating)}>
              <Stars value={review.rating} />
            </span>
          </Table.Td>
          <Table.Td maw={360}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {review.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {review.text}
            </Text>
          </Table.Td>
          <Table.Td>{review.author}</Table.Td>
          <Table.Td>
            <ReviewStatusBadge status={review.status} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(review.createdAt)}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                color="teal"
                aria-label={S.approveOne(review.title)}
                disabled={review.status === 'approved'}
                loading={deciding === review.reviewId}
                onClick={() => onDecide(review, 'approved')}
              >
                {S.approve}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={S.rejectOne(review.title)}
                disabled={review.status === 'rejected'}
                onClick={() => onDecide(review, 'rejected')}
              >
                {S.reject}
              </Button>
            </Group>
          </Table.Td>
        </AdminTableRow>
      ))}
    </AdminTable>
  );
}
