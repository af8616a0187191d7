import type { Faker } from '@faker-js/faker';
import { DAY, dayStart, HOUR, pick, round2 } from './seed-draw.ts';
import type {
  AddressRow,
  OrderItemRow,
  OrderRow,
  PaymentStatus,
  ProductRow,
  UserRow,
} from './types';

// Orders follow a shop's rhythm: quiet nights, a lunchtime bump and a busy evening; more on
// weekends; a gentle rise over the 90 days; a sale weekend a month ago; and some day-to-day noise.
const HOUR_WEIGHTS = [
  3, 2, 1, 1, 1, 2, 4, 7, 10, 12, 13, 14, 17, 16, 13, 12, 13, 15, 19, 24, 27, 25, 18, 9,
];
/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAY_WEIGHTS = [1.4, 0.8, 0.8, 0.9, 0.95, 1.1, 1.5];
const ORDER_DAYS = 90;
type OrderStatus = 'pending_payment' | 'paid' | 'shipped' | 'completed' | 'cancelled';

function hourWeights(weekend: boolean) {
  // Weekends are busier through the day, not only in the evening.
  return HOUR_WEIGHTS.map((w, h) => (weekend && h >= 10 && h <= 17 ? w * 1.35 : w));
}

/** When each order was placed (ms), oldest first: `count` moments over the last 90 days. */
function orderMoments(faker: Faker, count: number, now: number): number[] {
  const elapsedToday = (now - dayStart(now)) / HOUR;
  const days = Array.from({ length: ORDER_DAYS }, (_, daysAgo) => {
    const start = dayStart(now, daysAgo);
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const hours = hourWeights(weekend);
    const trend = 0.75 + 0.5 * (1 - daysAgo / (ORDER_DAYS - 1));
    const sale = weekend && daysAgo >= 28 && daysAgo <= 34 ? 1.7 : 1;
    const noise = faker.number.float({ min: 0.75, max: 1.25 });
    // Today counts only the hours gone by.
    const share =
      daysAgo === 0
        ? hours.reduce((s, w, h) => s + w * Math.max(0, Math.min(1, elapsedToday - h)), 0) /
          hours.reduce((s, w) => s + w, 0)
        : 1;
    return { start, hours, weight: trend * WEEKDAY_WEIGHTS[weekday]! * sale * noise * share };
  });

  // Share the orders out by weight (largest remainders), so the rhythm shows even in 300 orders.
  const total = days.reduce((s, d) => s + d.weight, 0);
  const exact = days.map((d) => (d.weight / total) * count);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0]);
  const missing = count - counts.reduce((s, c) => s + c, 0);
  for (let k = 0; k < missing; k++) counts[byRemainder[k]![1]]!++;
  // A handful today, so "today" figures on the dashboard are never empty.
  for (let wanted = Math.min(3, count); counts[0]! < wanted;) {
    const others = counts.slice(1);
    const busiest = others.indexOf(Math.max(...others)) + 1;
    counts[busiest]!--;
    counts[0]!++;
  }

  const moments: number[] = [];
  days.forEach((day, daysAgo) => {
    const limit = daysAgo === 0 ? now : day.start + DAY;
    for (let k = 0; k < counts[daysAgo]!; k++) {
      const hour = pick(
        faker,
        day.hours.map((w, h) => [h, day.start + h * HOUR < limit ? w : 0] as const),
      );
      let ms = day.start + hour * HOUR + faker.number.int({ min: 0, max: HOUR - 1 });
      if (ms > limit)
        ms = day.start + faker.number.int({ min: 0, max: Math.max(0, limit - day.start) });
      moments.push(ms);
    }
  });
  return moments.sort((a, b) => a - b);
}

/** Further along the older the order is, as in a real shop. */
function statusByAge(faker: Faker, ageHours: number): OrderStatus {
  if (ageHours < 24)
    return pick(faker, [
      ['paid', 70],
      ['pending_payment', 22],
      ['cancelled', 8],
    ]);
  if (ageHours < 72)
    return pick(faker, [
      ['shipped', 58],
      ['paid', 30],
      ['cancelled', 9],
      ['pending_payment', 3],
    ]);
  if (ageHours < 168)
    return pick(faker, [
      ['completed', 50],
      ['shipped', 42],
      ['cancelled', 8],
    ]);
  return pick(faker, [
    ['completed', 91],
    ['cancelled', 7],
    ['shipped', 2],
  ]);
}

/** A picker over `items` by weight, drawing from `faker`. */
function weightedPicker<T>(faker: Faker, items: readonly T[], weights: readonly number[]) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const roll = faker.number.float({ min: 0, max: sum });
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < roll) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

