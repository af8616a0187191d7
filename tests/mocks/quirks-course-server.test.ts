import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../../mocks/db/database';
import { useScenario } from '../../mocks/node';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';
import { callApi, signIn } from '../helpers/mock-api';
import { client, expectMasked, MASKED_401 } from './quirks-client';

/**
 * The course-server switch: the public Spring Boot server the shop grew from, which lacks the
 * statistics, the admin orders and users and the shopper's order list, and answers each with its
 * masked 401 while the session holds (docs/product/real-server.md, "The course server").
 */
const LACKING = [
  '/admin/statistics',
  '/admin/statistics/sales?period=month',
  '/admin/statistics/users',
  '/admin/statistics/products',
  '/admin/orders',
  '/admin/users',
  '/orders/users',
];

describe('course-server scenario (in-process mock, as the browser and vitest use it)', () => {
  beforeEach(() => useScenario('course-server'));

  it('answers every lacking read with the masked 401 while GET /auth/user still answers 200', async () => {
    await signIn('admin');
    for (const path of LACKING) {
      await expectMasked(await callApi(path), path);
    }
    expect((await callApi('/auth/user')).status).toBe(200);
    expect((await callApi('/public/products?pageSize=5')).status).toBe(200);
  });

  it('masks the writes too: a status change and a user edit', async () => {
    await signIn('admin');
    const order = db().orders[0]!;
    const status = await callApi(`/admin/orders/${order.orderId}/status`, {
      method: 'PUT',
      json: { status: 'Shipped' },
    });
    expect(status.status).toBe(401);
    expect(await status.json()).toEqual(MASKED_401);
    const user = db().users[0]!;
    expect((await callApi(`/admin/users/${user.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('answers a shopper asking for statistics with the masked 401, not 403', async () => {
    await signIn('user1');
    const response = await callApi('/admin/statistics');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(MASKED_401);
  });

  it('keeps Spring Security’s own 401 with the called path for an anonymous call', async () => {
    const response = await callApi('/admin/orders');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ path: '/api/admin/orders' });
  });

  it('answers a signed-out GET /auth/user with the masked 401 body', async () => {
    const response = await callApi('/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(MASKED_401);
  });

  it('answers an order from an empty cart and /api/images/default.png with the masked 401', async () => {
    const { id } = await signIn('user1');
    const address = db().addresses.find((a) => a.userId === id)!;
    const order = await callApi('/order/users/payment/card', {
      method: 'POST',
      json: {
        addressId: address.addressId,
        pgName: 'Stripe',
        pgPaymentId: 'pi_none',
        pgStatus: 'succeeded',
        pgResponseMessage: 'Payment successful',
      },
    });
    expect(order.status).toBe(401);
    expect(await order.json()).toEqual(MASKED_401);
    const image = await callApi('/images/default.png');
    expect(image.status).toBe(401);
  });
});

describe('course-server scenario over HTTP, in quirks mode', () => {
  let mock: MockHttpServer;
  beforeAll(async () => {
    mock = await startMockHttpServer({ port: 0, quirks: true, scenario: 'course-server' });
  });
  afterAll(() => mock?.close());
  beforeEach(() => resetDatabase());

  it('answers the lacking reads with the masked 401 on the contract, and the rest as quirks mode', async () => {
    const admin = client(() => mock.url);
    await admin.signIn('admin', 'adminPass');
    for (const path of LACKING) await expectMasked(await admin.call(path));
    expect((await admin.call('/auth/user')).status).toBe(200);
    expect((await admin.call('/public/products?pageSize=5')).status).toBe(200);
  });

  it('answers a signed-out GET /auth/user and /api/images/default.png with the masked 401', async () => {
    const visitor = client(() => mock.url);
    await expectMasked(await visitor.call('/auth/user'));
    await expectMasked(await visitor.call('/images/default.png'));
  });
});
