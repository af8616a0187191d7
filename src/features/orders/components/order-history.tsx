import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { messageOr } from '../../../api/errors';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { toast } from '../../../lib/toast';
import { useUserOrders } from '../api/get-user-orders';
import { buyAgain, buyAgainMessage } from '../buy-again';
import { OrderCard } from './order-card';

/** The signed-in shopper's orders, newest first. */
export function OrderHistory() {
  const orders = useUserOrders();
  if (orders.isPending) return <Loader aria-label="Loading orders" />;
  if (orders.isError)
    return (
      <LoadFailedAlert message={messageOr(orders.error, 'Failed to fetch orders')} query={orders} />
    );
  if (orders.data.length === 0)
    return (
      <Stack gap="xs">
        <Text>You have not placed any order yet.</Text>
        <Anchor component={Link} to="/products">
          Start Shopping
        </Anchor>
      </Stack>
    );
  return (
    <Stack>
      {orders.data.map((order) => (
        <OrderCard
          key={order.orderId}
          order={order}
          onBuyAgain={() => {
            const result = buyAgain(order);
            (result.added ? toast.success : toast.error)(buyAgainMessage(result));
          }}
        />
      ))}
    </Stack>
  );
}
