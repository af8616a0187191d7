import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../../mocks/db/database';
import { buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import type { ProductRow } from '../../mocks/db/types';
import { useScenario } from '../../mocks/node';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import type { components } from '@/api/schema.gen';
import { checkResponse } from '../../scripts/contract/openapi/response-validator';
import { callApi } from '../helpers/mock-api';
import { client } from './quirks-client';

type CataloguePage = components['schemas']['ProductCataloguePage'];

/**
 * The catalogue extension (docs/contract-changes.md): brand, price and stock filters and the
 * facets. Every expected count is made here, over the seeded rows, by plain loops that share
 * nothing with the mock's own code.
 */
async function list(query: string): Promise<CataloguePage> {
  const response = await callApi(`/public/products?${query}`);
  const check = await checkResponse(new Request(response.url), response.clone());
  expect(check.problems).toEqual([]);
  expect(response.status).toBe(200);
  return response.json();
}

interface Filters {
  brands?: string[];
  min?: number;
  max?: number;
  inStock?: boolean;
  category?: string;
}

const categoryName = (row: ProductRow) =>
  db().categories.find((c) => c.categoryId === row.categoryId)?.categoryName;

/** Which filters a row meets, each on its own. */
function meets(row: ProductRow, filters: Filters) {
  return {
    brand:
      !filters.brands || filters.brands.some((b) => b.toLowerCase() === row.brand.toLowerCase()),
    price:
      (filters.min === undefined || row.specialPrice >= filters.min) &&
      (filters.max === undefined || row.specialPrice <= filters.max),
    stock: !filters.inStock || row.quantity > 0,
    category: !filters.category || categoryName(row) === filters.category,
  };
}

function expectedFacets(filters: Filters) {
  const brands = new Map<string, number>();
  const categories = new Map<string, number>();
  const availability = { inStock: 0, outOfStock: 0 };
  const prices: number[] = [];
  for (const row of db().products) brands.set(row.brand, 0);
  for (const category of db().categories) categories.set(category.categoryName, 0);
  let total = 0;
  for (const row of db().products) {
    const m = meets(row, filters);
    if (m.price && m.stock && m.category) brands.set(row.brand, brands.get(row.brand)! + 1);
    if (m.brand && m.price && m.stock)
      categories.set(categoryName(row)!, categories.get(categoryName(row)!)! + 1);
    if (m.brand && m.price && m.category) {
      if (row.quantity > 0) availability.inStock++;
      else availability.outOfStock++;
    }
    if (m.brand && m.stock && m.category) prices.push(row.specialPrice);
    if (m.brand && m.price && m.stock && m.category) total++;
  }
  const sorted = (map: Map<string, number>) =>
    [...map]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value));
  return {
    total,
    facets: {
      brands: sorted(brands),
      categories: sorted(categories),
      availability: [
        { value: 'inStock', count: availability.inStock },
        { value: 'outOfStock', count: availability.outOfStock },
      ],
      price: {
        min: prices.length ? Math.min(...prices) : null,
        max: prices.length ? Math.max(...prices) : null,
      },
    },
  };
}

/** Two brands with products, and a price range that cuts into them. */
function twoBrandsAndARange(): Filters {
  const brands = [...new Set(db().products.map((p) => p.brand))].slice(0, 2);
  const prices = db()
    .products.filter((p) => brands.includes(p.brand))
    .map((p) => p.specialPrice)
    .sort((a, b) => a - b);
  return {
    brands,
    min: Math.floor(prices[Math.floor(prices.length / 4)]!),
    max: Math.ceil(prices[Math.floor((prices.length * 3) / 4)]!),
  };
}

const queryOf = (filters: Filters) =>
  [
    'pageSize=12&sortBy=price&sortOrder=asc&facets=true',
    ...(filters.brands ?? []).map((b) => `brand=${encodeURIComponent(b)}`),
    filters.min !== undefined ? `minPrice=${filters.min}` : '',
    filters.max !== undefined ? `maxPrice=${filters.max}` : '',
    filters.inStock ? 'inStock=true' : '',
    filters.category ? `category=${encodeURIComponent(filters.category)}` : '',
  ]
    .filter(Boolean)
    .join('&');

