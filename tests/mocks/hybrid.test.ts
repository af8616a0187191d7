import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { hybridHandler, listedOperations } from '../../mocks/hybrid';
import { server } from '../../mocks/node';
import { startMockHttpServer } from '../../mocks/server';
import { api, call } from '@/api/client';
import { MOCK_DATA_HEADER, noteOffering, serverOfferings } from '@/api/server-capabilities';
import { forgetUser } from '@/api/forget-user';
import { writeAuthUser } from '@/api/auth-storage';
import { client } from './quirks-client';

/**
 * Hybrid mode (mocks/hybrid.ts): msw answers only the operations the real server does not offer,
 * as the signed-in person's twin in the mock shop, and lets everything else through.
 */
const ORIGIN = 'http://localhost:5173';
const isPassthrough = (response: Response | undefined) =>
  response?.headers.get('x-msw-intention') === 'passthrough';

afterEach(() => forgetUser('signed-out'));

function signedInOnTheServerAs(username: 'admin' | 'user1') {
  writeAuthUser({
    id: 999,
    username,
    roles: username === 'admin' ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
  });
}

describe('hybrid mode', () => {
  it('reads the listed operations, ignoring unknown names', () => {
    expect(listedOperations('statistics, adminUsers,nonsense')).toEqual([
      'statistics',
      'adminUsers',
    ]);
    expect(listedOperations(undefined)).toEqual([]);
  });

  it('lets every call through to the server that is not a mocked operation', async () => {
    const gate = [hybridHandler(handlers, ['statistics'])];
    for (const path of ['/api/public/products', '/api/auth/user', '/api/admin/orders'])
      expect(isPassthrough(await getResponse(gate, new Request(`${ORIGIN}${path}`))), path).toBe(
        true,
      );
  });

  it('answers a listed operation from the mock shop as the signed-in admin’s twin, marked as mock data', async () => {
    signedInOnTheServerAs('admin');
    const gate = [hybridHandler(handlers, ['statistics'])];
    const response = await getResponse(gate, new Request(`${ORIGIN}/api/admin/statistics`));
    expect(response?.status).toBe(200);
    expect(response?.headers.get(MOCK_DATA_HEADER)).toBe('statistics');
    expect(await response?.json()).toHaveProperty('totalProducts');
  });

  it('asks the server first, and answers from the mock where the server has no such operation', async () => {
    const course = await startMockHttpServer({ port: 0, quirks: true, scenario: 'course-server' });
    try {
      const shopper = client(() => course.url, { contract: false });
      await shopper.signIn('user1', 'password1');
      signedInOnTheServerAs('user1');
      const gate = [hybridHandler(handlers, [])];
      const read = (path: string) =>
        getResponse(
          gate,
          new Request(`${course.url}/api${path}`, { headers: { Cookie: shopper.cookie() } }),
        );
      const orders = await read('/orders/users');
      expect(orders?.status).toBe(200);
      expect(orders?.headers.get(MOCK_DATA_HEADER)).toBe('ownOrders');
      // What the server has comes from the server.
      expect(isPassthrough(await read('/public/products'))).toBe(true);
    } finally {
      await course.close();
    }
  });

  it('mocks an operation the app has learnt is not offered, without asking the server', async () => {
    signedInOnTheServerAs('user1');
    noteOffering('ownOrders', 'not-offered');
    const response = await getResponse(
      [hybridHandler(handlers, [])],
      new Request(`${ORIGIN}/api/orders/users`),
    );
    expect(response?.headers.get(MOCK_DATA_HEADER)).toBe('ownOrders');
  });

  it('the client records a mocked answer as "mocked" (the screens’ badge), not as offered', async () => {
    signedInOnTheServerAs('admin');
    server.use(hybridHandler(handlers, ['statistics']));
    await call(api.GET('/admin/statistics'));
    expect(serverOfferings.get().statistics).toBe('mocked');
  });
});
