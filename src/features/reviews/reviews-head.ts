import type { Product as ProductLd } from 'schema-dts';
import type { ReviewPage } from './api/get-product-reviews';

/** How many of the first reviews the page's structured data carries. */
const REVIEWS_IN_HEAD = 3;

/**
 * The product's rating and first reviews for its JSON-LD (schema.org's Product:
 * `aggregateRating`, `review`), from the first page of its reviews; nothing when there are none
 * or the server has no reviews. Titles and texts go in as the JSON's strings: `jsonLdText`
 * escapes every `<`, so a review cannot end the script block.
 */
export function reviewsStructuredData(page: ReviewPage | null | undefined): Partial<ProductLd> {
  if (!page || page.summary.count === 0) return {};
  const rating = (value: number) => ({
    '@type': 'Rating' as const,
    ratingValue: value,
    bestRating: 5,
    worstRating: 1,
  });
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: page.summary.average,
      reviewCount: page.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: page.content.slice(0, REVIEWS_IN_HEAD).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      name: review.title,
      reviewBody: review.text,
      reviewRating: rating(review.rating),
    })),
  };
}
