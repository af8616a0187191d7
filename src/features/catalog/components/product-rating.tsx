import type { Product } from '@/api/adapters';
import { RatingLine } from '@/components/rating-stars';
import { REVIEW_TEXTS } from '@/lib/storefront-texts/reviews';

/**
 * A product's stars, average and count, on its card and its page. Only from a server that counts
 * ratings (the reviews extension), and only for a rated product: nothing otherwise.
 */
export function ProductRating({ rating }: { rating: Product['rating'] }) {
  if (!rating || rating.count === 0) return null;
  return (
    <RatingLine
      average={rating.average}
      count={rating.count}
      label={REVIEW_TEXTS.rated(rating.average, rating.count)}
      countText={REVIEW_TEXTS.count(rating.count)}
    />
  );
}
