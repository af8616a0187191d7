import { isApiError } from '@/api/errors';
import { usePendingReviews } from './api/get-admin-reviews';

/**
 * Whether the back office offers 评价管理: once the pending count answered. A server without
 * reviews answers the masked 401 (the client records "not offered"), so the menu never shows an
 * entry to a page that cannot work; any other failure keeps it (the page says what failed).
 */
export function useReviewsOffered(): boolean {
  const pending = usePendingReviews();
  if (pending.isSuccess) return true;
  return (
    pending.isError &&
    isApiError(pending.error) &&
    !pending.error.masked &&
    !pending.error.notOffered &&
    pending.error.status !== 404
  );
}
