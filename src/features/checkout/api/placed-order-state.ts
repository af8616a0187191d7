import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCheckoutState } from '../checkout-storage';
import { placeOrderOnce, type PlacedOrder } from './place-order';
import { verifyPayment } from './verify-payment';
import { checkoutKeys } from './query-keys';

/** What the confirmation page reads of the card processor's return address. */
export interface ConfirmationSearch {
  payment_intent?: string;
  redirect_status?: string;
}

/**
 * Where the confirmation page's order stands, as its title says it: "Order #12 confirmed" once
 * placed, "Order not placed" when the payment did not go through or placing failed. Read by the
 * route's loader from the page's own query (OrderConfirmation's key) and, live, by the page.
 */
export type PlacedOrderState =
  { status: 'pending' } | { status: 'placed'; orderId: number } | { status: 'failed' };

function stateOf(
  search: ConfirmationSearch,
  order: { status: 'pending' | 'error' | 'success'; data: PlacedOrder | undefined } | undefined,
): PlacedOrderState {
  const succeeded = search.redirect_status === 'succeeded' && !!search.payment_intent;
  if (!succeeded || order?.status === 'error') return { status: 'failed' };
  if (order?.status === 'success' && order.data)
    return { status: 'placed', orderId: order.data.orderId };
  return { status: 'pending' };
}

export const placedOrderState = (queryClient: QueryClient, search: ConfirmationSearch) =>
  stateOf(
    search,
    queryClient.getQueryState<PlacedOrder>(checkoutKeys.placedOrder(search.payment_intent)),
  );

/**
 * The confirmation page's query: the order placed for this payment, once the card processor
 * confirms it was paid (placeOrderOnce: once per payment intent across reloads and tabs).
 */
export const placedOrderQueryOptions = (search: ConfirmationSearch) => {
  const paymentIntent = search.payment_intent;
  return queryOptions({
    queryKey: checkoutKeys.placedOrder(paymentIntent),
    enabled: search.redirect_status === 'succeeded' && !!paymentIntent,
    retry: false,
    staleTime: Infinity,
    queryFn: () => {
      const addressId = getCheckoutState().address?.addressId;
      return placeOrderOnce(paymentIntent!, addressId ?? -1, () => verifyPayment(paymentIntent!));
    },
  });
};

/** The same query as the page's (one request between them), read for the title. */
export function usePlacedOrderState(search: ConfirmationSearch): PlacedOrderState {
  return stateOf(search, useQuery(placedOrderQueryOptions(search)));
}
