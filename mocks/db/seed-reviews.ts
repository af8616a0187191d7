import type { Faker } from '@faker-js/faker';
import { dayStart, HOUR, pick } from './seed-draw.ts';
import type { OrderRow, ProductRow, ReviewRow, UserRow } from './types';

// What the seed's reviewers say, by stars. A short pool of plain sentences: the shop ships as
// data in the mock's first chunk (decision 0013), and repeated phrases cost next to nothing
// compressed, where faker's lorem would cost a kilobyte per twenty reviews.
const TITLES: Record<number, readonly string[]> = {
  5: ['Love it', 'Excellent', 'Worth every cent', 'Better than expected', 'Would buy again'],
  4: ['Very good', 'Happy with it', 'Good value', 'Does the job well', 'Nice quality'],
  3: ['It is fine', 'Average', 'OK for the price', 'Mixed feelings'],
  2: ['Disappointed', 'Not great', 'Expected more'],
  1: ['Poor quality', 'Would not buy again', 'Broke quickly'],
};
const SENTENCES: Record<number, readonly string[]> = {
  5: [
    'Exactly as described and it arrived quickly.',
    'The quality is excellent for the price.',
    'I use it every day and it still looks new.',
    'My family loves it too.',
    'Well made, with nice details.',
  ],
  4: [
    'Good quality overall.',
    'It arrived a day late, but the product itself is good.',
    'Does what it should, nothing more.',
    'The colour is a little different from the picture.',
    'Solid and easy to use.',
  ],
  3: [
    'It works, but it feels a bit cheap.',
    'Fine for the price, not more.',
    'The size runs a little small.',
    'Some parts are great, others less so.',
  ],
  2: [
    'It stopped working properly after a few weeks.',
    'The material is thinner than I expected.',
    'Not as shown in the picture.',
  ],
  1: ['It broke within days.', 'Nothing like the description.', 'I returned it.'],
};

/** How many reviews a product gets: some none, most a few, a few many. */
const REVIEW_COUNTS = [
  [0, 12],
  [1, 14],
  [2, 14],
  [3, 14],
  [4, 12],
  [5, 10],
  [7, 9],
  [9, 7],
  [12, 5],
  [16, 3],
] as const;

/** Mostly four and five stars, some ones and twos; a product's own quality shifts the odds. */
const starWeights = (quality: number): readonly (readonly [number, number])[] => [
  [5, 44 * quality],
  [4, 30],
  [3, 12],
  [2, 7 / quality],
  [1, 7 / quality],
];

export interface ReviewSeedOptions {
  users: readonly UserRow[];
  products: readonly ProductRow[];
  orders: readonly OrderRow[];
  now: number;
  /** Every product gets exactly this many (the bench); default: the spread above. */
  perProduct?: number;
}

/**
 * The seed's reviews: written by people who received the product where there are any (else by
 * other shoppers of the seed), never by the sign-in accounts (`admin`, `user1`, `seller1`), so
 * `user1` can write one of each product of its completed orders. Most are approved; the newest
 * few wait for a decision and some were rejected, so the back office has work.
 */
export function buildReviews(faker: Faker, options: ReviewSeedOptions): ReviewRow[] {
  const { users, products, orders, now } = options;
  const shoppers = users.filter((u) => u.id > 3 && u.roles.length === 1);
  const receivedBy = new Map<number, number[]>();
  for (const order of orders) {
    if (order.orderStatus !== 'completed' || order.userId <= 3) continue;
    for (const item of order.items) {
      const buyers = receivedBy.get(item.productId) ?? [];
      if (!buyers.includes(order.userId)) buyers.push(order.userId);
      receivedBy.set(item.productId, buyers);
    }
  }
  const names = new Map(users.map((u) => [u.id, u.username]));
  const reviews: ReviewRow[] = [];
  for (const product of products) {
    const count = options.perProduct ?? pick(faker, REVIEW_COUNTS);
    if (count === 0) continue;
    const quality = faker.number.float({ min: 0.5, max: 1.6 });
    const writers = [...(receivedBy.get(product.productId) ?? [])];
    const others = faker.helpers.shuffle(shoppers.map((u) => u.id));
    for (const id of others) if (writers.length < count && !writers.includes(id)) writers.push(id);
    for (let i = 0; i < Math.min(count, writers.length); i++) {
      const userId = writers[i]!;
      const rating = pick(faker, starWeights(quality));
      const daysAgo = faker.number.int({ min: 0, max: 120 });
      const createdAt = new Date(
        Math.min(now, dayStart(now, daysAgo) + faker.number.int({ min: 7, max: 22 }) * HOUR),
      ).toISOString();
      const sentences = faker.helpers.arrayElements(SENTENCES[rating]!, { min: 1, max: 2 });
      reviews.push({
        reviewId: reviews.length + 1,
        productId: product.productId,
        userId,
        author: names.get(userId)!,
        rating,
        title: faker.helpers.arrayElement(TITLES[rating]!),
        text: sentences.join(' '),
        // The last fortnight's reviews are more often still waiting.
        status: pick(faker, [
          ['approved', daysAgo < 14 ? 55 : 90],
          ['pending', daysAgo < 14 ? 40 : 2],
          ['rejected', 5],
        ] as const),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return reviews;
}
