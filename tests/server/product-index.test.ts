import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { commit, db, resetDatabase } from '../../mocks/db/database';
import { buildSeed } from '../../mocks/db/seed';
import { shopSnapshot } from '../../mocks/db/shop-snapshot';
import { useScenario, server } from '../../mocks/node';
import { readScanPage, scanCatalogueForProduct } from '@/features/catalog/api/find-product';
import { productIndex } from '@/server/product-index';

/**
 * The page handler's index of the catalogue (src/server/product-index.ts), reading the mock
 * API's pages with the app's own client: what it finds, when it reads again, what it holds.
 * The clock is the test's: "later" is the keep time passing, not the test waiting.
 */

const PRODUCTS = 2500; // three pages of 1,000
const KEEP_MS = 2000;

function setup(options: { keepMs?: number; maxPages?: number } = {}) {
  let clock = 1_000_000;
  const reads: number[] = [];
  const index = productIndex({
    readPage: (pageNumber) => {
      reads.push(pageNumber);
      return readScanPage(pageNumber);
    },
    keepMs: options.keepMs ?? KEEP_MS,
    maxPages: options.maxPages ?? 100,
    now: () => clock,
  });
  return { index, reads, later: (ms: number) => (clock += ms) };
}

/** Ids of products well inside the last of the scan's pages (the catalogue sorted by price). */
const lastPageIds = () =>
  db()
    .products.toSorted((a, b) => a.price - b.price)
    .slice(-100)
    .map((product) => product.productId);

/** Changes the mock API's catalogue as a request would (its derived lists follow). */
function change(edit: () => void) {
  edit();
  commit();
}

beforeEach(() => {
  resetDatabase(buildSeed({ products: PRODUCTS }));
});
// The files of a worker share the mock's data (vitest.config.ts): the next one starts from the
// usual shop.
afterAll(() => resetDatabase(shopSnapshot()));

describe('the page handler’s index of the catalogue', () => {
  it('finds a product as the product page’s own scan does, reading each page once while it is kept', async () => {
    const { index, reads } = setup();
    for (const row of db().products.filter((_, i) => i % 125 === 0)) {
      const product = await index.find(row.productId);
      expect(product?.productName, String(row.productId)).toBe(row.productName);
      expect(product).toEqual(await scanCatalogueForProduct(row.productId));
    }
    for (const row of db().products) expect(await index.find(row.productId)).toBeDefined();
    expect(reads.toSorted()).toEqual([0, 1, 2]);
    expect(index.size()).toBe(PRODUCTS);
  });

  it('finds a product created after its pages were read once the keep time has passed', async () => {
    const { index, later } = setup();
    expect(await index.find(1)).toBeDefined();
    const created = { ...db().products[0]!, productId: 90_001, productName: 'Added Later' };
    change(() => db().products.push(created));
    // Not found until then: the handler renders it the usual way (a scan of the API).
    expect(await index.find(created.productId)).toBeUndefined();
    later(KEEP_MS);
    expect((await index.find(created.productId))?.productName).toBe('Added Later');
  });

  it('reads a page again behind a lookup in the last quarter of its keep time', async () => {
    const { index, reads, later } = setup();
    const created = { ...db().products[0]!, productId: 90_002, productName: 'Read Ahead' };
    expect(await index.find(created.productId)).toBeUndefined();
    change(() => db().products.push(created));
    later(KEEP_MS / 2);
    expect(await index.find(created.productId)).toBeUndefined();
    expect(reads).toHaveLength(3);
    later(KEEP_MS / 4);
    // Still the kept pages for this lookup; the pages it went through are read again behind it.
    expect(await index.find(created.productId)).toBeUndefined();
    await vi.waitFor(() => expect(index.find(created.productId)).resolves.toBeDefined());
    expect(reads).toHaveLength(6);
  });

  it('no longer finds a deleted product once the keep time has passed', async () => {
    const { index, later } = setup();
    const [id] = lastPageIds();
    expect(await index.find(id!)).toBeDefined();
    change(() => (db().products = db().products.filter((product) => product.productId !== id)));
    later(KEEP_MS);
    expect(await index.find(id!)).toBeUndefined();
  });

  it('reads afresh for each lookup without a keep time, sharing a read between lookups at once', async () => {
    const { index, reads } = setup({ keepMs: 0 });
    const [a, b] = lastPageIds();
    await Promise.all([index.find(a!), index.find(b!)]);
    expect(reads.toSorted()).toEqual([0, 1, 2]);
    change(() => (db().products = db().products.filter((product) => product.productId !== a)));
    expect(await index.find(a!)).toBeUndefined();
    expect(reads).toHaveLength(6);
    expect(index.size()).toBe(0);
  });

  it('holds no more than the catalogue’s pages, however many unknown ids are asked for', async () => {
    const { index, reads, later } = setup();
    for (let i = 0; i < 2000; i++) {
      expect(await index.find(10_000_000 + i)).toBeUndefined();
      if (i % 500 === 499) later(KEEP_MS);
    }
    expect(index.size()).toBe(PRODUCTS);
    // Each page once per keep time: four keep times.
    expect(reads).toHaveLength(4 * 3);
  });

  it('holds at most maxPages pages: a product past them is not its to find', async () => {
    const { index } = setup({ maxPages: 1 });
    const [pastThem] = lastPageIds();
    expect(await index.find(pastThem!)).toBeUndefined();
    expect(index.size()).toBe(1000);
  });

  it('keeps nothing from an API that fails, and reads again once it answers', async () => {
    const { index } = setup();
    useScenario('server-error');
    await expect(index.find(1)).rejects.toThrow();
    expect(index.size()).toBe(0);
    server.resetHandlers();
    expect(await index.find(1)).toBeDefined();
  });
});
