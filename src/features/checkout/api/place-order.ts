import { api, call } from '../../../api/client';

/** Orders already placed in this tab, by payment intent: a reload must not place a second one. */
const PLACED_KEY = 'placed-orders';
const inFlight = new Map<string, Promise<number>>();

function placedOrders(): Record<string, number> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(PLACED_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export const placedOrderFor = (paymentIntent: string): number | null =>
  placedOrders()[paymentIntent] ?? null;

/**
 * POST /order/users/payment/online once per payment intent: a reload, a double render or a
 * second click gets the same order back instead of placing another.
 */
export function placeOrderOnce(paymentIntent: string, addressId: number): Promise<number> {
  const done = placedOrderFor(paymentIntent);
  if (done !== null) return Promise.resolve(done);
  let pending = inFlight.get(paymentIntent);
  if (!pending) {
    pending = call(
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
    ).then((order) => {
      sessionStorage.setItem(
        PLACED_KEY,
        JSON.stringify({ ...placedOrders(), [paymentIntent]: order.orderId }),
      );
      return order.orderId;
    });
    inFlight.set(paymentIntent, pending);
    pending.catch(() => inFlight.delete(paymentIntent));
  }
  return pending;
}
