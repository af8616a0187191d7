import { Group, Stack, Text } from '@mantine/core';
import { Stars } from '@/components/rating-stars';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';
import type { Review } from '../api/get-product-reviews';
import { formatReviewDate } from '../format-review-date';

const T = REVIEW_TEXTS.section;

/** One review: its stars (read out), title, text, writer and day. Markup in them is text. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <span role="img" aria-label={T.starsOf(review.rating)}>
          <Stars value={review.rating} />
        </span>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {review.title}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.text}
      </Text>
      <Text size="xs" c="dimmed">
        {T.by(review.author, formatReviewDate(review.createdAt))}
      </Text>
    </Stack>
  );
}
