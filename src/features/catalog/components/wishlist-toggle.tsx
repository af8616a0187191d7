import { ActionIcon } from '@mantine/core';
import type { Product } from '@/api/adapters';
import { toggleWishlist, useIsKept } from '@/entities/wishlist/wishlist-store';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import classes from './wishlist-toggle.module.css';

/**
 * The heart that keeps a product on the wishlist: a toggle button (`aria-pressed`) named for what
 * pressing it does. It is part of every card's first load, so it is a plain inline SVG.
 */
export function WishlistToggle({ product }: { product: Product }) {
  const kept = useIsKept(product.productId);
  const name = product.productName ?? '';
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size="lg"
      aria-pressed={kept}
      aria-label={
        kept ? STOREFRONT_TEXTS.wishlist.remove(name) : STOREFRONT_TEXTS.wishlist.add(name)
      }
      onClick={() => toggleWishlist(product)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={classes.heart}>
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z"
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </ActionIcon>
  );
}
