import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDollars } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** Subtotal (the products total), tax shown as 0%, the note, Checkout, Continue Shopping. */
export function CartSummary({ subtotal }: { subtotal: number }) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-label={STOREFRONT_TEXTS.cart.summary}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>{STOREFRONT_TEXTS.cart.subtotal}</Text>
          <Text fw={700} data-testid="cart-subtotal">
            {formatDollars(subtotal)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{STOREFRONT_TEXTS.cart.tax}</Text>
          <Text>{STOREFRONT_TEXTS.cart.taxRate}</Text>
        </Group>
        <Divider />
        <Text size="sm" c="dimmed">
          {STOREFRONT_TEXTS.cart.taxesNote}
        </Text>
        <Button component={Link} to="/checkout" size="md" fullWidth>
          {STOREFRONT_TEXTS.cart.checkout}
        </Button>
        <Button component={Link} to="/products" variant="subtle" fullWidth>
          {STOREFRONT_TEXTS.cart.continueShopping}
        </Button>
      </Stack>
    </Paper>
  );
}