/** The seed's orders: who bought what when, and how far each has got (./seed.ts). */
export function buildOrders(
  faker: Faker,
  ctx: { users: UserRow[]; products: ProductRow[]; addresses: AddressRow[]; now: number },
  count: number,
): OrderRow[] {
  if (count === 0 || ctx.products.length === 0) return [];
  const { now } = ctx;

  // A few bestsellers and a long tail; cheap things sell more often than sofas.
  const ranked = faker.helpers.shuffle([...ctx.products]);
  const product = weightedPicker(
    faker,
    ranked,
    ranked.map(
      (p, rank) => (1 / (rank + 4) ** 0.9) * Math.min(1, (120 / Math.max(p.price, 1)) ** 0.5),
    ),
  );
  // Some shoppers come back again and again; user1 is a regular.
  const shoppers = faker.helpers.shuffle(ctx.users.filter((u) => !u.roles.includes('ROLE_ADMIN')));
  const regular = shoppers.findIndex((u) => u.username === 'user1');
  if (regular > 6) shoppers.splice(6, 0, ...shoppers.splice(regular, 1));
  const shopper = weightedPicker(
    faker,
    shoppers,
    shoppers.map((_, rank) => 1 / (rank + 2) ** 0.7),
  );

  const rows = orderMoments(faker, count, now).map((created) => {
    // Someone who had signed up by then, as far as the draw allows.
    let user = shopper();
    for (let i = 0; i < 2 && Date.parse(user.createdAt) > created; i++) user = shopper();
    const own = ctx.addresses.filter((a) => a.userId === user.id);
    const address = own.length ? faker.helpers.arrayElement(own) : null;
    const lines = pick(faker, [
      [1, 55],
      [2, 28],
      [3, 12],
      [4, 5],
    ] as const);
    const chosen = new Set<ProductRow>();
    for (let i = 0; i < lines * 3 && chosen.size < lines; i++) chosen.add(product());
    const items: Omit<OrderItemRow, 'orderItemId'>[] = [...chosen].map((p) => ({
      productId: p.productId,
      productName: p.productName,
      image: p.image,
      quantity:
        p.price < 25
          ? pick(faker, [
              [1, 60],
              [2, 28],
              [3, 12],
            ] as const)
          : pick(faker, [
              [1, 88],
              [2, 10],
              [3, 2],
            ] as const),
      discount: p.discount,
      orderedProductPrice: round2(p.specialPrice),
    }));
    return {
      created,
      user,
      address,
      items,
      status: statusByAge(faker, (now - created) / HOUR),
    };
  });

  // user1 (the signed-in shopper of the tests and screenshots) always has a few orders to show.
  const user1 = ctx.users.find((u) => u.username === 'user1');
  if (user1 && rows.filter((r) => r.user === user1).length < 3)
    for (const share of [0.3, 0.7, 0.97]) {
      const row = rows[Math.floor((rows.length - 1) * share)]!;
      const own = ctx.addresses.filter((a) => a.userId === user1.id);
      Object.assign(row, { user: user1, address: own[0] ?? null });
    }

  // Every status is on show: should the draw have missed one, the order of the right age takes it.
  const present = new Set(rows.map((r) => r.status));
  const fallback: [OrderStatus, number][] = [
    ['pending_payment', rows.length - 1],
    ['paid', rows.length - 2],
    ['shipped', rows.findLastIndex((r) => now - r.created > 30 * HOUR)],
    ['completed', 0],
    ['cancelled', Math.floor(rows.length / 2)],
  ];
  for (const [status, index] of fallback)
    if (!present.has(status) && rows[index]) rows[index].status = status;

  let orderItemId = 1;
  return rows.map((row, i): OrderRow => {
    const { created, user, address, status } = row;
    const items = row.items.map((item) => ({ orderItemId: orderItemId++, ...item }));
    const totalAmount = round2(items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0));
    const paymentStatus: PaymentStatus =
      status === 'pending_payment'
        ? 'pending'
        : status === 'cancelled'
          ? faker.helpers.arrayElement(['failed', 'failed', 'pending'] as const)
          : 'completed';
    // Later steps happen hours after the order, but never in the future.
    const later = (from: number, minHours: number, maxHours: number) =>
      Math.min(from + faker.number.float({ min: minHours, max: maxHours }) * HOUR, now);
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const paid = paymentStatus === 'completed' ? later(created, 0.01, 0.08) : null;
    const shipped = status === 'shipped' || status === 'completed' ? later(created, 16, 44) : null;
    const delivered = status === 'completed' && shipped !== null ? later(shipped, 20, 70) : null;
    const cancelled = status === 'cancelled' ? later(created, 0.5, 30) : null;
    const createdAt = new Date(created).toISOString();
    return {
      orderId: i + 1,
      userId: user.id,
      email: user.email,
      items,
      orderDate: createdAt.slice(0, 10),
      createdAt,
      updatedAt: iso(delivered ?? shipped ?? cancelled ?? paid ?? created)!,
      paidAt: iso(paid),
      shippedAt: iso(shipped),
      deliveredAt: iso(delivered),
      orderStatus: status,
      paymentStatus,
      paymentMethod: faker.helpers.arrayElement(['online', 'online', 'online', 'paypal']),
      pgPaymentId: paid !== null ? `pi_${faker.string.alphanumeric(24)}` : null,
      totalAmount,
      addressId: address?.addressId ?? null,
      shippingAddress: address
        ? {
            street: address.street,
            city: address.city,
            state: address.state,
            zipCode: address.pincode,
            country: address.country,
          }
        : {
            street: faker.location.street(),
            city: faker.location.city(),
            state: faker.location.state(),
            zipCode: faker.location.zipCode('#####'),
            country: faker.location.country(),
          },
      trackingNumber: shipped !== null ? `TRK${faker.string.numeric(10)}` : null,
    };
  });
}
