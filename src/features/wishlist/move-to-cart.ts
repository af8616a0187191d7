import type { Product } from '@/api/adapters';
import { getCartState } from '@/entities/cart/cart-store';
import { removeFromWishlist } from '@/entities/wishlist/wishlist-store';
import { addProductToCart } from '@/features/cart';

const quantityInCart = (productId: number) =>
  getCartState().items.find((item) => item.productId === productId)?.quantity ?? 0;

/**
 * Puts one of the product in the cart with the cart's own rules and toasts (Add to Cart's: the
 * stock limit, 'Out of stock', 'Quantity Reached to Limit'), and takes it off the wishlist only
 * when the cart took it: a product the cart refused stays kept.
 */
export function moveToCart(product: Product): void {
  const before = quantityInCart(product.productId);
  addProductToCart(product);
  if (quantityInCart(product.productId) > before) removeFromWishlist(product.productId);
}
