import { Badge } from '@mantine/core';
import { useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminReview } from '../api/get-admin-reviews';

const COLORS = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

export function ReviewStatusBadge({ status }: { status: AdminReview['status'] }) {
  const S = useAdminTexts().reviews;
  return (
    <Badge color={COLORS[status]} variant="light">
      {S.statusLabels[status]}
    </Badge>
  );
}
