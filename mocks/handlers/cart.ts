import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import { requireUser } from '../auth';
import { commit, db, nextId } from '../db/database';
import { toProductDto } from '../db/serializers';
import type { CartRow, UserRow } from '../db/types';
import { http } from '../http';
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
    const items: CartRow['items'] = [];
    for (const line of body as unknown[]) {
      const { productId, quantity } = (line ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(productId) || !Number.isInteger(quantity) || Number(quantity) < 1)
        return badRequest('Each cart line needs a productId and a quantity of at least 1');
      const product = db().products.find((p) => p.productId === productId);
      if (!product) return productNotFound(String(productId));
      if (product.quantity < Number(quantity))
        return badRequest(
          `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
        );
      items.push({ productId: Number(productId), quantity: Number(quantity) });
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
    if (product.quantity < quantity)
      return badRequest(
        `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
      );
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
    if (next > product.quantity)
      return badRequest(
        `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
      );
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
