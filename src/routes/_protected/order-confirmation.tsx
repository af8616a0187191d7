import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { usePageTitle } from '../../lib/page-identity/live-title';
import { orderConfirmationTitle, storefrontHead } from '../../lib/page-identity/page-title';
import { useCachedQueryState } from '../../lib/page-identity/use-cached-query-state';
import type { PlacedOrder } from '../../features/checkout/api/place-order';
import {
  OrderConfirmation,
  type ConfirmationSearch,
} from '../../features/checkout/components/order-confirmation';
import { STOREFRONT_TEXTS } from '../../lib/storefront-texts';
import { checkoutKeys } from '../../features/checkout/api/query-keys';

export const Route = createFileRoute('/_protected/order-confirmation')({
  // Stripe's return parameters; anything malformed just reads as "no payment".
  validateSearch: z.object({
    payment_intent: z.catch(z.optional(z.string()), undefined),
    payment_intent_client_secret: z.catch(z.optional(z.string()), undefined),
    redirect_status: z.catch(z.optional(z.string()), undefined),
  }),
  head: () => storefrontHead(STOREFRONT_TEXTS.pageTitles.orderConfirmation),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const search = Route.useSearch();
  usePageTitle(useConfirmationTitle(search));
  return <OrderConfirmation search={search} />;
}

/**
 * "Order #12 confirmed" once the order is placed; "Order not placed" when the payment did not go
 * through or placing failed. Follows the page's own query (OrderConfirmation's key).
 */
function useConfirmationTitle(search: ConfirmationSearch): string {
  const succeeded = search.redirect_status === 'succeeded' && !!search.payment_intent;
  const order = useCachedQueryState<PlacedOrder>([
    ...checkoutKeys.placedOrder(search.payment_intent),
  ]);
  if (!succeeded || order?.status === 'error') return orderConfirmationTitle({ status: 'failed' });
  if (order?.status === 'success' && order.data)
    return orderConfirmationTitle({ status: 'placed', orderId: order.data.orderId });
  return orderConfirmationTitle({ status: 'pending' });
}
