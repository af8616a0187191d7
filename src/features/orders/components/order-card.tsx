import { Anchor, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';
import { productImageUrl, toProduct } from '@/api/adapters';
import { formatDollars, lineTotal } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

type Order = components['schemas']['Order'];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const TEXTS = STOREFRONT_TEXTS.orders;
const STATUS_COLORS: Record<string, string> = {
  pending_payment: 'orange',
  paid: 'yellow',
  shipped: 'blue',
  completed: 'green',
  cancelled: 'red',
};
// The real server's free-text statuses ("Order Accepted !") show as they are, in grey.
const statusOf = (status: string) => ({
  label: TEXTS.statuses[status] ?? status,
  color: STATUS_COLORS[status] ?? 'gray',
});

export function OrderCard({ order, onBuyAgain }: { order: Order; onBuyAgain: () => void }) {
  const status = statusOf(order.orderStatus);
  const payment = order.payment;
  return (
    <Card withBorder component="article" aria-label={TEXTS.order(order.orderId)}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={600}>{TEXTS.order(order.orderId)}</Text>
          <Text size="sm" c="dimmed">
            {dateFormat.format(new Date(`${order.orderDate}T00:00:00`))}
          </Text>
        </div>
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      </Group>
      <Stack gap="xs" mt="sm">
        {order.orderItems.map((item) => {
          const product = toProduct(item.product);
          return (
            <Group key={item.orderItemId} gap="sm" wrap="nowrap">
              <Image src={productImageUrl(product.image)} w={40} h={40} radius="sm" alt="" />
              <Text size="sm" style={{ flex: 1 }}>
                {item.quantity} × {product.productName}
              </Text>
              <Text size="sm">
                {formatDollars(lineTotal(item.orderedProductPrice, item.quantity))}
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {payment ? TEXTS.paidBy(payment.pgName ?? payment.paymentMethod) : TEXTS.noPayment}
        </Text>
        <Text fw={700}>{TEXTS.total(formatDollars(order.totalAmount))}</Text>
      </Group>
      <Group justify="space-between" mt="sm">
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/profile/orders/$orderId"
              params={{ orderId: String(order.orderId) }}
            />
          )}
        >
          {STOREFRONT_TEXTS.orderPage.view(order.orderId)}
        </Anchor>
        <Button size="xs" variant="light" onClick={onBuyAgain}>
          {TEXTS.buyAgain}
        </Button>
      </Group>
    </Card>
  );
}
