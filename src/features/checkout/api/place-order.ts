import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import { api, call } from '@/api/client';
import { read, write } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * Orders already placed in this browser, by payment intent (`placed-orders` in localStorage, so
 * every tab sees them): a reload or a second tab opening the same confirmation URL must not place
 * a second one. A stored value of another shape is dropped (src/lib/storage.ts).
 */
const placedOrdersSchema = onFirstUse(() =>
  z.record(
    z.string().check(z.regex(/^pi_\w+$/)), // a payment intent's id
    z.int().check(z.positive()),
  ),
);
/** Only the newest few are kept: a confirmation URL is opened again soon or never. */
const KEEP = 20;

export interface PlacedOrder {
  orderId: number;
  /** Placed before this call (a reload, another tab): nothing was sent now. */
  already: boolean;
}

const inFlight = new Map<string, Promise<PlacedOrder>>();

const placedOrders = (): Record<string, number> =>
  read(STORAGE_KEYS.placedOrders, placedOrdersSchema) ?? {};

/** Storage full or blocked: not remembered; the server's single-use intent is the last guard. */
function rememberPlaced(paymentIntent: string, orderId: number) {
  const kept = Object.entries(placedOrders())
    .filter(([intent]) => intent !== paymentIntent)
    .slice(-(KEEP - 1));
  write(STORAGE_KEYS.placedOrders, Object.fromEntries([...kept, [paymentIntent, orderId]]));
}

export const placedOrderFor = (paymentIntent: string): number | null =>
  placedOrders()[paymentIntent] ?? null;

/**
 * Runs `task` holding this payment intent's lock across the browser's tabs (Web Locks), so two
 * tabs cannot place the same order at once: the second waits, then finds the first one's order.
 * Without Web Locks the in-tab dedupe and the stored record still apply.
 */
function withIntentLock<T>(paymentIntent: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  return locks.request(`place-order:${paymentIntent}`, task) as Promise<T>;
}

/**
 * POST /order/users/payment/online once per payment intent, across reloads and tabs: `verify`
 * runs first (it throws when the payment was not confirmed, and nothing is sent), then the
 * order is placed and remembered. A reload, a double render, a second click or a second tab gets
 * the same order back instead of placing another.
 */
export function placeOrderOnce(
  paymentIntent: string,
  addressId: number,
  verify: () => Promise<void>,
): Promise<PlacedOrder> {
  let pending = inFlight.get(paymentIntent);
  if (!pending) {
    pending = withIntentLock(paymentIntent, async () => {
      const done = placedOrderFor(paymentIntent);
      if (done !== null) return { orderId: done, already: true };
      await verify();
      const order = await call(
        api.POST('/order/users/payment/{paymentMethod}', {
          params: { path: { paymentMethod: 'online' } },
          body: {
            addressId,
            pgName: 'Stripe',
            pgPaymentId: paymentIntent,
            pgStatus: 'succeeded',
            pgResponseMessage: 'Payment successful',
          },
        }),
      );
      rememberPlaced(paymentIntent, order.orderId);
      return { orderId: order.orderId, already: false };
    });
    inFlight.set(paymentIntent, pending);
    pending.catch(() => inFlight.delete(paymentIntent));
  }
  return pending;
}
