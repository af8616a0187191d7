import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { callApi, signIn, signOut } from '../helpers/mock-api';

/**
 * The reviews extension's rules in the mock (docs/contract-changes.md): shoppers read approved
 * reviews; only a person with a completed order of the product writes one, once; each changes
 * and deletes only their own; the back office decides one review per call.
 */

const user1 = () => db().users.find((u) => u.username === 'user1')!;
/** A product user1 received (a completed order) and has not reviewed: the seed leaves it free. */
function receivedByUser1() {
  const order = db().orders.find((o) => o.userId === user1().id && o.orderStatus === 'completed')!;
  return order.items[0]!.productId;
}
/** A product user1 has no completed order of. */
function notBoughtByUser1() {
  const received = new Set(
    db()
      .orders.filter((o) => o.userId === user1().id && o.orderStatus === 'completed')
      .flatMap((o) => o.items.map((i) => i.productId)),
  );
  return db().products.find((p) => !received.has(p.productId))!.productId;
}
const GOOD = { rating: 4, title: 'Nice shirt', text: 'Soft and well made.' };

const write = (productId: number, json: unknown) =>
  callApi(`/products/${productId}/reviews`, { method: 'POST', json });

describe('reviews in the mock', () => {
  it('seeds a realistic spread: most products reviewed, mostly four and five stars, some none', () => {
    const reviews = db().reviews;
    const reviewed = new Set(reviews.map((r) => r.productId));
    expect(reviewed.size).toBeGreaterThan(db().products.length * 0.7);
    expect(reviewed.size).toBeLessThan(db().products.length);
    const high = reviews.filter((r) => r.rating >= 4).length / reviews.length;
    expect(high).toBeGreaterThan(0.6);
    expect(reviews.some((r) => r.rating <= 2)).toBe(true);
    expect(reviews.some((r) => r.status === 'pending')).toBe(true);
    expect(reviews.some((r) => r.userId === user1().id)).toBe(false);
  });

  it('shows shoppers approved reviews only, with the summary per star and on the product', async () => {
    const productId = db().reviews.find((r) => r.status === 'pending')!.productId;
    const answer = await callApi(`/public/products/${productId}/reviews?pageSize=50`);
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as {
      content: { reviewId: number }[];
      summary: { count: number; average: number; distribution: { count: number }[] };
    };
    const approved = db().reviews.filter(
      (r) => r.productId === productId && r.status === 'approved',
    );
    expect(page.content.map((r) => r.reviewId).sort()).toEqual(
      approved.map((r) => r.reviewId).sort(),
    );
    expect(page.summary.count).toBe(approved.length);
    expect(page.summary.distribution.reduce((n, d) => n + d.count, 0)).toBe(approved.length);
    const list = (await (await callApi(`/public/products?pageSize=1000`)).json()) as {
      content: { productId: number; rating?: { count: number } }[];
    };
    expect(list.content.find((p) => p.productId === productId)?.rating?.count).toBe(
      approved.length,
    );
  });

  it('sorts by stars and filters by a number of stars; refuses stars outside 1–5', async () => {
    const productId = db().reviews.find((r) => r.status === 'approved')!.productId;
    const lowest = (await (
      await callApi(`/public/products/${productId}/reviews?sort=lowest&pageSize=50`)
    ).json()) as { content: { rating: number }[] };
    const ratings = lowest.content.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    const stars = ratings[0]!;
    const filtered = (await (
      await callApi(`/public/products/${productId}/reviews?stars=${stars}&pageSize=50`)
    ).json()) as { content: { rating: number }[] };
    expect(filtered.content.every((r) => r.rating === stars)).toBe(true);
    expect((await callApi(`/public/products/${productId}/reviews?stars=6`)).status).toBe(400);
    expect((await callApi(`/public/products/${productId}/reviews?sort=best`)).status).toBe(400);
  });

  it('lets a buyer write one review, pending, and says so on the second', async () => {
    await signIn('user1');
    const productId = receivedByUser1();
    const may = await (await callApi(`/products/${productId}/reviews/mine`)).json();
    expect(may).toEqual({ mayReview: true, reason: null, review: null });
    const created = await write(productId, GOOD);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ...GOOD, status: 'pending', author: 'user1' });
    const second = await write(productId, GOOD);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({
      message: 'You have already reviewed this product',
    });
    const mine = await (await callApi(`/products/${productId}/reviews/mine`)).json();
    expect(mine).toMatchObject({ mayReview: false, reason: 'alreadyReviewed' });
  });

  it('refuses stars outside 1–5 and an empty or too-long title or text, field by field', async () => {
    await signIn('user1');
    const productId = receivedByUser1();
    for (const rating of [0, 6, 4.5, '5']) {
      const answer = await write(productId, { ...GOOD, rating });
      expect(answer.status, String(rating)).toBe(400);
      expect(await answer.json()).toEqual({ rating: 'Rating must be a whole number from 1 to 5' });
    }
    const empty = await write(productId, { ...GOOD, title: '   ', text: '' });
    expect(await empty.json()).toEqual({
      title: 'Title must not be empty',
      text: 'Review text must not be empty',
    });
    const long = await write(productId, {
      ...GOOD,
      title: 'x'.repeat(101),
      text: 'y'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      title: 'Title must be at most 100 characters',
      text: 'Review text must be at most 2000 characters',
    });
    expect(db().reviews.some((r) => r.userId === user1().id)).toBe(false);
  });

  it('refuses a review from someone who did not receive the product with 403', async () => {
    await signIn('user1');
    const productId = notBoughtByUser1();
    const may = await (await callApi(`/products/${productId}/reviews/mine`)).json();
    expect(may).toMatchObject({ mayReview: false, reason: 'notBought' });
    const answer = await write(productId, GOOD);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({
      message: 'You can review only a product you bought and received',
    });
    await signOut();
    expect((await write(productId, GOOD)).status).toBe(401);
  });

  it('changes and deletes only one’s own review; a change waits for approval again', async () => {
    const others = db().reviews.find((r) => r.status === 'approved')!;
    await signIn('user1');
    const edit = await callApi(`/reviews/${others.reviewId}`, { method: 'PUT', json: GOOD });
    expect(edit.status).toBe(403);
    expect(await edit.json()).toMatchObject({ message: 'You can change only your own review' });
    expect((await callApi(`/reviews/${others.reviewId}`, { method: 'DELETE' })).status).toBe(403);
    expect(db().reviews.find((r) => r.reviewId === others.reviewId)?.title).toBe(others.title);

    const mine = (await (await write(receivedByUser1(), GOOD)).json()) as { reviewId: number };
    db().reviews.find((r) => r.reviewId === mine.reviewId)!.status = 'approved';
    const changed = await callApi(`/reviews/${mine.reviewId}`, {
      method: 'PUT',
      json: { ...GOOD, rating: 2, title: '<b>Changed</b>' },
    });
    expect(await changed.json()).toMatchObject({
      rating: 2,
      title: '<b>Changed</b>',
      status: 'pending',
    });
    expect((await callApi(`/reviews/${mine.reviewId}`, { method: 'DELETE' })).status).toBe(200);
    expect(db().reviews.some((r) => r.reviewId === mine.reviewId)).toBe(false);
  });

  it('moderates one review per call; a review deleted meanwhile is that row’s 404', async () => {
    await signIn('user1');
    const mine = (await (await write(receivedByUser1(), GOOD)).json()) as { reviewId: number };
    await signOut();
    await signIn('admin');
    const pending = db()
      .reviews.filter((r) => r.status === 'pending')
      .slice(0, 2);
    const list = (await (await callApi('/admin/reviews?status=pending&pageSize=1000')).json()) as {
      content: { reviewId: number }[];
      pendingCount: number;
    };
    expect(list.pendingCount).toBe(db().reviews.filter((r) => r.status === 'pending').length);
    expect(list.content.map((r) => r.reviewId)).toContain(mine.reviewId);

    db().reviews = db().reviews.filter((r) => r.reviewId !== mine.reviewId);
    const results = [];
    for (const id of [pending[0]!.reviewId, mine.reviewId, pending[1]!.reviewId])
      results.push(
        (
          await callApi(`/admin/reviews/${id}/status`, {
            method: 'PUT',
            json: { status: 'rejected' },
          })
        ).status,
      );
    expect(results).toEqual([200, 404, 200]);
    expect(db().reviews.find((r) => r.reviewId === pending[1]!.reviewId)?.status).toBe('rejected');
    const wrong = await callApi(`/admin/reviews/${pending[0]!.reviewId}/status`, {
      method: 'PUT',
      json: { status: 'pending' },
    });
    expect(wrong.status).toBe(400);
    await signOut();
    await signIn('user1');
    expect((await callApi('/admin/reviews')).status).toBe(403);
  });
});
