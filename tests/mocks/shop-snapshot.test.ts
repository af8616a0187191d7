import { describe, expect, it } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { SEED_NOW, buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import { mockShop } from '../../scripts/vite-plugin-mock-shop';

/** What Vite (the mock-mode build, the dev server) puts in place of the module `id` (null: none). */
const loadInBuild = (id: string) => (mockShop().load as (id: string) => string | null).call({}, id);

/** The shop the mock-mode build ships, read back from the module the build emits. */
function shippedShop() {
  const code = loadInBuild('/app/mocks/db/shop-snapshot.ts')!;
  const literal = /^const SHOP = (.*);$/m.exec(code)![1]!;
  return JSON.parse(JSON.parse(literal) as string) as unknown;
}

describe('the ready-made shop the in-browser mock starts from', () => {
  it('is, byte for byte, the shop buildSeed() computes', () => {
    const computed = buildSeed();
    expect(shippedShop()).toStrictEqual(computed);
    expect(JSON.stringify(shippedShop())).toBe(JSON.stringify(computed));
    expect(loadInBuild('/app/mocks/db/seed.ts')).toBeNull();
  });

  it('is what this module gives where Vite serves it (and a fresh copy each time)', () => {
    // Vite (here vitest's) serves the data module, not the one that runs faker.
    expect(String(shopSnapshot)).toContain('JSON.parse(SHOP)');
    const first = shopSnapshot();
    expect(first).toStrictEqual(buildSeed());
    first.products.length = 0;
    expect(shopSnapshot().products).toHaveLength(200);
  });

  it('is drawn at a fixed moment: the same shop whatever the day or time zone of the run', () => {
    expect(buildSeed().asOf).toBe(SEED_NOW);
    expect(buildSeed()).toStrictEqual(buildSeed({ now: SEED_NOW }));
  });
});

describe('a reset', () => {
  it('returns to the snapshot with every date moved to now, each keeping its age', () => {
    const before = Date.now();
    const shop = resetDatabase();
    const after = Date.now();
    const snapshot = buildSeed();
    expect(shop.asOf).toBeGreaterThanOrEqual(before);
    expect(shop.asOf).toBeLessThanOrEqual(after);
    const moved = shop.asOf - SEED_NOW;

    // Everything but the dates is the snapshot's.
    const withoutDates = (s: typeof shop) =>
      JSON.parse(JSON.stringify({ ...s, asOf: 0 }), (key, value: unknown) =>
        /(At|Date)$/.test(key) ? null : value,
      ) as unknown;
    expect(withoutDates(shop)).toEqual(withoutDates(snapshot));

    const age = (iso: string, asOf: number) => asOf - Date.parse(iso);
    shop.orders.forEach((order, i) => {
      const drawn = snapshot.orders[i]!;
      expect(age(order.createdAt, shop.asOf)).toBe(age(drawn.createdAt, SEED_NOW));
      expect(Date.parse(order.updatedAt) - Date.parse(drawn.updatedAt)).toBe(moved);
      if (drawn.deliveredAt) expect(Date.parse(order.deliveredAt!)).toBeLessThanOrEqual(after);
      expect(order.orderDate).toBe(order.createdAt.slice(0, 10));
    });
    expect(Date.parse(shop.users[5]!.createdAt) - Date.parse(snapshot.users[5]!.createdAt)).toBe(
      moved,
    );
    expect(
      Date.parse(shop.products[9]!.createdAt) - Date.parse(snapshot.products[9]!.createdAt),
    ).toBe(moved);
    expect(Math.max(...shop.orders.map((o) => Date.parse(o.createdAt)))).toBeLessThanOrEqual(after);
  });
});
