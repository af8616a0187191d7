import { HttpResponse } from 'msw';
import { withAuth } from '../auth';
import { db } from '../db/database';
import { cartAmountCents, createPaymentIntent, findPaymentIntent } from '../db/payment-intents';
import { placeOrder, type OrderRequest } from '../db/place-order';
import { toOrderDto } from '../db/serializers';
import { orderStockProblem } from '../db/stock';
import type { OrderRow, UserRow } from '../db/types';
import { http } from '../http';
import {
  badRequest,
  malformedBody,
  message,
  notFound,
  readJson,
  validationFailed,
} from '../responses';
import { isRecord, notBlank, validate } from '../validation';

const round2 = (n: number) => Math.round(n * 100) / 100;
const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const AMOUNT_DOES_NOT_MATCH_CART = 'The amount does not match the cart';

/** Why the careful server refuses to place the order with this payment; null when it may. */
function paymentProblem(pgPaymentId: string, userId: number): string | null {
  const intent = findPaymentIntent(pgPaymentId);
  // Someone else's intent reads as an unknown one: nothing about it is told.
  if (!intent || intent.userId !== userId) return `No payment found with id ${pgPaymentId}`;
  if (intent.status !== 'succeeded') return `The payment ${pgPaymentId} has not succeeded`;
  if (intent.usedByOrderId !== null)
    return `The payment ${pgPaymentId} was already used for order ${intent.usedByOrderId}`;
  const cart = cartAmountCents(userId);
  if (intent.currency !== 'usd' || intent.amount !== cart)
    return `The payment does not match the cart: ${dollars(intent.amount)} ${intent.currency} paid, the cart is ${dollars(cart)} usd`;
  return null;
}

/** A client secret request's amount (whole cents) and currency, or the answer refusing it. */
export async function readClientSecretRequest(
  request: Request,
): Promise<{ amount: number; currency: string } | Response> {
  const body = await readJson(request);
  if (!isRecord(body)) return malformedBody();
  if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
    return validationFailed({ amount: 'must be greater than or equal to 1' });
  if (body.currency !== 'usd') return badRequest(`Unsupported currency: ${String(body.currency)}`);
  return { amount: body.amount, currency: body.currency };
}

/** A new payment intent's client secret, formatted like Stripe's, as plain text like the real server. */
export function clientSecretAnswer(user: UserRow, amount: number, currency: string): Response {
  const intent = createPaymentIntent(user.id, amount, currency);
  return HttpResponse.text(intent.clientSecret, { status: 201 });
}

/**
 * What both servers check of an order placement: the payment fields are there, the address is the
 * user's (404), the server cart has lines (400 "Cart is empty") and their products exist (404).
 */
export async function readOrderRequest(
  request: Request,
  user: UserRow,
): Promise<OrderRequest | Response> {
  const body = await readJson(request);
  if (!isRecord(body)) return malformedBody();
  const invalid = validate(body, {
    pgName: [notBlank],
    pgPaymentId: [notBlank],
    pgStatus: [notBlank],
  });
  if (invalid) return validationFailed(invalid);
  const tables = db();
  const address = tables.addresses.find(
    (a) => a.addressId === Number(body.addressId) && a.userId === user.id,
  );
  if (!address) return notFound(`Address not found with addressId: ${String(body.addressId)}`);
  const cart = tables.carts.find((c) => c.userId === user.id);
  if (!cart || cart.items.length === 0) return badRequest('Cart is empty');
  const lines: OrderRequest['lines'] = [];
  for (const item of cart.items) {
    const product = tables.products.find((p) => p.productId === item.productId);
    if (!product) return notFound(`Product not found with productId: ${item.productId}`);
    lines.push({ quantity: item.quantity, product });
  }
  return { body, pgPaymentId: String(body.pgPaymentId), address, cart, lines };
}

export const orderHandlers = [
  // The careful server: the client secret is for what the server cart costs, nothing else.
  http.post(
    '/order/stripe-client-secret',
    withAuth(async ({ request, user }) => {
      const asked = await readClientSecretRequest(request);
      if (asked instanceof Response) return asked;
      if (asked.amount !== cartAmountCents(user.id)) return badRequest(AMOUNT_DOES_NOT_MATCH_CART);
      return clientSecretAnswer(user, asked.amount, asked.currency);
    }),
  ),

  // The careful server re-checks the stock before anything else (every line still for sale and in
  // stock, lines of one product summed, so the stock never goes negative), and places the order
  // only for a succeeded intent of this user, for the cart's amount, not used before.
  http.post(
    '/order/users/payment/{paymentMethod}',
    withAuth(async ({ request, params, user }) => {
      const cart = db().carts.find((c) => c.userId === user.id);
      const stock = cart?.items.length ? orderStockProblem(cart.items) : null;
      if (stock) return message(stock.status, stock.message);
      const order = await readOrderRequest(request, user);
      if (order instanceof Response) return order;
      const problem = paymentProblem(order.pgPaymentId, user.id);
      if (problem) return badRequest(problem);
      const row = placeOrder(user, order, {
        paymentMethod: params.paymentMethod,
        paid: true,
        status: 'paid',
        round: round2,
      });
      return HttpResponse.json(toOrderDto(row), { status: 201 });
    }),
  ),

  http.get(
    '/orders/users',
    withAuth(({ user }) => {
      const own = db()
        .orders.filter((o) => o.userId === user.id)
        .sort(newestFirst);
      return HttpResponse.json(own.map(toOrderDto));
    }),
  ),
];
