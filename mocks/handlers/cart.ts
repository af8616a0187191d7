import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';
import { withAuth } from '../auth';
import { db, nextId } from '../db/database';
import { toProductDto } from '../db/serializers';
import { CART_LIMITS, lineProblem, mergeLines, notEnoughStock } from '../db/stock';
import type { CartRow, ProductRow, UserRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson } from '../responses';

/** The user's server cart, created empty on first use. */
export function cartOf(user: UserRow): CartRow {
  const tables = db();
  let cart = tables.carts.find((c) => c.userId === user.id);
  if (!cart) {
    cart = { cartId: nextId('cart'), userId: user.id, items: [] };
    tables.carts.push(cart);
  }
  return cart;
}

/** The real CartDTO: each product's `quantity` is the quantity in the cart. */
export function toCartDto(cart: CartRow): components['schemas']['Cart'] {
  let totalPrice = 0;
  const products = cart.items.flatMap((item) => {
    const row = db().products.find((p) => p.productId === item.productId);
    if (!row) return [];
    totalPrice += row.specialPrice * item.quantity;
    return [{ ...toProductDto(row), quantity: item.quantity }];
  });
  return { cartId: cart.cartId, totalPrice: Math.round(totalPrice * 100) / 100, products };
}

const productNotFound = (id: number | string) =>
  notFound(`Product not found with productId: ${id}`);

const findProduct = (id: string) => db().products.find((p) => p.productId === Number(id));

/** A cart operation's answer: the cart, or a refusal in the server's words. */
type CartAnswer = ReturnType<typeof badRequest> | HttpResponse<Cart>;
type Cart = components['schemas']['Cart'];

/** What the careful server adds to the real one's checks when a line is added: its caps. */
const capProblem = (cart: CartRow, product: ProductRow, quantity: number) =>
  cart.items.length >= CART_LIMITS.maxLines
    ? `A cart holds at most ${CART_LIMITS.maxLines} different products`
    : lineProblem(product, quantity);

/** Raising a line needs an active product and stays within the cap; lowering is always allowed. */
const raiseProblem = (product: ProductRow, next: number, current: number) =>
  next > current ? lineProblem(product, next) : null;

/**
 * POST /carts/products/{productId}/quantity/{quantity}: the product added as a new line. The
 * real server's checks are here; `extraProblem` adds the careful server's caps (quirks mode,
 * which has none, passes nothing: mocks/quirks/no-stock-or-cart-limits.ts).
 */
export function addCartLine(
  params: Readonly<Record<string, unknown>>,
  user: UserRow,
  extraProblem?: (cart: CartRow, product: ProductRow, quantity: number) => string | null,
): CartAnswer {
  const product = findProduct(String(params.productId));
  if (!product) return productNotFound(String(params.productId));
  const quantity = Number(params.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) return badRequest('Quantity must be at least 1');
  const cart = cartOf(user);
  const problem = addProblem(cart, product, quantity) ?? extraProblem?.(cart, product, quantity);
  if (problem) return badRequest(problem);
  cart.items.push({ productId: product.productId, quantity });
  return HttpResponse.json<Cart>(toCartDto(cart), { status: 201 });
}

/**
 * PUT /cart/products/{productId}/quantity/{operation}: the real server's `delete` lowers the line
 * by one, anything else raises it by one. `extraProblem` as for addCartLine.
 */
export function stepCartLine(
  params: Readonly<Record<string, unknown>>,
  user: UserRow,
  extraProblem?: (product: ProductRow, next: number, current: number) => string | null,
): CartAnswer {
  const product = findProduct(String(params.productId));
  if (!product) return productNotFound(String(params.productId));
  const cart = cartOf(user);
  const line = cart.items.find((i) => i.productId === product.productId);
  if (!line) return notFound(`Product ${product.productName} not available in the cart!!!`);
  const next = line.quantity + (params.operation === 'delete' ? -1 : 1);
  if (next > product.quantity) return badRequest(notEnoughStock(product));
  const problem = extraProblem?.(product, next, line.quantity);
  if (problem) return badRequest(problem);
  moveLine(cart, line, next);
  return HttpResponse.json<Cart>(toCartDto(cart));
}

