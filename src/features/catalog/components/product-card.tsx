import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '@/api/adapters';
import { CARD_DESCRIPTION_LENGTH, CARD_NAME_LENGTH, truncate } from '../truncate';
import classes from './product-card.module.css';
import { ProductDetailsClickArea, ProductDetailsLink } from './product-details-link';
import { ProductImage, type ImagePriority } from '@/components/product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { WishlistToggle } from './wishlist-toggle';

/**
 * A product in a grid (docs/product/storefront.md#26-product-card): image, name (50 characters),
 * description (80), the rating where there is one, price, and the action the page puts there (the cart's Add to Cart button)
 * with the wishlist heart on the picture.
 * Image and name open the detail dialog. Names and descriptions are text: React escapes any markup
 * in them.
 */
export function ProductCard({
  product,
  action,
  priority = 'lazy',
  opens = 'dialog',
}: {
  product: Product;
  action?: ReactNode;
  /** What the name and image open: the detail dialog, or the product's own page. */
  opens?: 'dialog' | 'page';
  /** The card is in the first screenful: its image loads at once (ProductImage). */
  priority?: ImagePriority;
}) {
  const name = product.productName ?? '';
  // Only the shop's own products (the cards with an action) have a page and a heart: the About
  // page's sample phones have neither.
  const ofTheShop = Boolean(action);
  return (
    <Card withBorder padding="md" component="article" aria-label={name} className={classes.card}>
      <Card.Section className={classes.media}>
        <ProductDetailsClickArea
          productId={product.productId}
          withPage={ofTheShop}
          toPage={opens === 'page'}
        >
          <ProductImage
            image={product.image}
            alt={name}
            priority={priority}
            className={classes.picture}
          />
        </ProductDetailsClickArea>
        {ofTheShop && (
          <div className={classes.heart}>
            <WishlistToggle product={product} />
          </div>
        )}
      </Card.Section>
      <div className={classes.body}>
        <ProductDetailsLink
          productId={product.productId}
          withPage={ofTheShop}
          toPage={opens === 'page'}
          label={name}
          className={classes.name}
        >
          <p title={name} className={classes.nameText}>
            {truncate(name, CARD_NAME_LENGTH)}
          </p>
        </ProductDetailsLink>
        <p className={classes.description}>
          {truncate(product.description, CARD_DESCRIPTION_LENGTH)}
        </p>
        <ProductRating rating={product.rating} />
        <ProductPrice product={product} />
      </div>
      {action && <div className={classes.action}>{action}</div>}
    </Card>
  );
}
