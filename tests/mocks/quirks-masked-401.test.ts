import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import {
  client,
  startQuirksServerForFile,
  expectMasked,
  MASKED_401,
  VALID_ADDRESS,
  type Json,
} from './quirks-client';

/**
 * Quirks mode's masked 401: every error the real server does not handle answers
 * 401 {"path":"/error",...}, even for a signed-in user; an anonymous call to a protected path
 * keeps the normal 401 with its own path. One case per cause, each next to the answer that
 * passes, so the boundary is the server's and not the test's.
 */
const { base, signedIn } = startQuirksServerForFile();
const admin = () => signedIn('admin', 'adminPass');

async function newShopper() {
  const c = client(base);
  const name = `q${Math.random().toString(36).slice(2, 9)}`;
  const signup = await c.call('/auth/signup', {
    method: 'POST',
    json: { username: name, email: `${name}@quirks.test`, password: 'secret-1' },
  });
  expect(signup.status).toBe(200);
  await c.signIn(name, 'secret-1');
  return c;
}

const product = { productName: 'Pen', description: 'A blue pen', price: 2, quantity: 5 };

describe('quirks mode: the minimum lengths at persist are the masked 401', () => {
  it('category name 5, on create and update', async () => {
    const a = await admin();
    await expectMasked(
      await a.call('/public/categories', { method: 'POST', json: { categoryName: 'Toys' } }),
    );
    const made = await a.call('/public/categories', {
      method: 'POST',
      json: { categoryName: 'Games' },
    });
    expect(made.status).toBe(201);
    const { categoryId } = (await made.json()) as Json;
    await expectMasked(
      await a.call(`/public/categories/${String(categoryId)}`, {
        method: 'PUT',
        json: { categoryName: 'Gam' },
      }),
    );
    const renamed = await a.call(`/public/categories/${String(categoryId)}`, {
      method: 'PUT',
      json: { categoryName: 'Gamez' },
    });
    expect(renamed.status).toBe(200);
  });

  it('product name 3 and description 6, on create and update', async () => {
    const a = await admin();
    const categoryId = db().categories[0]!.categoryId;
    const path = `/admin/categories/${categoryId}/product`;
    await expectMasked(
      await a.call(path, { method: 'POST', json: { ...product, productName: 'Pe' } }),
    );
    await expectMasked(
      await a.call(path, { method: 'POST', json: { ...product, description: 'A pen' } }),
    );
    const made = await a.call(path, { method: 'POST', json: product });
    expect(made.status).toBe(201);
    const { productId } = (await made.json()) as Json;
    const update = `/admin/products/${String(productId)}`;
    await expectMasked(
      await a.call(update, { method: 'PUT', json: { ...product, productName: 'P' } }),
    );
    await expectMasked(
      await a.call(update, { method: 'PUT', json: { ...product, description: 'Pen' } }),
    );
    expect((await a.call(update, { method: 'PUT', json: product })).status).toBe(200);
  });

  it('address street and buildingName 5, city 4, state and country 2, pincode 5, on create and update', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const made = await shopper.call('/users/addresses', { method: 'POST', json: VALID_ADDRESS });
    expect(made.status).toBe(201);
    const { addressId } = (await made.json()) as Json;
    const short = {
      street: 'Main',
      buildingName: 'Towr',
      city: 'Pun',
      state: 'M',
      country: 'I',
      pincode: '4110',
    };
    for (const [field, value] of Object.entries(short)) {
      const json = { ...VALID_ADDRESS, [field]: value };
      await expectMasked(await shopper.call('/users/addresses', { method: 'POST', json }));
      await expectMasked(
        await shopper.call(`/users/addresses/${String(addressId)}`, { method: 'PUT', json }),
      );
    }
  });
});

describe('quirks mode: a user without a server cart gets the masked 401', () => {
  it('for every cart call until POST /cart/create, then the cart answers', async () => {
    expect(db().carts).toEqual([]); // no seeded user (user1 included) has a server cart
    for (const shopper of [await newShopper(), client(base)]) {
      if (!shopper.cookie()) await shopper.signIn('user1', 'password1');
      const productId = db().products.find((p) => p.quantity > 2)!.productId;
      await expectMasked(await shopper.call('/carts/users/cart'));
      await expectMasked(
        await shopper.call(`/cart/products/${productId}/quantity/add`, { method: 'PUT' }),
      );
      await expectMasked(
        await shopper.call(`/carts/products/${productId}/quantity/1`, { method: 'POST' }),
      );
      await expectMasked(await shopper.call(`/carts/1/product/${productId}`, { method: 'DELETE' }));
      const created = await shopper.call('/cart/create', {
        method: 'POST',
        json: [{ productId, quantity: 1 }],
      });
      expect(created.status).toBe(201);
      const cart = await shopper.call('/carts/users/cart');
      expect(cart.status).toBe(200);
      expect(((await cart.json()) as { products: Json[] }).products).toHaveLength(1);
    }
  });
});

