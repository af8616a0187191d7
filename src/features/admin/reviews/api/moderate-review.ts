import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/api/client';
import { toast } from '@/lib/toast';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import { adminReviewKeys } from './query-keys';

/** One review's decision: the call a bulk decision makes once per row. */
export const moderateReview = (reviewId: number, status: 'approved' | 'rejected') =>
  call(
    api.PUT('/admin/reviews/{reviewId}/status', {
      params: { path: { reviewId } },
      body: { status },
    }),
  );

/** One row's decision from the list: the list shows the answer, a toast says how it went. */
export function useModerateReview() {
  const S = useAdminTexts().reviews;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, status }: { reviewId: number; status: 'approved' | 'rejected' }) =>
      moderateReview(reviewId, status),
    onError: () => toast.error(S.decideFailed),
    onSuccess: () => toast.success(S.decided),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewKeys.all }),
  });
}
