import { afterEach, describe, expect, it } from 'vitest';
import {
  DB_STORAGE_KEY,
  clearStoredShop,
  commit,
  db,
  localStoragePersistence,
  openShopInParts,
  resetDatabase,
  setPersistence,
  wholeShop,
} from '../../mocks/db/database';
import { SEED_NOW, buildSeed } from '../../mocks/db/seed';

afterEach(() => {
  setPersistence(null);
  resetDatabase();
});

const age = (iso: string, asOf: number) => asOf - Date.parse(iso);

describe('the page’s shop, opened in parts', () => {
  it('answers the catalogue at once and takes the later tables when asked for the whole shop', async () => {
    localStorage.removeItem(DB_STORAGE_KEY);
    setPersistence(localStoragePersistence);
    openShopInParts();
    const seed = buildSeed();
    const opened = db();
    expect(opened.products).toHaveLength(200);
    expect(opened.categories).toHaveLength(seed.categories.length);
    expect(opened.orders).toEqual([]);
    expect(opened.users).toEqual([]);

    // A shop without its later tables is never stored: a reload would keep it so.
    commit();
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();

    await wholeShop();
    const whole = db();
    expect(whole).toBe(opened);
    expect(whole.users).toHaveLength(seed.users.length);
    expect(whole.addresses).toHaveLength(seed.addresses.length);
    expect(whole.orders).toHaveLength(seed.orders.length);
    // Every date moved by the same amount as the catalogue's: each keeps its age.
    whole.orders.forEach((order, i) =>
      expect(age(order.createdAt, whole.asOf)).toBe(age(seed.orders[i]!.createdAt, SEED_NOW)),
    );
    expect(age(whole.users[3]!.createdAt, whole.asOf)).toBe(
      age(seed.users[3]!.createdAt, SEED_NOW),
    );
    expect(age(whole.products[3]!.createdAt, whole.asOf)).toBe(
      age(seed.products[3]!.createdAt, SEED_NOW),
    );
    // The reviews come with the first tables and move once, not again with the later ones.
    expect(whole.reviews.length).toBeGreaterThan(0);
    whole.reviews.forEach((review, i) =>
      expect(age(review.createdAt, whole.asOf)).toBe(age(seed.reviews[i]!.createdAt, SEED_NOW)),
    );

    commit();
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY)!).orders).toHaveLength(
      seed.orders.length,
    );
  });

  it('opens a stored shop whole, and the seed again once the stored one is cleared', async () => {
    setPersistence(localStoragePersistence);
    openShopInParts();
    await wholeShop();
    db().categories.push({ ...db().categories[0]!, categoryId: 999, categoryName: 'Garden' });
    commit();

    setPersistence(localStoragePersistence); // a reload
    openShopInParts();
    expect(db().orders).toHaveLength(buildSeed().orders.length);
    expect(db().categories.some((c) => c.categoryName === 'Garden')).toBe(true);

    clearStoredShop(); // the page's reset, then a reload
    expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
    setPersistence(localStoragePersistence);
    openShopInParts();
    expect(db().categories.some((c) => c.categoryName === 'Garden')).toBe(false);
    expect(db().orders).toEqual([]);
  });
});
