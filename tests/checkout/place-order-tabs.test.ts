import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db/database';
import { server } from '../../mocks/node';
import { addressOf, callApi, productInStock } from '../helpers/mock-api';
import { payForCart } from '../helpers/paid-intent';
import { storeSignedIn } from '../helpers/render-app';

type PlaceOrderModule = typeof import('@/features/checkout/api/place-order');

/** A tab: its own copy of the module (its own in-tab dedupe), the browser's shared storage. */
async function openTab(): Promise<PlaceOrderModule> {
  vi.resetModules();
  return import('@/features/checkout/api/place-order');
}

/** Web Locks as a browser has them: one holder per name across tabs, the others wait. */
function fakeWebLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => task());
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  server.events.removeAllListeners();
});

async function paidCart() {
  await storeSignedIn('user1');
  const product = productInStock(3);
  await callApi('/cart/create', {
    method: 'POST',
    json: [{ productId: product.productId, quantity: 1 }],
  });
  return (await payForCart('user1')).id;
}

describe('an order is placed once across tabs', () => {
  it('two tabs confirming the same payment at once send one order; both show it', async () => {
    fakeWebLocks();
    const intent = await paidCart();
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/order/users/payment/')) posts++;
    });
    const [tabA, tabB] = [await openTab(), await openTab()];
    const addressId = addressOf('user1').addressId;
    const verified = vi.fn(async () => undefined);
    const [a, b] = await Promise.all([
      tabA.placeOrderOnce(intent, addressId, verified),
      tabB.placeOrderOnce(intent, addressId, verified),
    ]);
    expect(posts).toBe(1);
    expect(verified).toHaveBeenCalledTimes(1);
    expect(a.orderId).toBe(b.orderId);
    expect([a.already, b.already].sort()).toEqual([false, true]);
    expect(db().orders).toHaveLength(301);
    // A third tab opened later reads the record: nothing is verified or sent.
    const tabC = await openTab();
    expect(await tabC.placeOrderOnce(intent, addressId, verified)).toEqual({
      orderId: a.orderId,
      already: true,
    });
    expect(posts).toBe(1);
  });

  it('a payment that is not confirmed sends nothing and is not remembered', async () => {
    const tab = await openTab();
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/order/users/payment/')) posts++;
    });
    await expect(
      tab.placeOrderOnce('pi_x', 1, () => Promise.reject(new Error('not paid'))),
    ).rejects.toThrow('not paid');
    expect(posts).toBe(0);
    expect(tab.placedOrderFor('pi_x')).toBeNull();
  });
});
