import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '../../../api/adapters';
import { ProductCard } from './product-card';
import classes from './product-card.module.css';

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
  opens = 'dialog',
}: {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  minHeight?: number;
  busy?: boolean;
  /** 'page': each card opens the product's own page (related products, below the fold). */
  opens?: 'dialog' | 'page';
}) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      spacing="lg"
      mih={minHeight}
      style={{ alignContent: 'start' }}
      // Stale results while the next ones load: announced as busy, and only their pictures fade
      // (a person can still read the text, so it keeps the theme's contrast).
      className={busy ? classes.stale : undefined}
      aria-busy={busy || undefined}
    >
      {products.map((product, index) => (
        <ProductCard
          key={product.productId}
          product={product}
          action={renderAction?.(product)}
          opens={opens}
          priority={
            opens === 'page' ? 'lazy' : index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'
          }
        />
      ))}
    </SimpleGrid>
  );
}
