import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { bulkFailureReason } from '@/features/admin/common/bulk/bulk-failure-reason';
import { BulkRunModal } from '@/features/admin/common/bulk/bulk-run-modal';
import { SelectionBar } from '@/features/admin/common/bulk/selection-bar';
import { useBulkRun } from '@/features/admin/common/bulk/use-bulk-run';
import type { RowSelection } from '@/features/admin/common/bulk/use-row-selection';
import type { AdminReview } from '../api/get-admin-reviews';
import { moderateReview } from '../api/moderate-review';
import { adminReviewKeys } from '../api/query-keys';

/**
 * The review list's bulk decisions: approve or reject every selected review, one call per
 * review with the single decision's call, a result per row (a review its writer deleted
 * meanwhile fails alone and the others go on).
 */
export function ReviewBulkActions({ selection }: { selection: RowSelection<AdminReview> }) {
  const texts = useAdminTexts();
  const S = texts.reviews;
  const queryClient = useQueryClient();
  const runner = useBulkRun<AdminReview>(() =>
    queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
  );
  const start = (status: 'approved' | 'rejected') =>
    void runner.start({
      title: status === 'approved' ? S.bulkApproveTitle : S.bulkRejectTitle,
      items: selection.rows,
      labelOf: (review) => S.rowName(review.title, review.author),
      task: (review) => moderateReview(review.reviewId, status),
      reasonOf: (error) => bulkFailureReason(error, texts.bulk),
    });
  return (
    <>
      <SelectionBar selection={selection}>
        <Button size="compact-sm" color="teal" onClick={() => start('approved')}>
          {S.bulkApprove}
        </Button>
        <Button size="compact-sm" color="red" variant="light" onClick={() => start('rejected')}>
          {S.bulkReject}
        </Button>
      </SelectionBar>
      <BulkRunModal runner={runner} />
    </>
  );
}
