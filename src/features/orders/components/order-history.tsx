import { MockDataBadge } from '@/components/mock-data-badge';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isNotOffered } from '@/api/errors';
import { messageOr } from '@/components/error-text';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { toast } from '@/lib/toast';
import { useUserOrders } from '../api/get-user-orders';
import { buyAgain, buyAgainMessage } from '../buy-again';
import { OrderCard } from './order-card';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** The signed-in shopper's orders, newest first. */
export function OrderHistory() {
  const orders = useUserOrders();
  if (orders.isPending) return <Loader aria-label={STOREFRONT_TEXTS.orders.loading} />;
  // Asking again cannot help when the server has no such list.
  if (orders.isError && isNotOffered(orders.error))
    return <Text role="status">{STOREFRONT_TEXTS.orders.notOffered}</Text>;
  if (orders.isError)
    return (
      <LoadFailedAlert
        message={messageOr(orders.error, STOREFRONT_TEXTS.orders.failedToFetch)}
        query={orders}
      />
    );
  if (orders.data.length === 0)
    return (
      <Stack gap="xs">
        <Text>{STOREFRONT_TEXTS.orders.none}</Text>
        <Anchor component={Link} to="/products">
          {STOREFRONT_TEXTS.cart.startShopping}
        </Anchor>
      </Stack>
    );
  return (
    <Stack>
      <MockDataBadge operations={['ownOrders']} />
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
