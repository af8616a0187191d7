import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';
import { toProduct } from '@/api/adapters';
import { isNotOffered } from '@/api/errors';
import { messageOr } from '@/components/error-text';
import { LoadFailedAlert } from '@/components/load-failed-alert';
import { ProductImage } from '@/components/product-image';
import { formatDollars, lineTotal, sumInCents } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';
import { useUserOrders } from '../api/get-user-orders';
import { buyAgain, buyAgainMessage } from '../buy-again';
import { orderTimeline, type TimelineStep } from '../order-timeline';
import classes from './order-details.module.css';

type Order = components['schemas']['Order'];

const T = STOREFRONT_TEXTS.orderPage;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A `YYYY-MM-DD` date as that calendar day; a date-time in the shopper's time zone. */
function formatWhen(value: string): string | null {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const when = new Date(dateOnly ? `${value}T00:00:00` : value);
  if (Number.isNaN(when.getTime())) return null;
  return (dateOnly ? dateFormat : dateTimeFormat).format(when);
}

/**
 * One order of the signed-in shopper (docs/product/accounts.md#5-order-history). The server has
 * no single-order call: the order is picked from the shopper's own list (GET /orders/users), so
 * an id of someone else's order, or of none, finds nothing here and shows "Order not found".
 */
export function OrderDetails({ orderId }: { orderId: number | null }) {
  const orders = useUserOrders();
  const order =
    orderId === null ? undefined : orders.data?.find((candidate) => candidate.orderId === orderId);
  const missing = orderId === null || (orders.isSuccess && !order);

  if (missing) return <OrderNotFound />;
  if (orders.isPending) return <Loader aria-label={T.loading} />;
  if (orders.isError && isNotOffered(orders.error))
    return <Text role="status">{STOREFRONT_TEXTS.orders.notOffered}</Text>;
  if (orders.isError || !order)
    return (
      <LoadFailedAlert
        message={messageOr(orders.error, STOREFRONT_TEXTS.orders.failedToFetch)}
        query={orders}
      />
    );
  return <Receipt order={order} />;
}

function OrderNotFound() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1} size="h2">
        {T.notFound}
      </Title>
      <Text>{T.notFoundText}</Text>
      <Anchor component={Link} to="/profile/orders">
        {T.backToOrders}
      </Anchor>
    </Stack>
  );
}

const STEP_COLORS: Partial<Record<TimelineStep, string>> = { cancelled: 'red', delivered: 'green' };

function Receipt({ order }: { order: Order }) {
  const lines = order.orderItems.map((item) => ({
    item,
    product: toProduct(item.product),
    total: lineTotal(item.orderedProductPrice, item.quantity),
  }));
  const subtotal = sumInCents(lines.map((line) => line.total));
  const timeline = orderTimeline(order);
  const current = timeline.steps[timeline.reached]!.step;
  const status = STOREFRONT_TEXTS.orders.statuses[order.orderStatus] ?? order.orderStatus;
  const placed = formatWhen(order.orderDate);

  return (
    <Stack gap="md" className={classes.receipt}>
      <Anchor component={Link} to="/profile/orders" className={classes.noPrint}>
        {T.backToOrders}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {T.title(order.orderId)}
          </Title>
          {placed && <Text c="dimmed">{T.placedOn(placed)}</Text>}
        </div>
        <Badge size="lg" variant="light" color={STEP_COLORS[current] ?? 'blue'}>
          {status}
        </Badge>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder className={classes.card} component="section" aria-label={T.status}>
          <Title order={2} size="h4" mb="sm">
            {T.status}
          </Title>
          <Timeline active={timeline.reached} bulletSize={14} lineWidth={2}>
            {timeline.steps.map(({ step, at }) => {
              const when = at ? formatWhen(at) : null;
              return (
                <Timeline.Item
                  key={step}
                  title={T.steps[step]}
                  color={STEP_COLORS[step]}
                  lineVariant={step === 'cancelled' ? 'dashed' : 'solid'}
                >
                  {when && (
                    <Text size="xs" c="dimmed">
                      {when}
                    </Text>
                  )}
                </Timeline.Item>
              );
            })}
          </Timeline>
        </Card>
        <Card
          withBorder
          className={classes.card}
          component="section"
          aria-label={T.deliveryAddress}
        >
          <Title order={2} size="h4" mb="sm">
            {T.deliveryAddress}
          </Title>
          <DeliveryAddress order={order} />
        </Card>
        <Card withBorder className={classes.card} component="section" aria-label={T.payment}>
          <Title order={2} size="h4" mb="sm">
            {T.payment}
          </Title>
          <Payment order={order} />
        </Card>
      </SimpleGrid>

      <Card withBorder className={classes.card} component="section" aria-label={T.items}>
        <Title order={2} size="h4" mb="sm">
          {T.items}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.product}</Table.Th>
                <Table.Th className={classes.amount}>{T.columns.quantity}</Table.Th>
                <Table.Th className={classes.amount}>{T.columns.unitPrice}</Table.Th>
                <Table.Th className={classes.amount}>{T.columns.total}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map(({ item, product, total }) => (
                <Table.Tr key={item.orderItemId}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ProductImage
                        image={product.image}
                        alt=""
                        w={48}
                        h={48}
                        radius="sm"
                        fit="cover"
                        className={classes.lineImage}
                      />
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {product.productName}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td className={classes.amount}>{item.quantity}</Table.Td>
                  <Table.Td className={classes.amount}>
                    {formatDollars(item.orderedProductPrice)}
                  </Table.Td>
                  <Table.Td className={classes.amount}>{formatDollars(total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} mt="md" className={classes.totals} aria-label={T.totals} role="group">
          <Group justify="space-between">
            <Text>{T.subtotal}</Text>
            <Text data-testid="order-subtotal">{formatDollars(subtotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{T.total}</Text>
            <Text fw={700} data-testid="order-total">
              {formatDollars(order.totalAmount)}
            </Text>
          </Group>
        </Stack>
      </Card>

      <Group justify="flex-end" className={classes.noPrint}>
        <Button
          variant="light"
          onClick={() => {
            const result = buyAgain(order);
            (result.added ? toast.success : toast.error)(buyAgainMessage(result));
          }}
        >
          {STOREFRONT_TEXTS.orders.buyAgain}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {T.printReceipt}
        </Button>
      </Group>
    </Stack>
  );
}

function DeliveryAddress({ order }: { order: Order }) {
  const address = order.shippingAddress;
  // The real server's orders name only the address id; its fields are not in the order.
  if (!address) return <Text c="dimmed">{T.noAddress}</Text>;
  return (
    <Stack gap={0}>
      {order.customerName && <Text fw={500}>{order.customerName}</Text>}
      <Text>{address.street}</Text>
      <Text>
        {address.city}, {address.state} {address.zipCode}
      </Text>
      <Text>{address.country}</Text>
    </Stack>
  );
}

function Payment({ order }: { order: Order }) {
  const payment = order.payment;
  if (!payment) return <Text c="dimmed">{STOREFRONT_TEXTS.orders.noPayment}</Text>;
  const rows: [string, string][] = [[T.paymentMethod, payment.pgName ?? payment.paymentMethod]];
  if (payment.pgPaymentId) rows.push([T.paymentReference, payment.pgPaymentId]);
  const state = payment.pgStatus ?? order.paymentStatus;
  if (state) rows.push([T.paymentStatus, state]);
  return (
    <Stack gap={4} component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
