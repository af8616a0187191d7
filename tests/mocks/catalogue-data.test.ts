import { describe, expect, it } from 'vitest';
import { productPicture } from '../../mocks/catalogue/products';
import { CATALOGUE } from '../../mocks/catalogue/tables';
import { buildSeed } from '../../mocks/db/seed';
import { callApi } from '../helpers/mock-api';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

describe('the seeded catalogue looks like a real shop', () => {
  const shop = buildSeed({ now: NOW });
  const categoryOf = (categoryId: number) =>
    CATALOGUE[shop.categories.findIndex((c) => c.categoryId === categoryId)]!;

  it('sells each category its own kinds of product, from its own brands, at its own prices', () => {
    for (const product of shop.products) {
      const table = categoryOf(product.categoryId);
      expect(table.brands).toContain(product.brand);
      const low = Math.min(...table.kinds.map((k) => k.price[0]));
      const high = Math.max(...table.kinds.map((k) => k.price[1]));
      // Option factors (a bigger screen, more storage) stretch a kind's range, within reason.
      expect(product.price).toBeGreaterThanOrEqual(low * 0.3);
      expect(product.price).toBeLessThanOrEqual(high * 5);
      expect(product.description.length).toBeGreaterThan(40);
      expect(product.description).not.toMatch(/[{}]/);
    }
    const tees = shop.products.filter((p) => / T-Shirt,/.test(p.productName));
    expect(tees.length).toBeGreaterThan(0);
    for (const tee of tees) expect(tee.price).toBeLessThan(30);
    const tvs = shop.products.filter((p) => p.productName.endsWith('Smart TV'));
    expect(tvs.length).toBeGreaterThan(0);
    for (const tv of tvs) expect(tv.price).toBeGreaterThan(150);
  });

  it('has distinct names, shop prices, and a minority on sale', () => {
    expect(new Set(shop.products.map((p) => p.productName)).size).toBe(shop.products.length);
    for (const p of shop.products) expect(Math.round(p.price * 100) % 100).toBeOneOf([0, 99]);
    const onSale = shop.products.filter((p) => p.discount > 0).length / shop.products.length;
    expect(onSale).toBeGreaterThan(0.12);
    expect(onSale).toBeLessThan(0.3);
  });

  it('makes thousands of distinct products for a big catalogue', () => {
    const big = buildSeed({ now: NOW, products: 5000, orders: 10 });
    expect(new Set(big.products.map((p) => p.productName)).size).toBeGreaterThan(4500);
  });

  it('spreads the orders with a weekly rhythm, a rising trend, and statuses by age', () => {
    const perDay = new Map<number, number>();
    for (const order of shop.orders) {
      const day = Math.floor((NOW - Date.parse(order.createdAt)) / (24 * HOUR));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    const average = (days: number[]) =>
      days.reduce((s, d) => s + (perDay.get(d) ?? 0), 0) / days.length;
    const span = Array.from({ length: 89 }, (_, i) => i + 1);
    const weekday = (d: number) => new Date(NOW - d * 24 * HOUR).getUTCDay();
    expect(average(span.filter((d) => [0, 6].includes(weekday(d))))).toBeGreaterThan(
      average(span.filter((d) => [1, 2, 3].includes(weekday(d)))),
    );
    expect(average(span.slice(0, 30))).toBeGreaterThan(average(span.slice(59)));

    const old = shop.orders.filter((o) => NOW - Date.parse(o.createdAt) > 14 * 24 * HOUR);
    const delivered = old.filter((o) => o.orderStatus === 'completed').length / old.length;
    expect(delivered).toBeGreaterThan(0.8);
    for (const order of shop.orders.filter((o) => NOW - Date.parse(o.createdAt) < 24 * HOUR))
      expect(order.orderStatus).not.toBe('completed');
    expect(shop.orders.filter((o) => o.userId === 2).length).toBeGreaterThanOrEqual(3);
  });
});

describe('product pictures', () => {
  it('are drawn per kind and tinted with the colour in the name', () => {
    const red = productPicture('Striped Cotton T-Shirt, Red', 'Kids Clothing');
    const navy = productPicture('Striped Cotton T-Shirt, Navy', 'Kids Clothing');
    const sofa = productPicture('Linen 3-Seater Sofa, Red', 'Living Room');
    expect(red).toContain('#c8413b');
    expect(navy).toContain('#26365c');
    expect(red).not.toEqual(navy);
    // Same colour, another kind: another drawing.
    expect(sofa.replace(/<g transform[\s\S]*<\/g>/, '')).toEqual(
      red.replace(/<g transform[\s\S]*<\/g>/, ''),
    );
    expect(sofa).not.toEqual(red);
    expect(red).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('are served for every seeded product, and for a product of a category made later', async () => {
    const response = await callApi('/images/product-3.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(1, 4))).toBe('PNG');
    expect(productPicture('Garden Gnome', 'Garden')).toContain('<svg');
  });
});
