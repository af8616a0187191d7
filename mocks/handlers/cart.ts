import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { requireUser } from '../auth';
import { commit, db, nextId } from '../db/database';
import { toProductDto } from '../db/serializers';
import { CART_LIMITS, lineProblem, mergeLines, notEnoughStock } from '../db/stock';
import type { CartRow, UserRow } from '../db/types';
import { http } from '../http';
import { isCareful } from '../mode';
import { badRequest, malformedBody, notFound, readJson } from '../responses';

function cartOf(user: UserRow): CartRow {
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

export const cartHandlers = [
  http.post('/cart/create', async ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!Array.isArray(body)) return malformedBody();
    const careful = isCareful(request);
    let items: CartRow['items'] = [];
    for (const line of body as unknown[]) {
      const { productId, quantity } = (line ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(productId) || !Number.isInteger(quantity) || Number(quantity) < 1)
        return badRequest('Each cart line needs a productId and a quantity of at least 1');
      const product = db().products.find((p) => p.productId === productId);
      if (!product) return productNotFound(String(productId));
      items.push({ productId: Number(productId), quantity: Number(quantity) });
    }
    // The careful server: one line per product (the same productId twice means more of it, so
    // the quantities are summed, then checked), at most 100 lines and 1,000 of one product, only
    // active products, within the stock. The real server (quirks mode) stores the lines as sent.
    if (careful) {
      items = mergeLines(items);
      if (items.length > CART_LIMITS.maxLines)
        return badRequest(`A cart holds at most ${CART_LIMITS.maxLines} different products`);
      for (const item of items) {
        const product = db().products.find((p) => p.productId === item.productId)!;
        const problem = lineProblem(product, item.quantity);
        if (problem) return badRequest(problem);
      }
    }
    cartOf(guard.user).items = items;
    commit();
    return HttpResponse.text('Cart created/updated with the new items successfully', {
      status: 201,
    });
  }),

  http.get('/carts/users/cart', ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const cart = cartOf(guard.user);
    commit();
    return HttpResponse.json(toCartDto(cart));
  }),

  http.post('/carts/products/{productId}/quantity/{quantity}', ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const product = db().products.find((p) => p.productId === Number(params.productId));
    if (!product) return productNotFound(params.productId);
    const quantity = Number(params.quantity);
    if (!Number.isInteger(quantity) || quantity < 1)
      return badRequest('Quantity must be at least 1');
    const cart = cartOf(guard.user);
    if (cart.items.some((i) => i.productId === product.productId))
      return badRequest(`Product ${product.productName} already exists in the cart`);
    if (product.quantity === 0) return badRequest(`${product.productName} is not available`);
    if (product.quantity < quantity) return badRequest(notEnoughStock(product));
    if (isCareful(request)) {
      if (cart.items.length >= CART_LIMITS.maxLines)
        return badRequest(`A cart holds at most ${CART_LIMITS.maxLines} different products`);
      const problem = lineProblem(product, quantity);
      if (problem) return badRequest(problem);
    }
    cart.items.push({ productId: product.productId, quantity });
    commit();
    return HttpResponse.json(toCartDto(cart), { status: 201 });
  }),

  http.put('/cart/products/{productId}/quantity/{operation}', ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const product = db().products.find((p) => p.productId === Number(params.productId));
    if (!product) return productNotFound(params.productId);
    const cart = cartOf(guard.user);
    const line = cart.items.find((i) => i.productId === product.productId);
    if (!line) return notFound(`Product ${product.productName} not available in the cart!!!`);
    // The real server: `delete` lowers by one, anything else raises by one.
    const next = line.quantity + (params.operation === 'delete' ? -1 : 1);
    if (next > product.quantity) return badRequest(notEnoughStock(product));
    // Raising needs an active product and stays within the cap; lowering is always allowed.
    if (isCareful(request) && next > line.quantity) {
      const problem = lineProblem(product, next);
      if (problem) return badRequest(problem);
    }
    if (next <= 0) cart.items = cart.items.filter((i) => i !== line);
    else line.quantity = next;
    commit();
    return HttpResponse.json(toCartDto(cart));
  }),

  http.delete('/carts/{cartId}/product/{productId}', ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const cart = db().carts.find(
      (c) => c.cartId === Number(params.cartId) && c.userId === guard.user.id,
    );
    if (!cart) return notFound(`Cart not found with cartId: ${params.cartId}`);
    const product = db().products.find((p) => p.productId === Number(params.productId));
    if (!product || !cart.items.some((i) => i.productId === product.productId))
      return notFound(`Product not found with productId: ${params.productId}`);
    cart.items = cart.items.filter((i) => i.productId !== product.productId);
    commit();
    return HttpResponse.text(`Product ${product.productName} removed from the cart !!!`);
  }),
];
