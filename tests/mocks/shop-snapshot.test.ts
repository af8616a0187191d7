import { describe, expect, it } from 'vitest';
import { resetDatabase } from '../../mocks/db/database';
import { SEED_NOW, buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import { LATER_TABLES_MODULE, mockShop } from '../../build/vite-plugin-mock-shop';

/** What Vite puts in place of the module `id` (null: none): in the page (`inParts`) or vitest. */
const loadInBuild = (id: string, inParts = true) =>
  (mockShop({ inParts }).load as (id: string) => string | null).call({}, id);

/** The JSON text a generated module holds in `const NAME = "...";`, read back. */
function constant(code: string, name: string) {
  const literal = new RegExp(`^const ${name} = (.*);$`, 'm').exec(code)![1]!;
  return JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
}

/** The shop the mock-mode build ships: its first tables, and the later ones in their own chunk. */
function shippedShop() {
  const snapshot = loadInBuild('/app/mocks/db/shop-snapshot.ts')!;
  expect(snapshot).toContain(`import(${JSON.stringify(LATER_TABLES_MODULE)})`);
  const first = constant(snapshot, 'FIRST');
  const later = constant(loadInBuild(`\0${LATER_TABLES_MODULE}`)!, 'LATER');
  return { first, later };
}

describe('the ready-made shop the in-browser mock starts from', () => {
  it('is, byte for byte, the shop buildSeed() computes: its first tables and the later ones', () => {
    const computed = buildSeed();
    const { first, later } = shippedShop();
    expect(Object.keys(later)).toEqual(['users', 'addresses', 'orders']);
    expect(first).toMatchObject({ users: [], addresses: [], orders: [] });
    expect(first.products).toHaveLength(200);
    const joined = { ...first, ...later };
    expect(joined).toStrictEqual(computed);
    // Same keys in the same order, same values: the same bytes.
    const ordered = Object.fromEntries(Object.keys(computed).map((key) => [key, joined[key]]));
    expect(JSON.stringify(ordered)).toBe(JSON.stringify(computed));
    expect(loadInBuild('/app/mocks/db/seed.ts')).toBeNull();
  });

  it('comes whole in vitest, where the database is reset before every test', () => {
    const code = loadInBuild('/app/mocks/db/shop-snapshot.ts', false)!;
    expect(constant(code, 'SHOP')).toStrictEqual(buildSeed());
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
