import { Button } from '@mantine/core';
import type { Product } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { addProductToCart } from '../cart-actions';
import { stockOf } from '@/entities/cart/cart-item';
import { useCartQuantity } from '@/entities/cart/cart-store';

/** 'Add to Cart', or a disabled 'Stock Out' at zero or missing stock. */
export function AddToCartButton({
  product,
  fullWidth = true,
}: {
  product: Product;
  fullWidth?: boolean;
}) {
  const inCart = useCartQuantity(product.productId);
  if (stockOf(product) === 0)
    return (
      <Button fullWidth={fullWidth} disabled>
        {STOREFRONT_TEXTS.cart.stockOut}
      </Button>
    );
  return (
    <Button
      fullWidth={fullWidth}
      onClick={() => addProductToCart(product)}
      // The label stays 'Add to Cart'; the count already in the cart is a visual hint only.
      rightSection={inCart ? <span aria-hidden="true">({inCart})</span> : undefined}
    >
      {STOREFRONT_TEXTS.cart.addToCart}
    </Button>
  );
}