async function expectCountsMatch(filters: Filters) {
  const expected = expectedFacets(filters);
  const page = await list(queryOf(filters));
  expect(page.totalElements).toBe(expected.total);
  expect(page.facets).toEqual(expected.facets);
  for (const product of page.content) {
    if (!('productId' in product)) throw new Error('canonical spelling expected');
    expect(filters.brands).toContain(product.brand);
  }
}

describe('GET /public/products: the extension’s filters and facets', () => {
  afterEach(() => resetDatabase());

  it('sends no facets unless asked for, and all of them when asked', async () => {
    expect(await list('pageSize=12')).not.toHaveProperty('facets');
    const page = await list('pageSize=12&facets=true');
    expect(page.facets).toEqual(expectedFacets({}).facets);
  });

  it('counts each choice given the other filters: two brands and a price range (200 products)', async () => {
    await expectCountsMatch(twoBrandsAndARange());
    await expectCountsMatch({ ...twoBrandsAndARange(), inStock: true });
    const category = db().categories[0]!.categoryName;
    await expectCountsMatch({ ...twoBrandsAndARange(), category });
  });

  it('does the same over 10,000 products', async () => {
    resetDatabase(buildSeed({ products: 10_000, orders: 10 }));
    try {
      expect(db().products).toHaveLength(10_000);
      await expectCountsMatch({ ...twoBrandsAndARange(), inStock: true });
    } finally {
      resetDatabase(shopSnapshot());
    }
  });

  it('answers an unknown brand, a brand with markup and a minimum above the maximum with an empty page', async () => {
    for (const query of [
      'brand=No%20such%20brand',
      `brand=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      'minPrice=500&maxPrice=100',
    ]) {
      const page = await list(`pageSize=12&facets=true&${query}`);
      expect(page.totalElements, query).toBe(0);
      expect(page.content, query).toEqual([]);
    }
  });

  it('refuses negative or non-numeric prices, a non-boolean flag and 101 brands with a 400 that says why', async () => {
    const cases: Array<[string, RegExp]> = [
      ['minPrice=-1', /minPrice must be a number/],
      ['maxPrice=abc', /maxPrice must be a number/],
      ['minPrice=1e3', /minPrice must be a number/],
      ['inStock=yes', /inStock must be true or false/],
      ['facets=1', /facets must be true or false/],
      [Array.from({ length: 101 }, (_, i) => `brand=b${i}`).join('&'), /At most 100 brands/],
      [`brand=${'x'.repeat(51)}`, /Brand must be at most 50 characters/],
    ];
    for (const [query, message] of cases) {
      const response = await callApi(`/public/products?pageSize=5&${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toMatch(message);
    }
  });
});

describe('the servers without the extension ignore it', () => {
  let mock: MockHttpServer;
  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, quirks: true });
  });
  afterAll(() => mock?.close());

  it('quirks mode answers the unfiltered list and no facets', async () => {
    const shop = client(() => mock.url);
    const brand = db().products[0]!.brand;
    const response = await shop.call(
      `/public/products?pageSize=12&facets=true&brand=${encodeURIComponent(brand)}&minPrice=-5&inStock=maybe`,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as CataloguePage;
    expect(page).not.toHaveProperty('facets');
    expect(page.totalElements).toBe(db().products.length);
  });

  it('the course-server scenario (browser and vitest) does the same', async () => {
    useScenario('course-server');
    const brand = db().products[0]!.brand;
    const page = await list(`pageSize=12&facets=true&brand=${encodeURIComponent(brand)}`);
    expect(page).not.toHaveProperty('facets');
    expect(page.totalElements).toBe(db().products.length);
  });
});
