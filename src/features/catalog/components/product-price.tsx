import { VisuallyHidden } from '@mantine/core';
import { effectiveSpecialPrice, type Product } from '@/api/adapters';
import { formatDollars } from '@/lib/money';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import classes from './product-price.module.css';

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
    <div className={classes.price} data-size={size}>
      {discounted && (
        <del className={classes.was}>
          {/* The strike-through alone says nothing to a screen reader. */}
          <VisuallyHidden>{STOREFRONT_TEXTS.catalog.was}</VisuallyHidden>
          {formatDollars(price)}
        </del>
      )}
      <span className={classes.selling}>{formatDollars(selling)}</span>
    </div>
  );
}
