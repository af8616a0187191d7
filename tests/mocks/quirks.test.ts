import { bypass } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEW_ORDER_STATUS } from '../../mocks/quirks';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { client, type Json } from './quirks-client';

/**
 * The standalone mock server's quirks mode (mocks/quirks/) over real HTTP, in this process:
 * the real backend's plain shapes, still valid against openapi.yaml. Requests go through msw's
 * `bypass` so this test process's own msw server leaves them alone.
 */
let mock: MockHttpServer;

beforeAll(async () => {
  mock = await startMockHttpServer({
    port: 0,
    quirks: true,
    allowedOrigins: ['http://localhost:4180'],
    control: true,
  });
});
afterAll(() => mock?.close());
beforeEach(() => mock.setQuirks(true));

const base = () => mock.url;

const PRODUCT_EXTRAS = ['soldQuantity', 'createdAt', 'active', 'brand', 'category'];
const ORDER_EXTRAS = ['customerName', 'paymentStatus', 'shippingAddress', 'createdAt', 'paidAt'];

describe('the mock HTTP server in quirks mode', () => {
  it('answers products in the plain DTO shape, with full /images/ URLs only from the catalogue', async () => {
    const { call } = client(base);
    const page = (await (await call('/public/products?pageSize=3')).json()) as { content: Json[] };
    expect(page.content).toHaveLength(3);
    for (const product of page.content) {
      for (const extra of PRODUCT_EXTRAS) expect(product).not.toHaveProperty(extra);
      expect(product.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    }
    const search = await call('/public/products/keyword/a?pageSize=2');
    expect(search.status).toBe(302);
    const found = (await search.json()) as { content: Json[] };
    expect(found.content[0]!.image).not.toMatch(/^http/);
    expect(found.content[0]).not.toHaveProperty('soldQuantity');
  });

  it('signs in with Spring’s cookie string, which jwtToken repeats', async () => {
    const response = await client(base).call('/auth/signin', {
      method: 'POST',
      json: { username: 'user1', password: 'password1' },
    });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^springBootEcom=[^;]+; Path=\/api; Max-Age=86400; Expires=.+ GMT$/);
    expect(((await response.json()) as Json).jwtToken).toBe(cookie);
  });

  it('places an order as "Order Accepted !" in the real order shape, everywhere it is read', async () => {
    const shopper = client(base);
    await shopper.signIn('user1', 'password1');
    const addresses = (await (await shopper.call('/users/addresses')).json()) as Json[];
    const products = (await (await shopper.call('/public/products?pageSize=50')).json()) as {
      content: Json[];
    };
    const product = products.content.find((p) => Number(p.quantity) > 0)!;
    expect(
      (
        await shopper.call('/cart/create', {
          method: 'POST',
          json: [{ productId: product.productId, quantity: 1 }],
        })
      ).status,
    ).toBe(201);
    const secret = await shopper.call('/order/stripe-client-secret', {
      method: 'POST',
      json: { amount: 100, currency: 'usd' },
    });
    expect(secret.status).toBe(201);
    expect(secret.headers.get('content-type')).toMatch(/^text\/plain/);
    const placed = await shopper.call('/order/users/payment/online', {
      method: 'POST',
      json: {
        addressId: addresses[0]!.addressId,
        pgName: 'Stripe',
        pgPaymentId: 'pi_quirks',
        pgStatus: 'succeeded',
        pgResponseMessage: 'Payment successful',
      },
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as Json;
    expect(order.orderStatus).toBe(NEW_ORDER_STATUS);
    for (const extra of ORDER_EXTRAS) expect(order).not.toHaveProperty(extra);
    expect(Object.keys(order).sort()).toEqual(
      [
        'addressId',
        'email',
        'orderDate',
        'orderId',
        'orderItems',
        'orderStatus',
        'payment',
        'totalAmount',
      ].sort(),
    );
    const item = (order.orderItems as Json[])[0]!;
    expect(item.product).not.toHaveProperty('brand');

    const mine = (await (await shopper.call('/orders/users')).json()) as Json[];
    expect(mine.find((o) => o.orderId === order.orderId)?.orderStatus).toBe(NEW_ORDER_STATUS);

    // The back office: plain arrays, every row; the status takes any string and goes back.
    const admin = client(base);
    await admin.signIn('admin', 'adminPass');
    const all = (await (
      await admin.call('/admin/orders?pageNumber=0&pageSize=5')
    ).json()) as Json[];
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toMatchObject({ orderId: order.orderId, orderStatus: NEW_ORDER_STATUS });
    const path = `/admin/orders/${String(order.orderId)}/status`;
    const shipped = await admin.call(path, { method: 'PUT', json: { status: 'shipped' } });
    expect(((await shipped.json()) as Json).orderStatus).toBe('shipped');
    const back = await admin.call(path, { method: 'PUT', json: { status: NEW_ORDER_STATUS } });
    expect(back.status).toBe(200);
    expect(((await back.json()) as Json).orderStatus).toBe(NEW_ORDER_STATUS);

    const users = (await (
      await admin.call('/admin/users?pageNumber=0&pageSize=5')
    ).json()) as Json[];
    expect(Array.isArray(users)).toBe(true);
    expect(users.length).toBeGreaterThan(5);
  });

  it('keeps what the default handlers already answer like the real server', async () => {
    const { call } = client(base);
    const bad = await call('/auth/signin', {
      method: 'POST',
      json: { username: 'user1', password: 'nope' },
    });
    expect(bad.status).toBe(404);
    expect(await bad.json()).toEqual({ message: 'Bad credentials', status: false });
    const anonymous = await call('/auth/user');
    expect(anonymous.status).toBe(401);
  });

  it('switches off and on over HTTP', async () => {
    const { call } = client(base);
    const toggle = async (on: 0 | 1) =>
      (
        await fetch(bypass(new Request(`${mock.url}/__mock/quirks?on=${on}`, { method: 'POST' })))
      ).json();
    expect(await toggle(0)).toEqual({ quirks: false });
    const plain = (await (await call('/public/products?pageSize=1')).json()) as { content: Json[] };
    expect(plain.content[0]).toHaveProperty('soldQuantity');
    expect(await toggle(1)).toEqual({ quirks: true });
    const real = (await (await call('/public/products?pageSize=1')).json()) as { content: Json[] };
    expect(real.content[0]).not.toHaveProperty('soldQuantity');
  });
});

describe('the mock HTTP server for a browser on another origin', () => {
  it('answers a CORS preflight and gives credentials to an allowed origin', async () => {
    const preflight = await fetch(
      bypass(
        new Request(`${mock.url}/api/auth/signin`, {
          method: 'OPTIONS',
          headers: {
            Origin: 'http://localhost:4180',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type',
          },
        }),
      ),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4180');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');

    const answer = await fetch(
      bypass(
        new Request(`${mock.url}/api/public/categories`, {
          headers: { Origin: 'http://localhost:4180' },
        }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:4180');
  });
});
