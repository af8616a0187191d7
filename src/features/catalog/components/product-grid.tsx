import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '../../../api/adapters';
import { ProductCard } from './product-card';

/** The widest row (xl): these cards can be on screen before any scrolling. */
const FIRST_ROW = 4;

/**
 * 1 column, 2 from small screens, 3 from large, 4 from extra-large. `minHeight` keeps the
 * catalogue's pagination from jumping up while a short page is shown (700px there).
 */
export function ProductGrid({
  products,
  renderAction,
  minHeight,
  busy = false,
}: {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  minHeight?: number;
  busy?: boolean;
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      spacing="lg"
      mih={minHeight}
      style={{ alignContent: 'start', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={busy || undefined}
    >
      {products.map((product, index) => (
        <ProductCard
          key={product.productId}
          product={product}
          action={renderAction?.(product)}
          priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
        />
      ))}
    </SimpleGrid>
  );
}
