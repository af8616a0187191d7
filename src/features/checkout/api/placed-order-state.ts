import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ConfirmationSearch } from '../components/order-confirmation';
import type { PlacedOrder } from './place-order';
import { checkoutKeys } from './query-keys';

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

export function usePlacedOrderState(search: ConfirmationSearch): PlacedOrderState {
  // Observes without asking: the page places the order (OrderConfirmation).
  const query = useQuery<PlacedOrder>({
    queryKey: checkoutKeys.placedOrder(search.payment_intent),
    enabled: false,
  });
  return stateOf(search, query);
}