/** The lines of a POST /cart/create body as sent (each product known), or the answer refusing them. */
export async function readCartLines(request: Request): Promise<CartRow['items'] | Response> {
  const body = await readJson(request);
  if (!Array.isArray(body)) return malformedBody();
  const items: CartRow['items'] = [];
  for (const line of body as unknown[]) {
    const { productId, quantity } = (line ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(productId) || !Number.isInteger(quantity) || Number(quantity) < 1)
      return badRequest('Each cart line needs a productId and a quantity of at least 1');
    if (!db().products.some((p) => p.productId === productId))
      return productNotFound(String(productId));
    items.push({ productId: Number(productId), quantity: Number(quantity) });
  }
  return items;
}

export const cartSaved = () =>
  HttpResponse.text('Cart created/updated with the new items successfully', { status: 201 });

/** What both servers refuse when `quantity` of a product is added to the cart; null when it may be. */
export function addProblem(cart: CartRow, product: ProductRow, quantity: number): string | null {
  if (cart.items.some((i) => i.productId === product.productId))
    return `Product ${product.productName} already exists in the cart`;
  if (product.quantity === 0) return `${product.productName} is not available`;
  if (product.quantity < quantity) return notEnoughStock(product);
  return null;
}

/** A cart line moved by one (`delete` lowers, anything else raises); the line goes at zero. */
export function moveLine(cart: CartRow, line: CartRow['items'][number], next: number): void {
  if (next <= 0) cart.items = cart.items.filter((i) => i !== line);
  else line.quantity = next;
}

/**
 * The careful server's cart: one line per product (the same productId twice means more of it, so
 * the quantities are summed, then checked), at most CART_LIMITS.maxLines lines and maxQuantity of
 * one product, only active products, within the stock. The real server's trust is in
 * mocks/quirks/no-stock-or-cart-limits.ts.
 */
export const cartHandlers = [
  http.post(
    '/cart/create',
    withAuth(async ({ request, user }) => {
      const lines = await readCartLines(request);
      if (lines instanceof Response) return lines;
      const items = mergeLines(lines);
      if (items.length > CART_LIMITS.maxLines)
        return badRequest(`A cart holds at most ${CART_LIMITS.maxLines} different products`);
      for (const item of items) {
        const product = db().products.find((p) => p.productId === item.productId)!;
        const problem = lineProblem(product, item.quantity);
        if (problem) return badRequest(problem);
      }
      cartOf(user).items = items;
      return cartSaved();
    }),
  ),

  http.get(
    '/carts/users/cart',
    withAuth(({ user }) => HttpResponse.json(toCartDto(cartOf(user)))),
  ),

  http.post(
    '/carts/products/{productId}/quantity/{quantity}',
    withAuth(({ params, user }) => addCartLine(params, user, capProblem)),
  ),

  http.put(
    '/cart/products/{productId}/quantity/{operation}',
    withAuth(({ params, user }) => stepCartLine(params, user, raiseProblem)),
  ),

  http.delete(
    '/carts/{cartId}/product/{productId}',
    withAuth(({ params, user }) => {
      const cart = db().carts.find(
        (c) => c.cartId === Number(params.cartId) && c.userId === user.id,
      );
      if (!cart) return notFound(`Cart not found with cartId: ${params.cartId}`);
      const product = findProduct(params.productId);
      if (!product || !cart.items.some((i) => i.productId === product.productId))
        return notFound(`Product not found with productId: ${params.productId}`);
      cart.items = cart.items.filter((i) => i.productId !== product.productId);
      return HttpResponse.text(`Product ${product.productName} removed from the cart !!!`);
    }),
  ),
];
