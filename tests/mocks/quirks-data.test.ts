import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { client, startQuirksServerForFile, type Json } from './quirks-client';

/**
 * Quirks mode's data: the real server's empty results as 400, its poorer category shape, the
 * cascade delete of a category and its unrounded doubles.
 */
const { base, signedIn } = startQuirksServerForFile();
const admin = () => signedIn('admin', 'adminPass');

/** The real server's answer to a search for zzqqxx, which finds nothing: a 400. */
async function expectNoHit(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    message: 'Products not found with keyword: zzqqxx',
    status: false,
  });
}

describe('quirks mode: empty results are 400', () => {
  it('the catalogue filtered by a keyword or a category with no hit is a 400; with hits it is a page', async () => {
    const anonymous = client(base);
    await expectNoHit(await anonymous.call('/public/products?keyword=zzqqxx&pageSize=12'));
    const unknown = await anonymous.call('/public/products?category=Nowhere&pageSize=12');
    expect(unknown.status).toBe(400);
    const name = db().products[0]!.productName.split(' ')[0]!;
    const some = await anonymous.call(`/public/products?keyword=${encodeURIComponent(name)}`);
    expect(some.status).toBe(200);
    expect(((await some.json()) as Json).totalElements).toBeGreaterThan(0);
  });

  it('a keyword search with no hit, and a category with no products', async () => {
    const anonymous = client(base);
    await expectNoHit(await anonymous.call('/public/products/keyword/zzqqxx'));
    const a = await admin();
    const made = (await (
      await a.call('/public/categories', { method: 'POST', json: { categoryName: 'Empty shelf' } })
    ).json()) as Json;
    const empty = await anonymous.call(`/public/categories/${String(made.categoryId)}/products`);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).status).toBe(false);
  });
});

describe('quirks mode: the real shapes', () => {
  it('categories carry only categoryId and categoryName; products no category', async () => {
    const anonymous = client(base);
    const page = (await (await anonymous.call('/public/categories?pageSize=3')).json()) as {
      content: Json[];
    };
    for (const category of page.content)
      expect(Object.keys(category).sort()).toEqual(['categoryId', 'categoryName']);
    const a = await admin();
    const made = (await (
      await a.call('/public/categories', { method: 'POST', json: { categoryName: 'Shaped' } })
    ).json()) as Json;
    expect(Object.keys(made).sort()).toEqual(['categoryId', 'categoryName']);
    const products = (await (await anonymous.call('/public/products?pageSize=3')).json()) as {
      content: Json[];
    };
    for (const product of products.content)
      expect(Object.keys(product).sort()).toEqual(
        [
          'description',
          'discount',
          'image',
          'price',
          'productId',
          'productName',
          'quantity',
          'specialPrice',
        ].sort(),
      );
  });
});

describe('quirks mode: cascade delete', () => {
  it('deleting a category deletes its products with it', async () => {
    const a = await admin();
    const made = (await (
      await a.call('/public/categories', { method: 'POST', json: { categoryName: 'Doomed' } })
    ).json()) as Json;
    const product = { productName: 'Lamp', description: 'A desk lamp', price: 20, quantity: 3 };
    const created = await a.call(`/admin/categories/${String(made.categoryId)}/product`, {
      method: 'POST',
      json: product,
    });
    const { productId } = (await created.json()) as Json;
    const deleted = await a.call(`/admin/categories/${String(made.categoryId)}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(db().products.some((p) => p.productId === productId)).toBe(false);
    const gone = await a.call(`/admin/products/${String(productId)}`, {
      method: 'PUT',
      json: product,
    });
    expect(gone.status).toBe(404);
  });
});

describe('quirks mode: unrounded doubles', () => {
  it('specialPrice on create, the seeded products, the cart total and a new order’s total', async () => {
    const a = await admin();
    const categoryId = db().categories[0]!.categoryId;
    const created = (await (
      await a.call(`/admin/categories/${categoryId}/product`, {
        method: 'POST',
        json: {
          productName: 'Mug',
          description: 'A big mug',
          price: 29.99,
          quantity: 9,
          discount: 10,
        },
      })
    ).json()) as Json;
    expect(created.specialPrice).toBe(29.99 * (1 - 10 / 100));
    expect(String(created.specialPrice)).not.toMatch(/^\d+(\.\d{1,2})?$/);

    const anonymous = client(base);
    const page = (await (await anonymous.call('/public/products?pageSize=200')).json()) as {
      content: { specialPrice: number }[];
    };
    expect(
      page.content.some((p) => Math.round(p.specialPrice * 100) / 100 !== p.specialPrice),
    ).toBe(true);

    // Three of the new product: the Java sum of 26.991 three times, not 80.97.
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    await shopper.call('/cart/create', {
      method: 'POST',
      json: [{ productId: created.productId, quantity: 3 }],
    });
    const cart = (await (await shopper.call('/carts/users/cart')).json()) as Json;
    const expected = (created.specialPrice as number) * 3;
    expect(cart.totalPrice).toBe(expected);
    expect(cart.totalPrice).not.toBe(Math.round(expected * 100) / 100);

    const user1 = db().users.find((u) => u.username === 'user1')!;
    const addressId = db().addresses.find((x) => x.userId === user1.id)!.addressId;
    const order = (await (
      await shopper.call('/order/users/payment/online', {
        method: 'POST',
        json: {
          addressId,
          pgName: 'Stripe',
          pgPaymentId: 'pi_unrounded',
          pgStatus: 'succeeded',
          pgResponseMessage: 'Payment successful',
        },
      })
    ).json()) as Json;
    expect(order.totalAmount).toBe(expected);
    const mine = (await (await shopper.call('/orders/users')).json()) as Json[];
    expect(mine.find((o) => o.orderId === order.orderId)?.totalAmount).toBe(expected);
  });
});
