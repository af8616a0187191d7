import { Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { components } from '@/api/schema.gen';
import { Stars } from '@/components/rating-stars';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';
import classes from './rating-distribution.module.css';

const T = REVIEW_TEXTS.section;

/**
 * The average, and how many reviews have each number of stars: each row a toggle button that
 * shows only those reviews (pressed while it does), held in the address by the caller.
 */
export function RatingDistribution({
  summary,
  stars,
  onStars,
}: {
  summary: components['schemas']['ReviewSummary'];
  stars: number | undefined;
  onStars: (stars: number | undefined) => void;
}) {
  const { average, count, distribution } = summary;
  return (
    <Stack gap="xs" miw={240}>
      <Group gap="xs">
        <Stars value={average} size="1.4rem" />
        <Text fw={700}>{T.average(average)}</Text>
      </Group>
      <Text size="sm">{REVIEW_TEXTS.reviewsCount(count)}</Text>
      <Stack gap={2} role="group" aria-label={T.distribution}>
        {distribution.map((row) => (
          <UnstyledButton
            key={row.stars}
            className={classes.row}
            aria-pressed={stars === row.stars}
            aria-label={T.starRow(row.stars, row.count)}
            onClick={() => onStars(stars === row.stars ? undefined : row.stars)}
          >
            <Text size="sm" w={52} aria-hidden="true">
              {row.stars} ★
            </Text>
            <Progress
              value={count ? (row.count / count) * 100 : 0}
              flex={1}
              color="yellow.7"
              aria-hidden="true"
            />
            <Text size="sm" w={32} ta="right" aria-hidden="true">
              {row.count}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
