import { HttpResponse } from 'msw';
import { requireUser } from '../auth';
import { commit, db, nextId } from '../db/database';
import { cartAmountCents, createPaymentIntent, findPaymentIntent } from '../db/payment-intents';
import { toOrderDto } from '../db/serializers';
import type { OrderRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { isRecord, notBlank, validate } from '../validation';

const round2 = (n: number) => Math.round(n * 100) / 100;
const newestFirst = (a: OrderRow, b: OrderRow) => b.createdAt.localeCompare(a.createdAt);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const AMOUNT_DOES_NOT_MATCH_CART = 'The amount does not match the cart';

/**
 * How far the server trusts the browser with payments. `careful` (the plain mode): the client
 * secret's amount is the server cart's, and an order needs a succeeded intent of this user, for
 * the cart's amount, not used before. `trusting` (quirks mode, like the real server): the amount
 * as sent, and the order placed whatever `pgStatus` and `pgPaymentId` say.
 */
type PaymentTrust = 'careful' | 'trusting';

/** Why a careful server refuses to place the order with this payment; null when it may. */
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

function clientSecretHandler(trust: PaymentTrust) {
  return http.post('/order/stripe-client-secret', async ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 1)
      return validationFailed({ amount: 'must be greater than or equal to 1' });
    if (body.currency !== 'usd')
      return badRequest(`Unsupported currency: ${String(body.currency)}`);
    if (trust === 'careful' && body.amount !== cartAmountCents(guard.user.id))
      return badRequest(AMOUNT_DOES_NOT_MATCH_CART);
    const intent = createPaymentIntent(guard.user.id, body.amount, body.currency);
    commit();
    // A PaymentIntent client secret as Stripe formats it, answered as plain text like the real server.
    return HttpResponse.text(intent.clientSecret, { status: 201 });
  });
}

function placeOrderHandler(trust: PaymentTrust) {
  return http.post('/order/users/payment/{paymentMethod}', async ({ request, params, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, {
      pgName: [notBlank],
      pgPaymentId: [notBlank],
      pgStatus: [notBlank],
    });
    if (invalid) return validationFailed(invalid);
    const user = guard.user;
    const tables = db();
    const address = tables.addresses.find(
      (a) => a.addressId === Number(body.addressId) && a.userId === user.id,
    );
    if (!address) return notFound(`Address not found with addressId: ${String(body.addressId)}`);
    const cart = tables.carts.find((c) => c.userId === user.id);
    if (!cart || cart.items.length === 0) return badRequest('Cart is empty');
    const pgPaymentId = String(body.pgPaymentId);
    if (trust === 'careful') {
      const problem = paymentProblem(pgPaymentId, user.id);
      if (problem) return badRequest(problem);
    }
    const lines = cart.items.map((item) => ({
      item,
      product: tables.products.find((p) => p.productId === item.productId),
    }));
    for (const { item, product } of lines) {
      if (!product) return notFound(`Product not found with productId: ${item.productId}`);
      if (product.quantity < item.quantity)
        return badRequest(
          `Please, make an order of the ${product.productName} less than or equal to the quantity ${product.quantity}.`,
        );
    }
    const now = new Date().toISOString();
    // A careful server has checked the intent itself; the real one believes pgStatus.
    const succeeded = trust === 'careful' || String(body.pgStatus).toLowerCase() === 'succeeded';
    const items = lines.map(({ item, product }) => {
      product!.quantity -= item.quantity; // the order takes the stock
      return {
        orderItemId: nextId('orderItem'),
        productId: product!.productId,
        productName: product!.productName,
        image: product!.image,
        quantity: item.quantity,
        discount: product!.discount,
        orderedProductPrice: round2(product!.specialPrice),
      };
    });
    const order: OrderRow = {
      orderId: nextId('order'),
      userId: user.id,
      email: user.email,
      items,
      orderDate: now.slice(0, 10),
      createdAt: now,
      updatedAt: now,
      paidAt: succeeded ? now : null,
      shippedAt: null,
      deliveredAt: null,
      orderStatus: succeeded ? 'paid' : 'pending_payment',
      paymentStatus: succeeded ? 'completed' : 'pending',
      paymentMethod: params.paymentMethod,
      pgPaymentId,
      totalAmount: round2(items.reduce((s, i) => s + i.orderedProductPrice * i.quantity, 0)),
      addressId: address.addressId,
      shippingAddress: {
        street: address.street,
        city: address.city,
        state: address.state,
        zipCode: address.pincode,
        country: address.country,
      },
      trackingNumber: null,
    };
    tables.orders.push(order);
    cart.items = [];
    // The intent has paid for this order; a trusting server marks a known one too.
    const intent = findPaymentIntent(pgPaymentId);
    if (intent && intent.userId === user.id && intent.usedByOrderId === null)
      intent.usedByOrderId = order.orderId;
    commit();
    return HttpResponse.json(toOrderDto(order), { status: 201 });
  });
}

export const orderHandlers = [
  clientSecretHandler('careful'),
  placeOrderHandler('careful'),

  http.get('/orders/users', ({ request, cookies }) => {
    const guard = requireUser(request, cookies);
    if (guard.denied) return guard.denied;
    const own = db()
      .orders.filter((o) => o.userId === guard.user.id)
      .sort(newestFirst);
    return HttpResponse.json(own.map(toOrderDto));
  }),
];

/**
 * Quirks mode's payment calls (prepended by mocks/quirks.ts): the real server's trust, the
 * client secret for the amount sent and the order placed whatever the payment fields say.
 */
export const trustingPaymentHandlers = [
  clientSecretHandler('trusting'),
  placeOrderHandler('trusting'),
];
