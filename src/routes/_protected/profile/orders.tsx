import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { OrderHistory } from '@/features/orders/components/order-history';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { myOrdersQueries } from '@/features/orders/api/get-user-orders';
import { startBrowserPage } from '@/lib/routing/page-data';

export const Route = createFileRoute('/_protected/profile/orders')({
  head: () => storefrontHead(STOREFRONT_TEXTS.pageTitles.orders),
  // The shopper's orders, asked for at once; the page shows its own loading state meanwhile.
  loader: ({ context }) => startBrowserPage(context, myOrdersQueries(context.queryClient)),
  component: OrdersPage,
});

function OrdersPage() {
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="md">
        {STOREFRONT_TEXTS.orders.heading}
      </Title>
      <OrderHistory />
    </Container>
  );
}
