import { Alert, Badge, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { toProduct } from '../../../api/adapters';
import { messageOr } from '../../../api/errors';
import { formatDollars } from '../../../lib/money';
import { useUserOrders } from '../api/get-user-orders';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const STATUS_LABELS: Record<string, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The signed-in shopper's orders, newest first. */
export function OrderHistory() {
  const orders = useUserOrders();
  if (orders.isPending) return <Loader aria-label="Loading orders" />;
  if (orders.isError)
    return (
      <Alert color="red" role="alert">
        {messageOr(orders.error, 'Failed to fetch orders')}
      </Alert>
    );
  if (orders.data.length === 0) return <Text c="dimmed">You have not placed any order yet.</Text>;
  return (
    <Stack>
      {orders.data.map((order) => (
        <Card
          key={order.orderId}
          withBorder
          component="article"
          aria-label={`Order #${order.orderId}`}
        >
          <Group justify="space-between">
            <Text fw={600}>Order #{order.orderId}</Text>
            <Badge variant="light">{STATUS_LABELS[order.orderStatus] ?? order.orderStatus}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {dateFormat.format(new Date(`${order.orderDate}T00:00:00`))}
          </Text>
          <Stack gap={2} mt="xs">
            {order.orderItems.map((item) => (
              <Text key={item.orderItemId} size="sm">
                {item.quantity} × {toProduct(item.product).productName} —{' '}
                {formatDollars(item.orderedProductPrice)}
              </Text>
            ))}
          </Stack>
          <Text fw={700} mt="xs">
            Total {formatDollars(order.totalAmount)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