describe('quirks mode: foreign-key failures are the masked 401', () => {
  it('deleting a product that is in an order; one in no order is deleted', async () => {
    const a = await admin();
    const ordered = new Set(db().orders.flatMap((o) => o.items.map((i) => i.productId)));
    const inOrder = [...ordered][0]!;
    const free = db().products.find((p) => !ordered.has(p.productId))!.productId;
    await expectMasked(await a.call(`/admin/products/${inOrder}`, { method: 'DELETE' }));
    expect(db().products.some((p) => p.productId === inOrder)).toBe(true);
    expect((await a.call(`/admin/products/${free}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('deleting a category whose products are in an order or in a cart', async () => {
    const a = await admin();
    const ordered = new Set(db().orders.flatMap((o) => o.items.map((i) => i.productId)));
    const category = db().categories.find((c) =>
      db().products.some((p) => p.categoryId === c.categoryId && ordered.has(p.productId)),
    )!;
    await expectMasked(
      await a.call(`/admin/categories/${category.categoryId}`, { method: 'DELETE' }),
    );
    expect(db().categories).toContainEqual(category);

    // A new category whose only product sits in a shopper's cart.
    const made = (await (
      await a.call('/public/categories', { method: 'POST', json: { categoryName: 'Carted' } })
    ).json()) as Json;
    const item = (await (
      await a.call(`/admin/categories/${String(made.categoryId)}/product`, {
        method: 'POST',
        json: product,
      })
    ).json()) as Json;
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const cart = await shopper.call('/cart/create', {
      method: 'POST',
      json: [{ productId: item.productId, quantity: 1 }],
    });
    expect(cart.status).toBe(201);
    await expectMasked(
      await a.call(`/admin/categories/${String(made.categoryId)}`, { method: 'DELETE' }),
    );
  });

  it('deleting an address an order uses; an unused one is deleted', async () => {
    // An order of a shopper who can still sign in (a deactivated account has no session).
    const isActive = (userId: number) => db().users.some((u) => u.id === userId && u.active);
    const order = db().orders.find((o) => o.addressId !== null && isActive(o.userId))!;
    const user = db().users.find((u) => u.id === order.userId)!;
    const owner = db().addresses.find((x) => x.addressId === order.addressId)!;
    expect(owner.userId).toBe(user.id);
    // Sign the owner in with a session of the mock's own (seeded passwords are not all known).
    const shopper = client(base);
    const token = 'quirks-test-session';
    db().sessions.push({ token, userId: user.id, expiresAt: Date.now() + 60_000 });
    const call = (path: string, init: RequestInit = {}) =>
      shopper.call(path, {
        ...init,
        headers: { Cookie: `springBootEcom=${token}` },
      });
    await expectMasked(await call(`/users/addresses/${order.addressId}`, { method: 'DELETE' }));
    const spare = await shopper.call('/users/addresses', {
      method: 'POST',
      json: VALID_ADDRESS,
      headers: { Cookie: `springBootEcom=${token}` },
    });
    expect(spare.status).toBe(201);
    const { addressId } = (await spare.json()) as Json;
    expect((await call(`/users/addresses/${String(addressId)}`, { method: 'DELETE' })).status).toBe(
      200,
    );
  });
});

describe('quirks mode: failures outside the handlers are the masked 401', () => {
  it('a client secret under Stripe’s 50 cents', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const secret = (amount: number) =>
      shopper.call('/order/stripe-client-secret', {
        method: 'POST',
        json: { amount, currency: 'usd' },
      });
    await expectMasked(await secret(49));
    expect((await secret(50)).status).toBe(201);
  });

  it('an unknown sortBy', async () => {
    const anonymous = client(base);
    await expectMasked(await anonymous.call('/public/products?sortBy=createdAt'));
    await expectMasked(await anonymous.call('/public/categories?sortBy=productCount'));
    expect((await anonymous.call('/public/products?sortBy=specialPrice')).status).toBe(200);
  });

  it('malformed JSON and a wrong content type (415), signed in', async () => {
    const a = await admin();
    const malformed = await a.call('/public/categories', {
      method: 'POST',
      body: '{"categoryName": "Broken',
      headers: { 'Content-Type': 'application/json' },
    });
    await expectMasked(malformed);
    const plainText = await a.call('/public/categories', {
      method: 'POST',
      body: JSON.stringify({ categoryName: 'Plain text' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    await expectMasked(plainText);
  });

  it('a wrong method (405) and a path with no mapping (404), signed in', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    await expectMasked(
      await shopper.call('/public/products', { method: 'PATCH', unchecked: true }),
    );
    await expectMasked(await shopper.call('/orders/nowhere', { unchecked: true }));
  });

  it('an upload over 1 MB (413); a small PNG is stored', async () => {
    const a = await admin();
    const productId = db().products[0]!.productId;
    // The multipart body by hand: jsdom's Blob does not serialise its bytes in a fetch body.
    const upload = (size: number) => {
      const boundary = 'quirks-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        // A PNG signature, then filler: only real images are stored.
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(size - 8, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return a.call(`/products/${productId}/image`, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    await expectMasked(await upload(1024 * 1024 + 1));
    expect((await upload(1024)).status).toBe(200);
  });

  it('but an anonymous call to a protected path gets the normal 401 with its own path', async () => {
    const anonymous = client(base);
    const cart = await anonymous.call('/carts/users/cart');
    expect(cart.status).toBe(401);
    expect(await cart.json()).toEqual({ ...MASKED_401, path: '/api/carts/users/cart' });
    const unmapped = await anonymous.call('/orders/nowhere', { unchecked: true });
    expect(await unmapped.json()).toEqual({ ...MASKED_401, path: '/api/orders/nowhere' });
  });
});
