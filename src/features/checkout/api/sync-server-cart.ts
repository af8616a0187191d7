import { toProduct } from '@/api/adapters';
import { api, call } from '@/api/client';
import { getCartState, loadServerCart } from '@/entities/cart/cart-store';

/**
 * On the way to payment the browser cart is written to the server (it replaces the server cart)
 * and read back, which gives the cartId and the server's totalPrice. Nothing else reads the
 * server cart (docs/product/checkout.md#3-server-cart-and-client-secret).
 */
export async function syncServerCart() {
  const lines = getCartState().items.map(({ productId, quantity }) => ({ productId, quantity }));
  await call(api.POST('/cart/create', { body: lines }));
  const cart = await call(api.GET('/carts/users/cart'));
  const serverCart = { ...cart, products: cart.products.map(toProduct) };
  loadServerCart(serverCart);
  return serverCart;
}
