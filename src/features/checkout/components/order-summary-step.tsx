import { Card, Divider, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { productImageUrl } from '../../../api/adapters';
import { formatDollars, lineTotal } from '../../../lib/money';
import { useCart } from '../../../entities/cart/cart-store';
import { useCheckoutState } from '../checkout-storage';

const METHOD_LABELS = { card: 'Card', paypal: 'PayPal' } as const;

export function OrderSummaryStep() {
  const cart = useCart();
  const { address, paymentMethod } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>Order Summary</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder aria-label="Delivery address">
          <Text fw={600}>Delivery address</Text>
          {address && (
            <Text size="sm">
              {address.buildingName}, {address.street}, {address.city}, {address.state}{' '}
              {address.pincode}, {address.country}
            </Text>
          )}
        </Card>
        <Card withBorder aria-label="Payment method">
          <Text fw={600}>Payment method</Text>
          <Text size="sm">{METHOD_LABELS[paymentMethod]}</Text>
        </Card>
      </SimpleGrid>
      <Table aria-label="Order items" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cart.items.map((item) => (
            <Table.Tr key={item.productId}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image src={productImageUrl(item.image)} w={40} h={40} radius="sm" alt="" />
                  <Text size="sm">{item.productName}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                {item.quantity} × {formatDollars(item.specialPrice)}
              </Table.Td>
              <Table.Td ta="right">
                {formatDollars(lineTotal(item.specialPrice, item.quantity))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text>Subtotal</Text>
        <Text>{formatDollars(cart.totalPrice)}</Text>
      </Group>
      <Group justify="space-between">
        <Text>Tax</Text>
        <Text>0%</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatDollars(cart.totalPrice)}</Text>
      </Group>
    </Stack>
  );
}
