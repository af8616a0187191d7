import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSeed } from '../../mocks/db/seed';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;

describe('the seeded mock shop', () => {
  const shop = buildSeed({ now: NOW });

  it('is the same shop on every run for a given seed, and another shop for another seed', () => {
    expect(buildSeed({ now: NOW })).toEqual(shop);
    expect(buildSeed({ now: NOW, seed: 7 }).products[0]).not.toEqual(shop.products[0]);
  });

  it('has at least 8 categories and 200 products with images, some out of stock, low and discounted', () => {
    expect(shop.categories.length).toBeGreaterThanOrEqual(8);
    expect(shop.products).toHaveLength(200);
    expect(shop.products.every((p) => p.image.length > 0)).toBe(true);
    expect(shop.products.filter((p) => p.quantity === 0).length).toBeGreaterThan(5);
    expect(shop.products.filter((p) => p.quantity > 0 && p.quantity < 10).length).toBeGreaterThan(
      5,
    );
    expect(
      shop.products.filter((p) => p.discount > 0 && p.specialPrice < p.price).length,
    ).toBeGreaterThan(20);
  });

  it('has 50 users including user1 and admin, the admin with ROLE_ADMIN, and addresses', () => {
    expect(shop.users).toHaveLength(50);
    expect(shop.users.find((u) => u.username === 'user1')).toMatchObject({
      password: 'password1',
      roles: ['ROLE_USER'],
    });
    expect(shop.users.find((u) => u.username === 'admin')?.roles).toContain('ROLE_ADMIN');
    expect(shop.addresses.filter((a) => a.userId === 2).length).toBeGreaterThan(0);
    expect(new Set(shop.users.map((u) => u.username)).size).toBe(50);
  });

  it("has users the back office can save as they are (each field within the contract's AdminUserUpdate)", () => {
    const update = parse(readFileSync('openapi.yaml', 'utf8')).components.schemas.AdminUserUpdate
      .properties as Record<string, { maxLength?: number }>;
    for (const user of shop.users)
      for (const [field, { maxLength }] of Object.entries(update)) {
        const value: unknown = user[field as keyof typeof user];
        if (maxLength !== undefined && typeof value === 'string')
          expect(value.length, `${user.username}'s ${field}: ${value}`).toBeLessThanOrEqual(
            maxLength,
          );
      }
  });

  it('has 300 orders over the last 90 days in every status, with totals derived from their items', () => {
    expect(shop.orders).toHaveLength(300);
    const ages = shop.orders.map((o) => (NOW - Date.parse(o.createdAt)) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(91);
    expect(new Set(shop.orders.map((o) => o.orderStatus))).toEqual(
      new Set(['pending_payment', 'paid', 'shipped', 'completed', 'cancelled']),
    );
    for (const order of shop.orders) {
      const sum = order.items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0);
      expect(order.totalAmount).toBeCloseTo(sum, 2);
      expect(shop.products.some((p) => p.productId === order.items[0]!.productId)).toBe(true);
    }
  });
});
