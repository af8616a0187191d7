import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { orderConfirmationTitle, titledHead } from '@/lib/page-identity/page-title';
import { textOrNone } from '@/lib/routing/search-text';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { placedOrderState, usePlacedOrderState } from '@/features/checkout/api/placed-order-state';
import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';

interface StripeReturn {
  payment_intent?: string | undefined;
  payment_intent_client_secret?: string | undefined;
  redirect_status?: string | undefined;
}

export const Route = createFileRoute('/_protected/order-confirmation')({
  // Stripe's return parameters; anything malformed just reads as "no payment". A plain reader
  // (no zod schema to build while the app starts): anything but text is none.
  validateSearch: (search: StripeReturn & SearchSchemaInput): StripeReturn => ({
    payment_intent: textOrNone(search.payment_intent),
    payment_intent_client_secret: textOrNone(search.payment_intent_client_secret),
    redirect_status: textOrNone(search.redirect_status),
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
