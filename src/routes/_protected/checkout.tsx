import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { storefrontHead } from '@/lib/page-identity/page-title';
import { useCartLineCount } from '@/entities/cart/cart-store';
import { CheckoutWizard } from '@/features/checkout/components/checkout-wizard';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { myAddressesQueries } from '@/features/addresses/api/get-addresses';
import { startBrowserPage } from '@/lib/routing/page-data';

export const Route = createFileRoute('/_protected/checkout')({
  head: () => storefrontHead(STOREFRONT_TEXTS.pageTitles.checkout),
  // The saved addresses the first step offers, asked for at once (the step shows its own
  // loading state meanwhile).
  loader: ({ context }) => startBrowserPage(context, myAddressesQueries(context.queryClient)),
  component: CheckoutPage,
});

function CheckoutPage() {
  const lines = useCartLineCount();
  if (lines === 0)
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={1} size="h2">
            {STOREFRONT_TEXTS.checkout.heading}
          </Title>
          <Text fw={600}>{STOREFRONT_TEXTS.cart.empty}</Text>
          <Text>{STOREFRONT_TEXTS.cart.emptyHint}</Text>
          <Anchor component={Link} to="/products">
            {STOREFRONT_TEXTS.checkout.browseProducts}
          </Anchor>
        </Stack>
      </Container>
    );
  return <CheckoutWizard />;
}
