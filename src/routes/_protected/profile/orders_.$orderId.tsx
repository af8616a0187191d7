import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { myOrdersQueries } from '@/features/orders/api/get-user-orders';
import { OrderDetails } from '@/features/orders/components/order-details';
import { parseOrderId } from '@/features/orders/order-id';
import { orderFound, useOrderFound } from '@/features/orders/order-found';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { useLoaderFollows } from '@/lib/routing/use-loader-follows';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { startBrowserPage } from '@/lib/routing/page-data';

/**
 * /profile/orders/<id>: one of the shopper's orders. `orders_` keeps it out of the history page's
 * layout: it is a page of its own, not something shown inside the list.
 */
export const Route = createFileRoute('/_protected/profile/orders_/$orderId')({
  // The order comes from the shopper's list (there is no one-order call): asked for at once,
  // without holding the navigation; the page shows its own loading and error states.
  loader: ({ context, params }) => {
    const { queryClient } = context;
    startBrowserPage(context, myOrdersQueries(queryClient));
    const orderId = parseOrderId(params.orderId);
    return { orderId, found: orderFound(queryClient, orderId) };
  },
  // "Order #12" until the list has answered without it.
  head: ({ loaderData }) =>
    storefrontHead(
      !loaderData || loaderData.orderId === null || loaderData.found === false
        ? STOREFRONT_TEXTS.orderPage.notFound
        : STOREFRONT_TEXTS.orderPage.title(loaderData.orderId),
    ),
  component: OrderPage,
});

function OrderPage() {
  const { orderId, found } = Route.useLoaderData();
  useLoaderFollows(found, useOrderFound(orderId));
  return (
    <Container size="md" py="md">
      <OrderDetails orderId={orderId} />
    </Container>
  );
}
