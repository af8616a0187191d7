import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { ProductImage } from '@/components/product-image';
import { formatDollars, lineTotal } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import type { CartItem } from '@/entities/cart/cart-item';
import { removeCartLine } from '../cart-actions';
import { QuantityStepper } from './quantity-stepper';

const { columns } = STOREFRONT_TEXTS.cart;

const totalOf = (item: CartItem) => lineTotal(item.specialPrice, item.quantity);

/** One cart line: image, name, remove; price; quantity stepper; line total. */
export function CartLineRow({ item }: { item: CartItem }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <ProductImage image={item.image} alt="" w={64} h={64} radius="sm" fit="cover" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {item.productName}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-xs"
              w="fit-content"
              leftSection={<TrashIcon />}
              onClick={() => removeCartLine(item.productId)}
              aria-label={STOREFRONT_TEXTS.cart.removeLine(item.productName)}
            >
              {STOREFRONT_TEXTS.cart.remove}
            </Button>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td data-label={columns.price}>
        {item.price > item.specialPrice && (
          <Text size="xs" c="dimmed" td="line-through">
            {formatDollars(item.price)}
          </Text>
        )}
        <Text>{formatDollars(item.specialPrice)}</Text>
      </Table.Td>
      <Table.Td data-label={columns.quantity}>
        <QuantityStepper item={item} />
      </Table.Td>
      <Table.Td ta="right" fw={600} data-label={columns.total}>
        {formatDollars(totalOf(item))}
      </Table.Td>
    </Table.Tr>
  );
}

function TrashIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}
