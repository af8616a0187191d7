import * as z from 'zod/mini';
import { requiredText } from '@/lib/forms/required-text';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';

const T = REVIEW_TEXTS.form;
/** The contract's ReviewInput lengths, trimmed (openapi.yaml). */
export const REVIEW_LIMITS = { title: 100, text: 2000 } as const;

/** The review form's rules: the contract's, checked before sending. */
export const reviewSchema = z.object({
  rating: z.number().check(z.int(T.ratingRequired), z.minimum(1, T.ratingRequired), z.maximum(5)),
  title: requiredText(
    T.titleRequired,
    z.maxLength(REVIEW_LIMITS.title, T.titleTooLong(REVIEW_LIMITS.title)),
  ),
  text: requiredText(
    T.textRequired,
    z.maxLength(REVIEW_LIMITS.text, T.textTooLong(REVIEW_LIMITS.text)),
  ),
});

export type ReviewValues = z.input<typeof reviewSchema>;
