import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { orderConfirmationTitle, titledHead } from '../../lib/page-identity/page-title';
import { useLoaderFollows } from '../../lib/routing/use-loader-follows';
import {
  placedOrderState,
  usePlacedOrderState,
} from '../../features/checkout/api/placed-order-state';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation';

export const Route = createFileRoute('/_protected/order-confirmation')({
  // Stripe's return parameters; anything malformed just reads as "no payment".
  validateSearch: z.object({
    payment_intent: z.catch(z.optional(z.string()), undefined),
    payment_intent_client_secret: z.catch(z.optional(z.string()), undefined),
    redirect_status: z.catch(z.optional(z.string()), undefined),
  }),
  loaderDeps: ({ search }) => search,
  // The order this payment placed, as far as the title says it (the page places it).
  loader: ({ context, deps }) => ({ order: placedOrderState(context.queryClient, deps) }),
  head: ({ loaderData }) =>
    titledHead(orderConfirmationTitle(loaderData?.order ?? { status: 'pending' })),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  const search = Route.useSearch();
  useLoaderFollows(Route.useLoaderData().order, usePlacedOrderState(search));
  return <OrderConfirmation search={search} />;
}
