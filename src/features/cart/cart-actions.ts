import type { Product } from '@/api/adapters';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { toast } from '@/lib/toast';
import {
  addToCart,
  getCartState,
  increaseQuantity,
  removeFromCart,
  setQuantity,
} from '@/entities/cart/cart-store';

/** The cart's rules (the cart store) with their toasts (docs/product/storefront.md#3-cart). */

/**
 * The Add to Cart button. A product not in the cart is added with quantity 1 ('Out of stock'
 * when there is none). Pressing it again for a product already in the cart adds one more, as a
 * shopper expects, instead of resetting the line to 1 (what a plain "replace" would do): the
 * line is replaced by one with the fresh product data and one more, within the stock
 * ('Quantity Reached to Limit' beyond it).
 */
export function addProductToCart(product: Product): void {
  const line = getCartState().items.find((item) => item.productId === product.productId);
  const wanted = (line?.quantity ?? 0) + 1;
  if (addToCart(product, wanted) === 'added') {
    toast.success(STOREFRONT_TEXTS.cart.addedToCart(product.productName));
  } else {
    toast.error(line ? STOREFRONT_TEXTS.cart.quantityLimit : STOREFRONT_TEXTS.cart.outOfStock);
  }
}

/** The cart page's + button. */
export function increaseCartLine(productId: number): void {
  if (increaseQuantity(productId) === 'limit') toast.error(STOREFRONT_TEXTS.cart.quantityLimit);
}

/** A quantity typed into the cart page's stepper. */
export function setCartLineQuantity(productId: number, quantity: number): void {
  if (setQuantity(productId, quantity) === 'limit')
    toast.error(STOREFRONT_TEXTS.cart.quantityLimit);
}

export function removeCartLine(productId: number): void {
  const removed = removeFromCart(productId);
  if (removed) toast.success(STOREFRONT_TEXTS.cart.removedFromCart(removed.productName));
}
