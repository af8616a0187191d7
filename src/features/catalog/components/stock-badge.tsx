import { Badge } from '@mantine/core';
import type { Product } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

export const isInStock = (product: Pick<Product, 'quantity'>) =>
  typeof product.quantity === 'number' && product.quantity > 0;

/** 'In Stock' or 'Out-Of-Stock' in the detail dialog. */
export function StockBadge({ product }: { product: Pick<Product, 'quantity'> }) {
  const inStock = isInStock(product);
  return (
    <Badge color={inStock ? 'green' : 'red'} variant="light">
      {inStock ? STOREFRONT_TEXTS.catalog.inStock : STOREFRONT_TEXTS.catalog.outOfStock}
    </Badge>
  );
}
