import type { Faker } from '@faker-js/faker';

// The drawing helpers the seed's tables share (./seed.ts, ./seed-orders.ts).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Midnight UTC `daysAgo` days before `now`: UTC, so the shop's bytes do not depend on the time zone. */
export const dayStart = (now: number, daysAgo = 0) => {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.getTime();
};

/** One of `weights`' items, each as likely as its weight. */
export function pick<T>(faker: Faker, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let roll = faker.number.float({ min: 0, max: total });
  for (const [item, w] of weights) {
    roll -= w;
    if (roll <= 0) return item;
  }
  return weights[weights.length - 1]![0];
}
