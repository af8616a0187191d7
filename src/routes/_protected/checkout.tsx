import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useCartLineCount } from '../../features/cart/cart-store';
import { CheckoutWizard } from '../../features/checkout/components/checkout-wizard';

export const Route = createFileRoute('/_protected/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  const lines = useCartLineCount();
  if (lines === 0)
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={2}>Checkout</Title>
          <Text fw={600}>Your cart is empty</Text>
          <Text>Add some products to get started</Text>
          <Anchor component={Link} to="/products">
            Browse products
          </Anchor>
        </Stack>
      </Container>
    );
  return <CheckoutWizard />;
}
