import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { OrderHistory } from '../../../features/orders/components/order-history';

export const Route = createFileRoute('/_protected/profile/orders')({
  component: OrdersPage,
});

function OrdersPage() {
  return (
    <Container size="md" py="md">
      <Title order={2} mb="md">
        Orders
      </Title>
      <OrderHistory />
    </Container>
  );
}
