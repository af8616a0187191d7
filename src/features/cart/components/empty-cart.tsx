import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

/** The empty cart, with a Start Shopping link to /. */
export function EmptyCart() {
  return (
    <Stack align="center" gap="sm" py={80}>
      <svg
        width="72"
        height="72"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ opacity: 0.4 }}
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
      </svg>
      <Title order={2}>{STOREFRONT_TEXTS.cart.empty}</Title>
      <Text c="dimmed">{STOREFRONT_TEXTS.cart.emptyHint}</Text>
      <Button component={Link} to="/" mt="sm">
        {STOREFRONT_TEXTS.cart.startShopping}
      </Button>
    </Stack>
  );
}
