import { Card, Divider, Group, Image, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { productImageUrl } from '@/api/adapters';
import { formatDollars, lineTotal } from '@/lib/money';
import { useCart } from '@/entities/cart/cart-store';
import { useCheckoutState } from '../checkout-storage';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

const TEXTS = STOREFRONT_TEXTS.checkout;
const { columns } = STOREFRONT_TEXTS.cart;

export function OrderSummaryStep() {
  const cart = useCart();
  const { address, paymentMethod } = useCheckoutState();
  return (
    <Stack>
      <Title order={3}>{TEXTS.steps.orderSummary}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder aria-label={TEXTS.deliveryAddress}>
          <Text fw={600}>{TEXTS.deliveryAddress}</Text>
          {address && (
            <Text size="sm">
              {address.buildingName}, {address.street}, {address.city}, {address.state}{' '}
              {address.pincode}, {address.country}
            </Text>
          )}
        </Card>
        <Card withBorder aria-label={TEXTS.paymentMethod}>
          <Text fw={600}>{TEXTS.paymentMethod}</Text>
          <Text size="sm">{TEXTS.methods[paymentMethod]}</Text>
        </Card>
      </SimpleGrid>
      <Table aria-label={TEXTS.orderItems} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.product}</Table.Th>
            <Table.Th>{columns.quantity}</Table.Th>
            <Table.Th ta="right">{columns.total}</Table.Th>
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
        <Text>{STOREFRONT_TEXTS.cart.subtotal}</Text>
        <Text>{formatDollars(cart.totalPrice)}</Text>
      </Group>
      <Group justify="space-between">
        <Text>{STOREFRONT_TEXTS.cart.tax}</Text>
        <Text>{STOREFRONT_TEXTS.cart.taxRate}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{TEXTS.total}</Text>
        <Text fw={700}>{formatDollars(cart.totalPrice)}</Text>
      </Group>
    </Stack>
  );
}
