import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '@/entities/session/use-session';
import { useHydrating } from '@/lib/hydration';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';
import { myReviewQueryOptions, type OwnReview } from '../api/get-my-review';
import { useDeleteReview } from '../api/save-review';
import { ReviewItem } from './review-item';
import { ReviewForm } from './review-form';

const T = REVIEW_TEXTS.mine;

/**
 * What the signed-in person can do about their review of the product: "Write a review" when they
 * received it and have not written one, else their own review with its status, to edit or
 * delete. Nothing for anyone else, and nothing while a built page hydrates: the build renders it
 * for nobody (src/lib/hydration.ts).
 */
export function ReviewActions({ productId }: { productId: number }) {
  const hydrating = useHydrating();
  const user = useSession();
  if (hydrating || !user) return null;
  return <SignedInActions productId={productId} />;
}

function SignedInActions({ productId }: { productId: number }) {
  const mine = useQuery(myReviewQueryOptions(productId));
  const [editing, setEditing] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // Not offered, not known yet, or failed: the page is whole without it.
  if (!mine.data) return null;
  const { review, mayReview } = mine.data;
  const done = () => setEditing(false);
  if (editing)
    return (
      <ReviewForm
        productId={productId}
        review={review ?? undefined}
        onDone={done}
        onCancel={done}
      />
    );
  if (review)
    return (
      <OwnReviewCard
        productId={productId}
        review={review}
        onEdit={() => setEditing(true)}
        onDeleted={() => setDeleted(true)}
      />
    );
  return (
    <Stack gap="xs" align="flex-start">
      {deleted && (
        <Text role="status" size="sm">
          {T.deleted}
        </Text>
      )}
      {mayReview && <Button onClick={() => setEditing(true)}>{T.write}</Button>}
    </Stack>
  );
}

function OwnReviewCard({
  productId,
  review,
  onEdit,
  onDeleted,
}: {
  productId: number;
  review: OwnReview;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteReview(productId);
  const [confirming, setConfirming] = useState(false);
  const status = { pending: T.pending, approved: T.approved, rejected: T.rejected }[review.status];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={T.heading}>
      <Stack gap="xs">
        <Text fw={700}>{T.heading}</Text>
        <Alert
          role="status"
          variant="light"
          color={
            review.status === 'rejected' ? 'red' : review.status === 'pending' ? 'yellow' : 'teal'
          }
        >
          {status}
        </Alert>
        <ReviewItem review={review} />
        {remove.isError && (
          <Alert role="alert" color="red" variant="light">
            {T.deleteFailed}
          </Alert>
        )}
        {confirming ? (
          <Group gap="sm">
            <Text size="sm">{T.deleteConfirm}</Text>
            <Button
              color="red"
              size="xs"
              loading={remove.isPending}
              onClick={() => remove.mutate(review.reviewId, { onSuccess: onDeleted })}
            >
              {T.deleteYes}
            </Button>
            <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
              {T.deleteNo}
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={onEdit}>
              {T.edit}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
              {T.delete}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
