import { describe, expect, it } from 'vitest';
import { productHead } from '@/features/catalog/catalog-head';
import type { ReviewPage } from '@/features/reviews/api/get-product-reviews';
import { reviewsStructuredData } from '@/features/reviews/reviews-head';

const product = { productId: 7, productName: 'Lamp', price: 10, specialPrice: 9, quantity: 3 };
const page: ReviewPage = {
  content: [
    {
      reviewId: 1,
      productId: 7,
      rating: 5,
      title: '</script><script>alert(1)</script>',
      text: '<!-- hidden --> Bright.',
      author: 'ann',
      createdAt: '2026-05-03T10:00:00.000Z',
    },
  ],
  pageNumber: 0,
  pageSize: 5,
  totalElements: 1,
  totalPages: 1,
  lastPage: true,
  summary: {
    average: 4.5,
    count: 2,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars >= 4 ? 1 : 0 })),
  },
};

const productBlock = (head: ReturnType<typeof productHead>) =>
  head.scripts.map((s) => s.children).find((text) => text.includes('"@type":"Product"'))!;

describe("the product page's structured data with reviews", () => {
  it('carries aggregateRating and the first reviews, every < escaped', () => {
    const text = productBlock(productHead(product, reviewsStructuredData(page)));
    expect(text).not.toContain('<');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'ann' },
        datePublished: '2026-05-03',
        name: '</script><script>alert(1)</script>',
        reviewBody: '<!-- hidden --> Bright.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('has no rating for a product without reviews or a server without them', () => {
    for (const none of [null, { ...page, summary: { ...page.summary, count: 0 } }]) {
      const data = JSON.parse(productBlock(productHead(product, reviewsStructuredData(none))));
      expect(data).not.toHaveProperty('aggregateRating');
      expect(data).not.toHaveProperty('review');
    }
  });
});
