import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '../../../lib/money';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';

/** Subtotal (the products total), tax shown as 0%, the note, Checkout, Continue Shopping. */
export function CartSummary({ subtotal }: { subtotal: number }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Order summary">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>{STOREFRONT_TEXTS.subtotal}</Text>
          <Text fw={700} data-testid="cart-subtotal">
            {formatDollars(subtotal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{STOREFRONT_TEXTS.tax}</Text>
          <Text>{STOREFRONT_TEXTS.taxRate}</Text>
        </Group>
        <Divider />
        <Text size="sm" c="dimmed">
          {STOREFRONT_TEXTS.taxesNote}
        </Text>
        <Button component={Link} to="/checkout" size="md" fullWidth>
          {STOREFRONT_TEXTS.checkout}
        </Button>
        <Button component={Link} to="/products" variant="subtle" fullWidth>
          {STOREFRONT_TEXTS.continueShopping}
        </Button>
      </Stack>
    </Paper>
  );
}
