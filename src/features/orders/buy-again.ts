import type { components } from '@/api/schema.gen';
import { toProduct } from '@/api/adapters';
import { addToCart } from '@/entities/cart/cart-store';
import { stockOf } from '@/entities/cart/cart-item';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';

type Order = components['schemas']['Order'];

/**
 * Puts an order's items back in the cart, each within the stock that is left now (the order's
 * products carry today's stock). Returns what happened, for the toast.
 */
export function buyAgain(order: Order): { added: number; reduced: number; unavailable: number } {
  const result = { added: 0, reduced: 0, unavailable: 0 };
  for (const item of order.orderItems) {
    const product = toProduct(item.product);
    const quantity = Math.min(item.quantity, stockOf(product));
    if (quantity < 1 || addToCart(product, quantity) !== 'added') {
      result.unavailable++;
      continue;
    }
    result.added++;
    if (quantity < item.quantity) result.reduced++;
  }
  return result;
}

export function buyAgainMessage({ added, reduced, unavailable }: ReturnType<typeof buyAgain>) {
  const texts = STOREFRONT_TEXTS.orders;
  if (added === 0) return texts.buyAgainNothingAdded;
  const parts = [texts.buyAgainAdded(added)];
  if (reduced) parts.push(texts.buyAgainReduced(reduced));
  if (unavailable) parts.push(texts.buyAgainUnavailable(unavailable));
  return parts.join(', ');
}
