import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { db } from '../db/database';
import { notEnoughStock } from '../db/stock';
import {
  addProblem,
  cartOf,
  cartSaved,
  moveLine,
  readCartLines,
  toCartDto,
} from '../handlers/cart';
import { badRequest, notFound } from '../responses';
import { on, type Quirk } from './quirk';

const findProduct = (id: unknown) => db().products.find((p) => p.productId === Number(id));
const productNotFound = (id: unknown) =>
  notFound(`Product not found with productId: ${String(id)}`);

export const noStockOrCartLimits: Quirk = {
  name: 'no stock or cart limits',
  description:
    'POST /cart/create stores the lines as sent: the same product twice stays two lines, no stock check, no caps (plain mode: at most 100 lines and 1,000 of one product), inactive products too; the cart operations have no caps or active check either. An order takes the stock without checking it (trusting payments), so stock goes negative; plain mode re-checks every line (active, in stock, lines of one product summed) and refuses with 400.',
  handlers: [
    on.post(
      '/cart/create',
      withAuth(async ({ request, user }) => {
        const lines = await readCartLines(request);
        if (lines instanceof Response) return lines;
        cartOf(user).items = lines;
        return cartSaved();
      }),
    ),
    on.post(
      '/carts/products/:productId/quantity/:quantity',
      withAuth(({ params, user }) => {
        const product = findProduct(params.productId);
        if (!product) return productNotFound(params.productId);
        const quantity = Number(params.quantity);
        if (!Number.isInteger(quantity) || quantity < 1)
          return badRequest('Quantity must be at least 1');
        const cart = cartOf(user);
        const problem = addProblem(cart, product, quantity);
        if (problem) return badRequest(problem);
        cart.items.push({ productId: product.productId, quantity });
        return HttpResponse.json(toCartDto(cart), { status: 201 });
      }),
    ),
    on.put(
      '/cart/products/:productId/quantity/:operation',
      withAuth(({ params, user }) => {
        const product = findProduct(params.productId);
        if (!product) return productNotFound(params.productId);
        const cart = cartOf(user);
        const line = cart.items.find((i) => i.productId === product.productId);
        if (!line) return notFound(`Product ${product.productName} not available in the cart!!!`);
        const next = line.quantity + (params.operation === 'delete' ? -1 : 1);
        if (next > product.quantity) return badRequest(notEnoughStock(product));
        moveLine(cart, line, next);
        return HttpResponse.json(toCartDto(cart));
      }),
    ),
  ],
};
