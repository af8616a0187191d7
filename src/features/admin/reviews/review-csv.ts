import { fieldColumns, type CsvColumn } from '@/features/admin/common/csv';
import type { AdminReview } from './api/get-admin-reviews';

export const REVIEW_CSV_COLUMNS: readonly CsvColumn<AdminReview>[] = fieldColumns<AdminReview>(
  'reviewId',
  'productId',
  'productName',
  'author',
  'rating',
  'title',
  'text',
  'status',
  'createdAt',
);
