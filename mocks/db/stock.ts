import { db } from './database';
import type { ProductRow } from './types';

/**
 * The careful server's cart and stock rules (plain mode; quirks mode keeps the real server's
 * trust: no caps, no active check, no stock check at /cart/create or at order placement).
 */
export const CART_LIMITS = {
  /** Distinct products in one cart. */
  maxLines: 100,
  /** Pieces of one product in one cart (and so in one order). */
  maxQuantity: 1_000,
} as const;

export interface StockLine {
  productId: number;
  quantity: number;
}

export interface StockProblem {
  status: 400 | 404;
  message: string;
}

export const notEnoughStock = (product: ProductRow) =>
  `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`;

export const notForSale = (product: ProductRow) =>
  `${product.productName} is not for sale at the moment`;

/**
 * Why `quantity` of `product` cannot be in a cart (or bought), or null: the product is active,
 * the quantity is a whole number from 1 to CART_LIMITS.maxQuantity and within the stock.
 */
export function lineProblem(product: ProductRow, quantity: number): string | null {
  if (product.active === false) return notForSale(product);
  if (!Number.isInteger(quantity) || quantity < 1) return 'Quantity must be at least 1';
  if (quantity > CART_LIMITS.maxQuantity)
    return `At most ${CART_LIMITS.maxQuantity} of one product can be in a cart`;
  if (product.quantity < quantity) return notEnoughStock(product);
  return null;
}

/** Lines of one product merged: one line per product with the summed quantity, in first order. */
export function mergeLines(lines: StockLine[]): StockLine[] {
  const merged = new Map<number, StockLine>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else merged.set(line.productId, { ...line });
  }
  return [...merged.values()];
}

/**
 * The re-check at order placement: every line's product still exists, is active and has the
 * stock (another order may have taken it since the cart was written, or an admin lowered it or
 * took the product off sale). Lines of one product are summed first, so the stock can never go
 * negative. Returns the first problem (404 for a missing product, 400 otherwise) or null.
 *
 * POST /order/users/payment/{paymentMethod} (mocks/handlers/orders.ts) calls it before anything is
 * written.
 */
export function orderStockProblem(lines: StockLine[]): StockProblem | null {
  const products = db().products;
  for (const line of mergeLines(lines)) {
    const product = products.find((p) => p.productId === line.productId);
    if (!product)
      return { status: 404, message: `Product not found with productId: ${line.productId}` };
    if (product.active === false) return { status: 400, message: notForSale(product) };
    if (product.quantity < line.quantity) return { status: 400, message: notEnoughStock(product) };
  }
  return null;
}
