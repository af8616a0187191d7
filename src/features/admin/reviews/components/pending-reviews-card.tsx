import { Anchor, Paper, Text } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import { usePendingReviews } from '../api/get-admin-reviews';

const AnchorLink = createLink(Anchor);

/**
 * The dashboard's count of reviews waiting for a decision, leading to them. Nothing where the
 * server has no reviews (or the count failed: the dashboard is whole without it).
 */
export function PendingReviewsCard() {
  const S = useAdminTexts().reviews;
  const { formatCount } = useAdminFormat();
  const pending = usePendingReviews();
  if (pending.data === undefined) return null;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={S.pending} maw={320}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {S.pending}
      </Text>
      <Text fw={700} size="xl" mt={4}>
        <AnchorLink to="/admin/reviews" search={{ status: 'pending' }}>
          {formatCount(pending.data)}
        </AnchorLink>
      </Text>
    </Paper>
  );
}
