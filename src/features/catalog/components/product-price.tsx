import { Group, Text, VisuallyHidden } from '@mantine/core';
import { effectiveSpecialPrice, type Product } from '../../../api/adapters';
import { formatDollars } from '../../../lib/money';
import { STOREFRONT_TEXTS } from '../../../lib/storefront-texts';

/**
 * The selling price in dollars; with a lower special price the normal price is struck through
 * beside it. A missing special price sells at 90% of the price.
 */
export function ProductPrice({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'price' | 'specialPrice'>;
  size?: 'sm' | 'md' | 'lg';
}) {
  const selling = effectiveSpecialPrice(product);
  const price = Number.isFinite(product.price) ? product.price : null;
  const discounted = price !== null && selling < price;
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      {discounted && (
        <Text component="del" c="dimmed" size={size === 'lg' ? 'md' : 'sm'}>
          {/* The strike-through alone says nothing to a screen reader. */}
          <VisuallyHidden>{STOREFRONT_TEXTS.catalog.was}</VisuallyHidden>
          {formatDollars(price)}
        </Text>
      )}
      <Text fw={700} size={size}>
        {formatDollars(selling)}
      </Text>
    </Group>
  );
}
