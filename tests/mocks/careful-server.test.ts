import { Blob as NodeBlob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { callApi, signIn } from '../helpers/mock-api';

/**
 * Plain mode (the in-browser worker, vitest and `npm run mock:server` without --quirks) shows
 * what a careful server does where the real one trusts the browser: carts within stock and
 * limits, stock never negative, validated prices and lengths, normalised usernames, throttled
 * sign-ins, strict path ids and uploads judged by their bytes.
 */
type Json = Record<string, unknown>;

const post = (path: string, json: unknown) => callApi(path, { method: 'POST', json });
const put = (path: string, json: unknown) => callApi(path, { method: 'PUT', json });

async function cartLines() {
  const cart = (await (await callApi('/carts/users/cart')).json()) as {
    products: { productId: number; quantity: number }[];
  };
  return cart.products.map(({ productId, quantity }) => ({ productId, quantity }));
}

const inStock = (min: number) => db().products.filter((p) => p.active && p.quantity >= min);

describe('the cart', () => {
  it('merges lines of one product into one line with the summed quantity', async () => {
    await signIn('user1');
    const product = inStock(5)[0]!;
    const answer = await post('/cart/create', [
      { productId: product.productId, quantity: 2 },
      { productId: product.productId, quantity: 3 },
    ]);
    expect(answer.status).toBe(201);
    expect(await cartLines()).toEqual([{ productId: product.productId, quantity: 5 }]);
  });

  it('refuses more than the stock, also when the sum of two lines is more', async () => {
    await signIn('user1');
    const product = inStock(2).find((p) => p.quantity < 1000)!;
    const over = await post('/cart/create', [
      { productId: product.productId, quantity: product.quantity },
      { productId: product.productId, quantity: 1 },
    ]);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      message: `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
      status: false,
    });
  });

  it('refuses more than 1,000 of one product and more than 100 lines', async () => {
    await signIn('user1');
    const product = inStock(1)[0]!;
    product.quantity = 5000;
    const many = await post('/cart/create', [{ productId: product.productId, quantity: 1001 }]);
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({
      message: 'At most 1000 of one product can be in a cart',
    });
    expect(
      (await post('/cart/create', [{ productId: product.productId, quantity: 1000 }])).status,
    ).toBe(201);

    for (const p of db().products) p.quantity = Math.max(p.quantity, 1);
    const lines = db()
      .products.filter((p) => p.active)
      .slice(0, 101)
      .map((p) => ({ productId: p.productId, quantity: 1 }));
    expect(lines).toHaveLength(101);
    const tooMany = await post('/cart/create', lines);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      message: 'A cart holds at most 100 different products',
    });
    expect((await post('/cart/create', lines.slice(0, 100))).status).toBe(201);
  });

  it('refuses an inactive product in every way into the cart', async () => {
    await signIn('user1');
    const product = inStock(3)[0]!;
    product.active = false;
    const refused = {
      message: `${product.productName} is not for sale at the moment`,
      status: false,
    };
    const create = await post('/cart/create', [{ productId: product.productId, quantity: 1 }]);
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual(refused);
    const add = await callApi(`/carts/products/${product.productId}/quantity/1`, {
      method: 'POST',
    });
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual(refused);
  });
});

describe('order placement re-checks the stock', () => {
  async function cartThenPlace(quantity: number, change: (productId: number) => void) {
    await signIn('user1');
    const product = inStock(quantity)[0]!;
    expect((await post('/cart/create', [{ productId: product.productId, quantity }])).status).toBe(
      201,
    );
    change(product.productId);
    const user = db().users.find((u) => u.username === 'user1')!;
    const addressId = db().addresses.find((a) => a.userId === user.id)!.addressId;
    const orders = db().orders.length;
    const answer = await post('/order/users/payment/card', {
      addressId,
      pgName: 'Stripe',
      pgPaymentId: 'pi_any',
      pgStatus: 'succeeded',
      pgResponseMessage: 'ok',
    });
    return { answer, product, orders };
  }

  it('refuses with 400 when another order took the stock since the cart was written', async () => {
    const { answer, product, orders } = await cartThenPlace(3, (id) => {
      db().products.find((p) => p.productId === id)!.quantity = 2;
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: `Please, make an order of the ${product.productName} less than or equal to the quantity 2.`,
      status: false,
    });
    expect(product.quantity).toBe(2);
    expect(db().orders).toHaveLength(orders);
  });

  it('refuses with 400 when the product was taken off sale since', async () => {
    const { answer, product, orders } = await cartThenPlace(1, (id) => {
      db().products.find((p) => p.productId === id)!.active = false;
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      message: `${product.productName} is not for sale at the moment`,
    });
    expect(db().orders).toHaveLength(orders);
  });
});

describe('admin prices, discounts and lengths', () => {
  const valid = { productName: 'Desk Lamp', description: 'A warm lamp', price: 40, quantity: 5 };

  it('refuses a negative or huge price, a discount outside 0-100, a special price above the price', async () => {
    await signIn('admin');
    const categoryId = db().categories[0]!.categoryId;
    const create = (body: Json) => post(`/admin/categories/${categoryId}/product`, body);
    for (const [body, field] of [
      [{ ...valid, price: -1 }, 'price'],
      [{ ...valid, price: 1_000_001 }, 'price'],
      [{ ...valid, discount: 101 }, 'discount'],
      [{ ...valid, discount: -5 }, 'discount'],
      [{ ...valid, quantity: 1_000_001 }, 'quantity'],
    ] as const) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toHaveProperty(field);
    }
    const productId = db().products[0]!.productId;
    const above = await put(`/admin/products/${productId}`, { ...valid, specialPrice: 41 });
    expect(above.status).toBe(400);
    expect(await above.json()).toEqual({ specialPrice: 'must be between 0 and the price' });
    const negative = await put(`/admin/products/${productId}`, { ...valid, specialPrice: -1 });
    expect(negative.status).toBe(400);
    expect((await put(`/admin/products/${productId}`, { ...valid, specialPrice: 40 })).status).toBe(
      200,
    );
    expect((await create({ ...valid, price: 1_000_000, discount: 100 })).status).toBe(201);
  });

  it('answers every over-long string with the 400 field map and a clear message', async () => {
    await signIn('admin');
    const long = (n: number) => 'x'.repeat(n);
    const categoryId = db().categories[0]!.categoryId;
    const productId = db().products[0]!.productId;
    const orderId = db().orders[0]!.orderId;
    const userId = db().users.find((u) => u.username === 'user1')!.id;
    const cases: [Promise<Response>, Json][] = [
      [
        post(`/admin/categories/${categoryId}/product`, { ...valid, productName: long(101) }),
        { productName: 'Product name must be at most 100 characters' },
      ],
      [
        put(`/admin/products/${productId}`, { ...valid, description: long(2001), brand: long(51) }),
        {
          description: 'Product description must be at most 2000 characters',
          brand: 'Brand must be at most 50 characters',
        },
      ],
      [
        post('/public/categories', { categoryName: long(51) }),
        { categoryName: 'Category name must be at most 50 characters' },
      ],
      [
        put(`/public/categories/${categoryId}`, { categoryName: 'Garden', description: long(501) }),
        { description: 'Category description must be at most 500 characters' },
      ],
      [
        put(`/admin/orders/${orderId}/status`, { status: long(31) }),
        { status: 'Order status must be at most 30 characters' },
      ],
      [
        put(`/admin/users/${userId}`, {
          username: 'user1',
          email: 'user1@shop.com',
          firstName: long(51),
          lastName: 'Doe',
          phone: long(21),
        }),
        {
          firstName: 'First name must be at most 50 characters',
          phone: 'Phone must be at most 20 characters',
        },
      ],
      [
        post('/auth/signup', {
          username: long(21),
          email: `${long(45)}@x.com`,
          password: long(41),
        }),
        {
          username: 'size must be between 3 and 20',
          email: 'size must be between 0 and 50',
          password: 'size must be between 6 and 40',
        },
      ],
    ];
    for (const [answer, fields] of cases) {
      const response = await answer;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(fields);
    }
    await signIn('user1');
    const address = {
      street: 'Main Street 1',
      buildingName: 'Tower A',
      city: long(51),
      state: 'IL',
      country: 'USA',
      pincode: long(11),
    };
    const refused = await post('/users/addresses', address);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      city: 'City name must be at most 50 characters',
      pincode: 'Pincode must be at most 10 characters',
    });
    // The minimums are kept.
    const short = await post('/users/addresses', { ...address, city: 'Abc', pincode: '12345' });
    expect(await short.json()).toEqual({ city: 'City name must be atleast 4 characters' });
  });

  it('bounds the catalogue keyword', async () => {
    const answer = await callApi(`/public/products?keyword=${'k'.repeat(201)}`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: 'Keyword must be at most 200 characters',
      status: false,
    });
  });
});

describe('usernames', () => {
  const signUp = (username: string) =>
    post('/auth/signup', {
      username,
      email: `${Math.random()}@shop.com`.slice(2),
      password: 'secret1',
    });

  it('are one user whatever the case or width: Admin, ADMIN and full-width admin are taken', async () => {
    for (const name of ['Admin', 'ADMIN', 'ａｄｍｉｎ', ' admin ']) {
      const answer = await signUp(name);
      expect(answer.status, name).toBe(400);
      expect(await answer.json()).toEqual({
        message: 'Error: Username is already taken!',
        status: false,
      });
    }
  });

  it('sign in whatever the case or width, as the stored user', async () => {
    for (const name of ['ADMIN', 'ａｄｍｉｎ']) {
      const answer = await post('/auth/signin', { username: name, password: 'adminPass' });
      expect(answer.status, name).toBe(200);
      expect(await answer.json()).toMatchObject({ username: 'admin' });
    }
  });

  it('are stored NFKC-normalised', async () => {
    expect((await signUp('ｎｅｗｂｉｅ')).status).toBe(200);
    expect(db().users.some((u) => u.username === 'newbie')).toBe(true);
  });

  it('refuse control and text-direction characters with a field message', async () => {
    for (const name of ['ad\u202Emin', 'user\u200F1', 'zero\u200Bwidth', 'tab\tname']) {
      const answer = await signUp(name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(await answer.json()).toEqual({
        username: 'must not contain control, invisible or text-direction characters',
      });
      const signInAnswer = await post('/auth/signin', { username: name, password: 'x' });
      expect(signInAnswer.status).toBe(400);
    }
  });
});

describe('the sign-in throttle', () => {
  const attempt = (username: string, password: string) =>
    post('/auth/signin', { username, password });

  it('answers 429 with Retry-After after 5 failures for one username, even to the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('user1', 'wrong')).status).toBe(404);
    const blocked = await attempt('user1', 'password1');
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(290);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(await blocked.json()).toEqual({
      message: `Too many sign-in attempts. Try again in ${seconds} seconds.`,
      status: false,
    });
    // Another user is not affected; "User1" is the same user.
    expect((await attempt('admin', 'adminPass')).status).toBe(200);
    expect((await attempt('USER1', 'password1')).status).toBe(429);
  });

  it('counts only failures: many right sign-ins pass, and a success clears the failures', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt('user1', 'password1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('user1', 'wrong')).status).toBe(404);
    expect((await attempt('user1', 'password1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('user1', 'wrong')).status).toBe(404);
    expect((await attempt('user1', 'password1')).status).toBe(200);
  });
});

describe('strict path ids', () => {
  it('never reads 0x5, 5.0, 1e3, +5, 05 or " 5" as a number', async () => {
    await signIn('admin');
    const product = db().products[4]!;
    const id = product.productId;
    const variants = [`0x${id.toString(16)}`, `${id}.0`, `+${id}`, `0${id}`, `%20${id}`];
    if (id === 1000) variants.push('1e3');
    for (const raw of variants) {
      const answer = await put(`/admin/products/${raw}`, {
        productName: 'Renamed',
        description: 'A new description',
        price: 1,
        quantity: 1,
      });
      expect(answer.status, raw).toBe(404);
      expect(await answer.json()).toEqual({
        message: `Product not found with productId: ${decodeURIComponent(raw)}`,
        status: false,
      });
    }
    expect(product.productName).not.toBe('Renamed');
    expect((await callApi('/admin/products/1e3', { method: 'DELETE' })).status).toBe(404);
    await signIn('user1');
    const quantity = await callApi(`/carts/products/${id}/quantity/1.0`, { method: 'POST' });
    expect(quantity.status).toBe(400);
  });
});

describe('uploads', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const text = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
  /** The multipart body by hand (jsdom's FormData and File lose the bytes on the way to fetch). */
  const upload = (productId: number, bytes: number[] | Uint8Array, name: string, type: string) =>
    callApi(`/products/${productId}/image`, {
      method: 'PUT',
      body: new NodeBlob(
        [
          `--b\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\n`,
          `Content-Type: ${type}\r\n\r\n`,
          new Uint8Array(bytes),
          '\r\n--b--\r\n',
        ],
        { type: 'multipart/form-data; boundary=b' },
      ) as unknown as Blob,
    });

  it('accepts PNG, JPEG, WebP and GIF by their first bytes and serves them with the sniffed type', async () => {
    await signIn('admin');
    const productId = db().products[0]!.productId;
    // [bytes, the type served, file name, declared type]: the name and declared type do not
    // matter, the bytes do.
    for (const [bytes, type, name, declared] of [
      [PNG, 'image/png', 'a.png', 'image/png'],
      [[0xff, 0xd8, 0xff, 0xe0, 0, 16], 'image/jpeg', 'b.jpg', 'image/jpeg'],
      [[...text('RIFF'), 0, 0, 0, 0, ...text('WEBPVP8 ')], 'image/webp', 'c.webp', 'image/webp'],
      [text('GIF89a....'), 'image/gif', 'd.gif', 'image/gif'],
      [PNG, 'image/png', 'photo.txt', 'application/octet-stream'],
      [text('GIF87a....'), 'image/gif', 'e.png', 'image/png'],
    ] as const) {
      const answer = await upload(productId, [...bytes], name, declared);
      expect(answer.status, name).toBe(200);
      const image = ((await answer.json()) as Json).image as string;
      const stored = db().products.find((p) => p.productId === productId)!.image;
      expect(image).toContain(stored);
      const served = await callApi(`/images/${stored}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('refuses SVG, HTML and HTML named .png with a clear 400', async () => {
    await signIn('admin');
    const product = db().products[0]!;
    const before = product.image;
    for (const [content, name, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'x.svg', 'image/svg+xml'],
      ['<html><script>alert(1)</script></html>', 'x.html', 'text/html'],
      ['<html><script>alert(1)</script></html>', 'photo.png', 'image/png'],
      ['\x89PNG', 'truncated.png', 'image/png'],
    ]) {
      const answer = await upload(product.productId, text(content!), name!, type!);
      expect(answer.status, name).toBe(400);
      expect(await answer.json()).toEqual({
        message: 'Only PNG, JPEG, WebP or GIF images are accepted',
        status: false,
      });
    }
    expect(product.image).toBe(before);
  });

  it('refuses an image over 1 MB with a 400 that says so', async () => {
    await signIn('admin');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const answer = await upload(db().products[0]!.productId, big, 'big.png', 'image/png');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      message: 'The image must be at most 1 MB',
      status: false,
    });
  });

  it('serves drawn pictures with the same headers, and no prototype key as an image', async () => {
    const drawn = await callApi(`/images/${db().products[0]!.image}`);
    expect(drawn.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(drawn.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await callApi(`/images/${name}`)).status, name).toBe(404);
    }
  });
});
