import { Alert, Button, Group, Input, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState, type FormEvent } from 'react';
import { applyServerError } from '@/components/forms/apply-server-error';
import { formSchema } from '@/lib/forms/form-schema';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';
import type { OwnReview } from '../api/get-my-review';
import { useSaveReview } from '../api/save-review';
import { REVIEW_LIMITS, reviewSchema, type ReviewValues } from '../review-rules';

const T = REVIEW_TEXTS.form;

/**
 * Writing a review, or changing one's own (`review`): stars (radio buttons: Tab reaches them,
 * the arrow keys choose), a title and the text. A refused or failed send keeps everything typed
 * and says why: the server's field messages under the fields, its other words (a second
 * review, a product not bought) above the button.
 */
export function ReviewForm({
  productId,
  review,
  onDone,
  onCancel,
}: {
  productId: number;
  review?: OwnReview;
  onDone: () => void;
  onCancel: () => void;
}) {
  const save = useSaveReview(productId);
  const [failure, setFailure] = useState<string | null>(null);
  const ratingLabel = useId();
  const form = useForm<ReviewValues>({
    mode: 'controlled',
    initialValues: {
      rating: review?.rating ?? 0,
      title: review?.title ?? '',
      text: review?.text ?? '',
    },
    validate: formSchema(reviewSchema),
  });
  const send = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      {
        reviewId: review?.reviewId,
        input: { rating: values.rating, title: values.title.trim(), text: values.text.trim() },
      },
      {
        onSuccess: onDone,
        onError: (error) => setFailure(applyServerError(form, error, T.failed)),
      },
    );
  });
  const rating = form.getInputProps('rating');
  const chooseByArrow = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    const stars = Number(input.value);
    if (input.type === 'radio' && input.checked && stars >= 1 && stars <= 5)
      form.setFieldValue('rating', stars);
  };
  return (
    <form onSubmit={send} noValidate aria-label={T.label}>
      <Stack gap="sm">
        <Input.Wrapper
          label={T.rating}
          labelElement="div"
          id={ratingLabel}
          required
          error={rating.error}
        >
          {/* Mantine's Rating takes a star on a click, Space or Enter; the arrow keys only move
              its highlight, and the radio they check is set back. A browser's radios choose with
              the arrows: the radio an arrow checks (its change bubbles here) is the rating. */}
          <div onChange={chooseByArrow}>
            <Rating
              size="lg"
              role="radiogroup"
              aria-labelledby={`${ratingLabel}-label`}
              value={form.getValues().rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              getSymbolLabel={T.starLabel}
            />
          </div>
        </Input.Wrapper>
        <TextInput
          label={T.title}
          required
          maxLength={REVIEW_LIMITS.title}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={T.text}
          required
          rows={5}
          maxLength={REVIEW_LIMITS.text}
          {...form.getInputProps('text')}
        />
        {failure && (
          <Alert color="red" role="alert" variant="light">
            {failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {review ? T.save : T.send}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {T.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
