import { Divider, Group, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useAdminFormat, useAdminTexts } from '@/features/admin/common/admin-language';
import type { AdminOrderRow } from '../order-row';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderStatusSelect } from './order-status-select';
import { AdminModal } from '@/features/admin/common/admin-modal';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Everything about one order; the timeline lists only the steps that happened. */
export function OrderDetailsModal({
  order,
  onClose,
}: {
  order: AdminOrderRow;
  onClose: () => void;
}) {
  const M = useAdminTexts().orders.modal;
  const { formatDateTime, formatYen } = useAdminFormat();
  const address = order.shippingAddress;
  const steps = [
    { label: M.created, at: order.createdAt },
    { label: M.paid, at: order.paidAt },
    { label: M.shipped, at: order.shippedAt },
    { label: M.delivered, at: order.deliveredAt },
  ].flatMap((step) => (step.at ? [{ label: step.label, at: step.at }] : []));

  return (
    <AdminModal opened onClose={onClose} title={M.title(order.id)} size="lg">
      <Stack>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Field label={M.orderId}>#{order.id}</Field>
          <Field label={M.status}>
            <OrderStatusBadge status={order.status} />
          </Field>
          <Field label={M.paymentMethod}>{order.paymentMethod}</Field>
          <Field label={M.paymentStatus}>
            <PaymentStatusBadge status={order.paymentStatus} />
          </Field>
          <Field label={M.total}>{formatYen(order.totalAmount)}</Field>
          {order.trackingNumber && <Field label={M.tracking}>{order.trackingNumber}</Field>}
        </SimpleGrid>
        <OrderStatusSelect order={order} label={M.changeStatus} />
        <Divider />
        <Title order={4}>{M.customer}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={M.name}>{order.customerName}</Field>
          <Field label={M.email}>{order.customerEmail}</Field>
          <Field label={M.phone}>{order.customerPhone ?? '—'}</Field>
        </SimpleGrid>
        {address && (
          <Field label={M.address}>
            {address.street}
            <br />
            {address.city}, {address.state} {address.zipCode}
            <br />
            {address.country}
          </Field>
        )}
        <Title order={4}>{M.items}</Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.itemName}</Table.Th>
              <Table.Th>{M.quantity}</Table.Th>
              <Table.Th>{M.price}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.name}</Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{formatYen(item.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={4}>{M.timeline}</Title>
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} aria-label={M.timeline}>
          {steps.map((step) => (
            <Timeline.Item key={step.label} title={step.label}>
              <Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(step.at)}
                </Text>
              </Group>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </AdminModal>
  );
}
