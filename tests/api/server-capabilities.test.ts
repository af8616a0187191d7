import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import { db } from '../../mocks/db/database';
import { maskedUnauthorized } from '../../mocks/responses';
import { api, call } from '@/api/client';
import { isApiError, isMaskedFailure, isNotOffered } from '@/api/errors';
import { serverOfferings } from '@/api/server-capabilities';
import { forgetUser } from '@/api/forget-user';
import { readAuthUser } from '@/api/auth-storage';
import { storeSignedIn } from '../helpers/render-app';

/**
 * What the server offers, learnt from its answers (src/api/server-capabilities.ts): the masked
 * 401 of a read of an optional operation while GET /auth/user still answers 200 is "not offered";
 * a success is "offered"; a real failure or a write changes nothing.
 */
const failure = (pending: Promise<unknown>) =>
  pending.then(
    () => undefined,
    (reason: unknown) => reason,
  );

// A sign-out forgets what was learnt (the store registers with forgetUser). Each test starts and
// ends with nothing learnt, and reads only the operation it calls: another test file in the same
// worker may still have an answer on its way when this one starts (vitest shares the worker's
// modules, README "Test times").
beforeEach(() => forgetUser('signed-out'));
afterEach(() => forgetUser('signed-out'));

describe('against the course server', () => {
  it('finds the statistics not offered, keeps the session, and a later success offers them again', async () => {
    await storeSignedIn('admin');
    useScenario('course-server');
    const error = await failure(call(api.GET('/admin/statistics')));
    expect(isNotOffered(error)).toBe(true);
    expect(isMaskedFailure(error)).toBe(true);
    expect(serverOfferings.get().statistics).toBe('not-offered');
    expect(readAuthUser()?.username).toBe('admin');

    // A deploy later: the operation answers.
    server.resetHandlers();
    await call(api.GET('/admin/statistics'));
    expect(serverOfferings.get().statistics).toBe('offered');
  });

  it('learns each optional read on its own: orders, users and the shopper’s orders', async () => {
    await storeSignedIn('admin');
    useScenario('course-server');
    for (const pending of [
      call(api.GET('/admin/orders', { params: { query: {} } })),
      call(api.GET('/admin/users', { params: { query: {} } })),
      call(api.GET('/orders/users')),
    ])
      expect(isNotOffered(await failure(pending))).toBe(true);
    expect(serverOfferings.get()).toMatchObject({
      adminOrders: 'not-offered',
      adminUsers: 'not-offered',
      ownOrders: 'not-offered',
    });
  });

  it('keeps a masked 401 on a write a refusal: a status change is not "not offered"', async () => {
    await storeSignedIn('admin');
    useScenario('course-server');
    const order = db().orders[0]!;
    const error = await failure(
      call(
        api.PUT('/admin/orders/{orderId}/status', {
          params: { path: { orderId: order.orderId } },
          body: { status: 'shipped' },
        }),
      ),
    );
    expect(isMaskedFailure(error)).toBe(true);
    expect(isNotOffered(error)).toBe(false);
    expect(serverOfferings.get().adminOrders).toBeUndefined();
  });

  it('signs out on a masked 401 of GET /auth/user (its answer for a missing session)', async () => {
    await storeSignedIn('user1');
    useScenario('course-server');
    server.use(
      // The course server's answer to a signed-out GET /auth/user: Spring's masked 401.
      http.get('*/api/auth/user', () => maskedUnauthorized()),
    );
    const error = await failure(call(api.GET('/auth/user')));
    expect(isApiError(error) && error.status).toBe(401);
    expect(readAuthUser()).toBeNull();
  });
});

describe('a real failure is never "not offered"', () => {
  it.each([
    ['no answer (network error)', () => HttpResponse.error()],
    [
      'a 500',
      () => HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }),
    ],
  ])('%s on GET /admin/statistics', async (_, answer) => {
    await storeSignedIn('admin');
    server.use(http.get('*/api/admin/statistics', answer));
    const error = await failure(call(api.GET('/admin/statistics')));
    expect(isApiError(error)).toBe(true);
    expect(isNotOffered(error)).toBe(false);
    expect(serverOfferings.get().statistics).toBeUndefined();
  });

  it('a masked 401 while GET /auth/user gets no answer stays a failed request', async () => {
    await storeSignedIn('admin');
    useScenario('course-server');
    server.use(http.get('*/api/auth/user', () => HttpResponse.error()));
    const error = await failure(call(api.GET('/admin/statistics')));
    expect(isMaskedFailure(error)).toBe(true);
    expect(isNotOffered(error)).toBe(false);
    expect(serverOfferings.get().statistics).toBeUndefined();
  });
});
