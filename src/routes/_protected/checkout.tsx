import { Container, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

// The checkout wizard (address, payment method, summary, payment) is built in its own issue;
// the route exists so that the sign-in guard and its redirect back here work end to end.
export const Route = createFileRoute('/_protected/checkout')({
  component: CheckoutPage,
});

function CheckoutPage() {
  return (
    <Container size="md" py="md">
      <Title order={2}>Checkout</Title>
      <Text c="dimmed">Review your cart, choose an address and pay.</Text>
    </Container>
  );
}
