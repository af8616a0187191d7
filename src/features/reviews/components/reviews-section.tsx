import { Box, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, useMemo } from 'react';
import { useHydrating } from '@/lib/hydration';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';
import { productReviewsQueryOptions, type ReviewPage } from '../api/get-product-reviews';
import {
  REVIEW_SORTS,
  toReviewPageQuery,
  type ReviewSearch,
  type ReviewSort,
} from '../review-search';
import { RatingDistribution } from './rating-distribution';
import { ReviewActions } from './review-actions';
import { ReviewItem } from './review-item';

const T = REVIEW_TEXTS.section;

/**
 * A product's reviews (docs/product/storefront.md#28b-reviews): the average and the count per
 * star (a click shows only those), the signed-in buyer's own part, then the approved reviews with
 * their sort and pages, all held in the address (`search`, changed through `onSearch`). Nothing
 * at all where the server has no reviews (the course server), and nothing while unknown.
 */
export function ReviewsSection(props: ReviewsSectionProps) {
  const query = useQuery(
    productReviewsQueryOptions(props.productId, toReviewPageQuery(props.search)),
  );
  // Below the fold: an answer renders in a transition, which React slices into short tasks, not
  // in the task it arrives in (a long one on a phone, while the page is still starting).
  const answer = useDeferredValue(
    useMemo(() => ({ status: query.status, data: query.data }), [query.status, query.data]),
  );
  return <ReviewsSectionView {...props} answer={answer} retry={query.refetch} />;
}

interface ReviewsSectionProps {
  productId: number;
  search: ReviewSearch;
  onSearch: (next: ReviewSearch) => void;
}

const ReviewsSectionView = memo(function ReviewsSectionView({
  productId,
  search,
  onSearch,
  answer,
  retry,
}: ReviewsSectionProps & {
  answer: { status: 'pending' | 'error' | 'success'; data: ReviewPage | null | undefined };
  retry: () => unknown;
}) {
  const headingId = useId();
  const hydrating = useHydrating();
  // Not known yet, or the server has no reviews (`null`): nothing at all, no message. A render on
  // a server whose reviews failed renders nothing either: only answers go into the page, so the
  // browser hydrates the section as unknown and asks again.
  if (
    answer.status === 'pending' ||
    answer.data === null ||
    (answer.status === 'error' && hydrating)
  )
    return null;
  const heading = (
    <Title order={2} id={headingId}>
      {T.heading}
    </Title>
  );
  if (answer.status === 'error')
    return (
      <Stack component="section" aria-labelledby={headingId} gap="sm">
        {heading}
        {/* Small and below the fold: the rest of the page is whole without it. */}
        <Group gap="sm" role="status">
          <Text size="sm">{T.loadFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void retry()}>
            {T.retry}
          </Button>
        </Group>
      </Stack>
    );
  const page = answer.data;
  if (!page) return null;
  const { stars } = search;
  const pages = Math.max(page.totalPages, 1);
  const current = page.pageNumber + 1;
  const go = (reviewPage: number) =>
    onSearch({ ...search, reviewPage: reviewPage > 1 ? reviewPage : undefined });
  return (
    <Stack component="section" id="reviews" aria-labelledby={headingId} gap="md">
      {heading}
      <Group align="flex-start" gap="xl">
        {page.summary.count > 0 && (
          <RatingDistribution
            summary={page.summary}
            stars={stars}
            onStars={(next) => onSearch({ ...search, stars: next, reviewPage: undefined })}
          />
        )}
        {/* The rest of the row (the form is not squeezed beside the distribution), up to a
            comfortable line length; below it on a phone. */}
        <Box flex="1 1 320px" maw={560}>
          <ReviewActions productId={productId} />
        </Box>
      </Group>
      {page.summary.count === 0 ? (
        <Text>{T.none}</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            {stars ? (
              <Group gap="xs">
                <Text size="sm">{T.showingStars(stars)}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onSearch({ ...search, stars: undefined, reviewPage: undefined })}
                >
                  {T.showAll}
                </Button>
              </Group>
            ) : (
              <span />
            )}
            <NativeSelect
              label={T.sort}
              size="sm"
              value={search.reviews ?? 'newest'}
              data={REVIEW_SORTS.map((value) => ({ value, label: T.sorts[value] }))}
              onChange={(event) => {
                const sort = event.currentTarget.value as ReviewSort;
                onSearch({
                  ...search,
                  reviews: sort === 'newest' ? undefined : sort,
                  reviewPage: undefined,
                });
              }}
            />
          </Group>
          {page.content.length === 0 ? (
            <Text>{stars ? T.noneWithStars(stars) : T.none}</Text>
          ) : (
            <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              {page.content.map((review) => (
                <li key={review.reviewId}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Group gap="sm" aria-label={T.page(current, pages)} role="navigation">
              <Button
                variant="default"
                size="xs"
                disabled={current <= 1}
                onClick={() => go(current - 1)}
              >
                {T.previous}
              </Button>
              <Text size="sm">{T.page(current, pages)}</Text>
              <Button
                variant="default"
                size="xs"
                disabled={page.lastPage}
                onClick={() => go(current + 1)}
              >
                {T.next}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
});
