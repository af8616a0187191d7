import { afterEach, describe, expect, it } from 'vitest';
import {
  DB_STORAGE_KEY,
  db,
  localStoragePersistence,
  resetDatabase,
  setPersistence,
} from '../../mocks/db/database';
import { callApi, signIn } from '../helpers/mock-api';

afterEach(() => setPersistence(null));

describe('mock data that persists in the browser', () => {
  it('keeps writes across a reload and drops them on reset', async () => {
    setPersistence(localStoragePersistence);
    resetDatabase();
    await signIn('admin');
    await callApi('/public/categories', { method: 'POST', json: { categoryName: 'Garden' } });
    expect(localStorage.getItem(DB_STORAGE_KEY)).toContain('Garden');

    setPersistence(localStoragePersistence); // what a reload does: read the tables again
    expect(db().categories.some((c) => c.categoryName === 'Garden')).toBe(true);

    resetDatabase();
    setPersistence(localStoragePersistence);
    expect(db().categories.some((c) => c.categoryName === 'Garden')).toBe(false);
  });

  it('drops a corrupted or foreign stored value and starts from the seed', () => {
    for (const junk of ['{not json', '{"products": 3}', '"text"']) {
      localStorage.setItem(DB_STORAGE_KEY, junk);
      setPersistence(localStoragePersistence);
      expect(db().products).toHaveLength(200);
      expect(localStorage.getItem(DB_STORAGE_KEY)).toBeNull();
    }
  });
});
