import type { DbState } from './types';

const shift = (iso: string, by: number) => new Date(Date.parse(iso) + by).toISOString();
const shiftOrNull = (iso: string | null, by: number) => (iso === null ? null : shift(iso, by));

/**
 * Brings a shop drawn at `shop.asOf` (the seed's fixed moment) up to `now`: every date moves by
 * the same amount, so each order, sign-up and product keeps its age. An order placed "two hours
 * ago" in the snapshot is two hours old whenever the snapshot is loaded, and every run (a test, a
 * page load, a reset) sees the same shop. Calendar patterns (weekends, the hours of the day) move
 * with it. Changes `shop` in place and returns it.
 */
export function rebaseShop(shop: DbState, now: number): DbState {
  const by = now - shop.asOf;
  if (by === 0) return shop;
  for (const category of shop.categories) {
    category.createdAt = shift(category.createdAt, by);
    category.updatedAt = shift(category.updatedAt, by);
  }
  for (const product of shop.products) product.createdAt = shift(product.createdAt, by);
  for (const user of shop.users) user.createdAt = shift(user.createdAt, by);
  for (const order of shop.orders) {
    order.createdAt = shift(order.createdAt, by);
    // The real server's order date is the day part of the creation time.
    order.orderDate = order.createdAt.slice(0, 10);
    order.updatedAt = shift(order.updatedAt, by);
    order.paidAt = shiftOrNull(order.paidAt, by);
    order.shippedAt = shiftOrNull(order.shippedAt, by);
    order.deliveredAt = shiftOrNull(order.deliveredAt, by);
  }
  for (const review of shop.reviews ?? []) {
    review.createdAt = shift(review.createdAt, by);
    review.updatedAt = shift(review.updatedAt, by);
  }
  for (const session of shop.sessions) session.expiresAt += by;
  shop.asOf = now;
  return shop;
}
