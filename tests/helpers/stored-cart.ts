import type { ProductRow } from '../../mocks/db/types';
import { reloadCartFromStorage } from '@/entities/cart/cart-store';
import type { CartItem } from '@/entities/cart/cart-item';

/**
 * The browser cart as a shopper leaves it (localStorage `cartItems`), for tests that start from
 * one: lines of the mock database's products, or a made-up line.
 */

/** A line of a product of the mock database, with its stock as it was when added. */
export const cartLineOf = (product: ProductRow, quantity: number): CartItem => ({
  productId: product.productId,
  productName: product.productName,
  image: product.image,
  description: product.description,
  price: product.price,
  specialPrice: product.specialPrice,
  quantity,
  stock: product.quantity,
  cartId: null,
});

/** A made-up line (a product the server need not have): one of it, $5, 3 in stock. */
export const madeUpCartLine = (fields: Partial<CartItem> = {}): CartItem => ({
  productId: 1,
  productName: 'Lamp',
  image: null,
  description: '',
  price: 5,
  specialPrice: 5,
  quantity: 1,
  stock: 3,
  cartId: null,
  ...fields,
});

/** Stores the lines as the browser cart and has the cart store read them, as on a page load. */
export function storeCart(lines: readonly CartItem[]) {
  localStorage.setItem('cartItems', JSON.stringify(lines));
  reloadCartFromStorage();
}
