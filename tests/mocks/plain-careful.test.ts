import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { callApi, signIn } from '../helpers/mock-api';

/**
 * Plain mode (the in-browser worker and vitest) is a careful server: where the real one fails at
 * persist with a masked 401, it names the field; where the real one cascades, it refuses.
 */
describe('plain mode: a careful server', () => {
  it('answers a category name under 5 characters with the 400 field map, on create and update', async () => {
    await signIn('admin');
    const short = await callApi('/public/categories', {
      method: 'POST',
      body: JSON.stringify({ categoryName: 'Toys' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      categoryName: 'Category name must contain atleast 5 characters',
    });
    const id = db().categories[0]!.categoryId;
    const update = await callApi(`/public/categories/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ categoryName: 'Tiny' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(update.status).toBe(400);
    expect(await update.json()).toHaveProperty('categoryName');
  });

  it('refuses to delete a category that has products with a 400 message, and keeps them', async () => {
    await signIn('admin');
    const category = db().categories.find((c) =>
      db().products.some((p) => p.categoryId === c.categoryId),
    )!;
    const count = db().products.filter((p) => p.categoryId === category.categoryId).length;
    const answer = await callApi(`/admin/categories/${category.categoryId}`, { method: 'DELETE' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: false });
    expect(db().products.filter((p) => p.categoryId === category.categoryId)).toHaveLength(count);
  });
});
