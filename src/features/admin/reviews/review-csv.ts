import type { CsvColumn } from '@/features/admin/common/csv';
import type { AdminReview } from './api/get-admin-reviews';

export const REVIEW_CSV_COLUMNS: readonly CsvColumn<AdminReview>[] = [
  { header: 'reviewId', value: (r) => r.reviewId },
  { header: 'productId', value: (r) => r.productId },
  { header: 'productName', value: (r) => r.productName },
  { header: 'author', value: (r) => r.author },
  { header: 'rating', value: (r) => r.rating },
  { header: 'title', value: (r) => r.title },
  { header: 'text', value: (r) => r.text },
  { header: 'status', value: (r) => r.status },
  { header: 'createdAt', value: (r) => r.createdAt },
];
